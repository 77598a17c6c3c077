import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { setPasswordChangeRequired, useSession } from '../../../lib/session';

const profileKey = ['profile'] as const;

/** The server's word on the first password change travels with the profile: the session follows it (also for a profile the page data brings). */
export const followProfile = (profile: Profile): Profile => {
  setPasswordChangeRequired(profile.must_change_password);
  return profile;
};

/** GET /api/user/profile (the route loaders start it before the screen's code has arrived). */
export const profileQueryOptions = queryOptions({
  queryKey: profileKey,
  queryFn: async ({ signal }) =>
    followProfile((await data<{ user: Profile }>(api.GET('/api/user/profile', { signal }))).user),
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
      followProfile((await data<{ user: Profile }>(api.PUT('/api/user/profile', { body: input }))).user),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
