import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { addMaterialToCache, removeMaterialFromCache } from '../api/materials';

/**
 * Applies `materialCreated` and `materialDeleted` of the course room to the cached material
 * lists (docs/product/rules.md#states-and-flows). The page joins the room (useSocketRoom); `onChange` lets it refresh what
 * depends on the count (lesson lists, later the progress).
 */
export function useLiveMaterials(onChange?: (lessonId: number) => void): void {
  const queryClient = useQueryClient();
  useSocketEvent('materialCreated', (material) => {
    addMaterialToCache(queryClient, material);
    onChange?.(material.lesson_id);
  });
  useSocketEvent('materialDeleted', ({ id, lesson_id }) => {
    removeMaterialFromCache(queryClient, lesson_id, id);
    onChange?.(lesson_id);
  });
}
