import type { CourseProgress } from '@netclass/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { categoryProgressQueryOptions, progressKeys } from '../api/progress';

/**
 * The student's progress in each course of a term, by course id
 * (docs/product/screens-and-roles.md#category-courses-page), fetched again when their lesson progress changes (own
 * room) or after a reconnect.
 * `categoryId` null (staff, bad id) asks nothing.
 */
export function useCategoryProgress(categoryId: number | null): ReadonlyMap<number, CourseProgress> {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...categoryProgressQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
  const refresh = () => {
    if (categoryId !== null) void queryClient.invalidateQueries({ queryKey: progressKeys.category(categoryId) });
  };
  useSocketEvent('lessonProgressCreated', refresh);
  useSocketEvent('lessonProgressUpdated', refresh);
  useReloadAfterGap(...(categoryId === null ? [] : [progressKeys.category(categoryId)]));
  return useMemo(() => new Map(data?.courses.map((course) => [course.course_id, course])), [data]);
}
