import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialListResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { refetchBeforeExpiry } from '../../../lib/link-refresh';
import { useReorder } from '../../../components/sortable/use-reorder';

export const materialKeys = {
  list: (lessonId: number) => ['materials', lessonId] as const,
  all: ['materials'] as const,
  one: (materialId: number) => ['material', materialId] as const,
};

/** GET /api/materials?lesson_id=: ready materials by order number, each with a short-lived signed `url`. */
export const materialsQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: materialKeys.list(lessonId),
    queryFn: ({ signal }) =>
      data<MaterialListResponse>(api.GET('/api/materials', { params: { query: { lesson_id: lessonId } }, signal })),
    refetchInterval: (query) =>
      refetchBeforeExpiry((query.state.data?.materials ?? []).map((material) => material.url_expires_at)),
  });

/**
 * GET /api/materials/{id}: one ready material with a fresh signed link (the viewer). Fetched
 * once per opening: a new link would restart the video that plays from the old one.
 */
export const materialQueryOptions = (materialId: number) =>
  queryOptions({
    queryKey: materialKeys.one(materialId),
    queryFn: async ({ signal }) =>
      (
        await data<{ material: Material }>(
          api.GET('/api/materials/{id}', { params: { path: { id: materialId } }, signal }),
        )
      ).material,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** DELETE /api/materials/{id}: removes the file too; the course room hears `materialDeleted`. */
export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; lessonId: number }) =>
      data(api.DELETE('/api/materials/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, { id, lessonId }) => removeMaterialFromCache(queryClient, lessonId, id),
    onSettled: (_answer, _error, { lessonId }) =>
      queryClient.invalidateQueries({ queryKey: materialKeys.list(lessonId) }),
  });
}

/** PATCH /api/materials/{id}: a new title (docs/decisions/020); the course hears `contentChanged`. */
export async function renameMaterial(id: number, title: string, signal?: AbortSignal): Promise<void> {
  await data(api.PATCH('/api/materials/{id}', { params: { path: { id } }, body: { title }, signal }));
}

/** PUT /api/lessons/{lessonId}/material-order with every ready material's id in the new order. */
export function useReorderMaterials(lessonId: number) {
  return useReorder({
    queryKey: materialKeys.list(lessonId),
    field: 'materials',
    save: (ids) =>
      data(api.PUT('/api/lessons/{lessonId}/material-order', { params: { path: { lessonId } }, body: { ids } })),
    failedText: 'materials.reorder.failed',
  });
}

type Cache = ReturnType<typeof useQueryClient>;

/** Adds a ready material to its lesson's cached list (once: a live event may bring it again). */
export function addMaterialToCache(queryClient: Cache, material: Material): void {
  queryClient.setQueryData<MaterialListResponse>(materialKeys.list(material.lesson_id), (list) => {
    if (!list) return list;
    const others = list.materials.filter((item) => item.id !== material.id);
    const materials = [...others, material].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return { ...list, materials };
  });
}

export function removeMaterialFromCache(queryClient: Cache, lessonId: number, materialId: number): void {
  queryClient.setQueryData<MaterialListResponse>(
    materialKeys.list(lessonId),
    (list) => list && { ...list, materials: list.materials.filter((item) => item.id !== materialId) },
  );
  queryClient.removeQueries({ queryKey: materialKeys.one(materialId) });
}
