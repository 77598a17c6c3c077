import { useQuery } from '@tanstack/react-query';
import { courseLessonsQueryOptions } from '../../features/content/api/content';
import { gradeCategoriesQueryOptions } from '../../features/gradebook/api/gradebook';

/** The course's lessons graded work (an assignment, a quiz) may belong to (none while they load). */
export function useCourseLessons(courseId: number | null) {
  const { data } = useQuery({ ...courseLessonsQueryOptions(courseId ?? 0), enabled: courseId !== null });
  return data?.lessons ?? [];
}

/** The course's grade categories graded work may belong to (its gradebook; none while they load). */
export function useGradeCategories(courseId: number | null) {
  const { data } = useQuery({ ...gradeCategoriesQueryOptions(courseId ?? 0), enabled: courseId !== null });
  return data ?? [];
}
