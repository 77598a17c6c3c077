import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationResponse, SetPublicationRequest } from '@netclass/shared';
import { api, data } from './api-client';

/** What can be published: courses, lessons, materials, assignments and quizzes (decisions 015, 026, 030). */
export type PublishableKind = 'course' | 'lesson' | 'material' | 'assignment' | 'quiz';

const PUBLICATION_PATHS = {
  course: '/api/courses/{id}/publication',
  lesson: '/api/lessons/{id}/publication',
  material: '/api/materials/{id}/publication',
  assignment: '/api/assignments/{id}/publication',
  quiz: '/api/quizzes/{id}/publication',
} as const satisfies Record<PublishableKind, string>;

/**
 * PUT /api/{kind}s/{id}/publication: publish now, schedule, or back to draft. A state shows
 * in many lists of several features (terms, courses, lessons, materials, previews): every
 * query on screen is refreshed once it settles.
 */
export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, request }: { kind: PublishableKind; id: number; request: SetPublicationRequest }) =>
      data<PublicationResponse>(api.PUT(PUBLICATION_PATHS[kind], { params: { path: { id } }, body: request })),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
