import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const profileKey = ['profile'] as const;

const profileQueryOptions = queryOptions({
  queryKey: profileKey,
  queryFn: async ({ signal }) => (await apiFetch<{ user: Profile }>('/api/user/profile', { signal })).user,
});

/** The signed-in user's profile (GET /api/user/profile); idle while signed out. */
export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileQueryOptions, enabled: session !== null });
}

/** PUT /api/user/profile with `{email}` or `{currentPassword, newPassword, confirmPassword}`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      (await apiFetch<{ user: Profile }>('/api/user/profile', { method: 'PUT', body: input })).user,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
