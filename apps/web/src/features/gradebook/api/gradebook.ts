import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GRADEBOOK_PAGE_LIMIT,
  type GradeCategoriesRequest,
  type GradeCategoriesResponse,
  type GradebookResponse,
  type GradebookSort,
  type GradedItemKind,
  type GradeOverrideResponse,
  type MyGradesResponse,
  type SortOrder,
} from '@netclass/shared';
import { api, apiPath, data } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export const gradebookKeys = {
  all: ['gradebook'] as const,
  course: (courseId: number) => ['gradebook', 'course', courseId] as const,
  page: (courseId: number, params: GradebookParams) => ['gradebook', 'course', courseId, 'page', params] as const,
  categories: (courseId: number) => ['gradebook', 'course', courseId, 'categories'] as const,
  override: (kind: GradedItemKind, itemId: number, studentId: number) =>
    ['gradebook', 'override', kind, itemId, studentId] as const,
  mine: ['gradebook', 'mine'] as const,
};

export interface GradebookParams {
  page: number;
  q: string;
  sort: GradebookSort;
  order: SortOrder;
  missingOnly: boolean;
}

/** GET /api/courses/{courseId}/gradebook: one page, searched, filtered and sorted by the server; the page on screen stays while the next loads. */
export const gradebookQueryOptions = (courseId: number, params: GradebookParams) =>
  queryOptions({
    queryKey: gradebookKeys.page(courseId, params),
    queryFn: ({ signal }) =>
      data<GradebookResponse>(
        api.GET('/api/courses/{courseId}/gradebook', {
          params: {
            path: { courseId },
            query: {
              page: params.page,
              limit: GRADEBOOK_PAGE_LIMIT,
              sort: params.sort,
              order: params.order,
              ...(params.q ? { q: params.q } : {}),
              ...(params.missingOnly ? { filter: 'missing' as const } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/courses/{courseId}/grade-categories (the course's teachers and admins). */
export const gradeCategoriesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: gradebookKeys.categories(courseId),
    queryFn: async ({ signal }) =>
      (
        await data<GradeCategoriesResponse>(
          api.GET('/api/courses/{courseId}/grade-categories', { params: { path: { courseId } }, signal }),
        )
      ).categories,
  });

/** PUT /api/courses/{courseId}/grade-categories: the whole list, in order. */
export function useSaveGradeCategories(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GradeCategoriesRequest) =>
      (
        await data<GradeCategoriesResponse>(
          api.PUT('/api/courses/{courseId}/grade-categories', { params: { path: { courseId } }, body }),
        )
      ).categories,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gradebookKeys.course(courseId) }),
  });
}

/** GET /api/graded-items/{kind}/{itemId}/overrides/{studentId}: the cell's override and its audit. */
export const gradeOverrideQueryOptions = (kind: GradedItemKind, itemId: number, studentId: number) =>
  queryOptions({
    queryKey: gradebookKeys.override(kind, itemId, studentId),
    queryFn: ({ signal }) =>
      data<GradeOverrideResponse>(
        api.GET('/api/graded-items/{kind}/{itemId}/overrides/{studentId}', {
          params: { path: { kind, itemId, studentId } },
          signal,
        }),
      ),
  });

/** PUT (points and reason) or DELETE (reason) the override of one cell. */
export function useGradeOverride(kind: GradedItemKind, itemId: number, studentId: number) {
  const queryClient = useQueryClient();
  const path = { params: { path: { kind, itemId, studentId } } };
  const onSettled = () => queryClient.invalidateQueries({ queryKey: gradebookKeys.all });
  return {
    set: useMutation({
      mutationFn: (body: { points: number; reason: string }) =>
        data<GradeOverrideResponse>(
          api.PUT('/api/graded-items/{kind}/{itemId}/overrides/{studentId}', { ...path, body }),
        ),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (reason: string) =>
        data<GradeOverrideResponse>(
          api.DELETE('/api/graded-items/{kind}/{itemId}/overrides/{studentId}', { ...path, body: { reason } }),
        ),
      onSettled,
    }),
  };
}

export type GradebookFormat = 'csv' | 'xlsx';
const ACCEPT: Record<GradebookFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/courses/{courseId}/gradebook.csv or .xlsx (the whole class), saved under the server's file name. */
export const downloadGradebook = (courseId: number, format: GradebookFormat): Promise<void> =>
  downloadFile(
    apiPath(`/api/courses/{courseId}/gradebook.${format}`, { courseId }),
    ACCEPT[format],
    `gradebook-${courseId}.${format}`,
  );

/** GET /api/grades/mine: the signed-in student's released grades. */
export const myGradesQueryOptions = () =>
  queryOptions({
    queryKey: gradebookKeys.mine,
    queryFn: ({ signal }) => data<MyGradesResponse>(api.GET('/api/grades/mine', { signal })),
  });
