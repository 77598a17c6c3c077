import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationResponse, SetPublicationRequest } from '@netclass/shared';
import { apiFetch } from './api-client';

/** What can be published: courses, lessons and materials (decision 015). */
export type PublishableKind = 'course' | 'lesson' | 'material';

/**
 * PUT /api/{kind}s/{id}/publication: publish now, schedule, or back to draft. A state shows
 * in many lists of several features (terms, courses, lessons, materials, previews): every
 * query on screen is refreshed once it settles.
 */
export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, request }: { kind: PublishableKind; id: number; request: SetPublicationRequest }) =>
      apiFetch<PublicationResponse>(`/api/${kind}s/${id}/publication`, { method: 'PUT', body: request }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
