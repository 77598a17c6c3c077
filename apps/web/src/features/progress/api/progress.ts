import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  REPORT_PAGE_LIMIT,
  type CategoryProgressResponse,
  type CompleteMaterialResponse,
  type CompletedMaterialsResponse,
  type CourseReportResponse,
  type LessonProgress,
  type ProgressOverviewResponse,
  type ReportSortKey,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import type { TableParams } from '../../../lib/use-table-params';

export type ReportParams = TableParams<ReportSortKey>;

/** Query keys of study progress; everything under `progress` belongs to the signed-in user. */
export const progressKeys = {
  all: ['progress'] as const,
  lesson: (studentId: number, lessonId: number) => ['progress', 'lesson', studentId, lessonId] as const,
  completed: (studentId: number, lessonId: number) => ['progress', 'completed', studentId, lessonId] as const,
  allCategories: ['progress', 'category'] as const,
  category: (categoryId: number) => ['progress', 'category', categoryId] as const,
  overview: ['progress', 'me'] as const,
  /** Every page of a course's report: live changes refetch the one on screen. */
  report: (courseId: number) => ['progress', 'report', courseId] as const,
  reportPage: (courseId: number, params: ReportParams) => ['progress', 'report', courseId, params] as const,
};

/** GET /api/lesson-progress/{studentId}/{lessonId}: the stored progress (zero state if not started). */
export const lessonProgressQueryOptions = (studentId: number, lessonId: number) =>
  queryOptions({
    queryKey: progressKeys.lesson(studentId, lessonId),
    queryFn: ({ signal }) =>
      data<LessonProgress>(
        api.GET('/api/lesson-progress/{studentId}/{lessonId}', { params: { path: { studentId, lessonId } }, signal }),
      ),
  });

/** GET /api/material-completion/completed/{studentId}?lesson_id=: the lesson's completed material ids. */
export const completedMaterialsQueryOptions = (studentId: number, lessonId: number) =>
  queryOptions({
    queryKey: progressKeys.completed(studentId, lessonId),
    queryFn: ({ signal }) =>
      data<CompletedMaterialsResponse>(
        api.GET('/api/material-completion/completed/{studentId}', {
          params: { path: { studentId }, query: { lesson_id: lessonId } },
          signal,
        }),
      ),
  });

/** GET /api/progress/courses?category_id=: the student's progress in every course of a term. */
export const categoryProgressQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: progressKeys.category(categoryId),
    queryFn: ({ signal }) =>
      data<CategoryProgressResponse>(
        api.GET('/api/progress/courses', { params: { query: { category_id: categoryId } }, signal }),
      ),
  });

/** GET /api/progress/me: the student's courses with activity, most recent first. */
export const progressOverviewQueryOptions = queryOptions({
  queryKey: progressKeys.overview,
  queryFn: ({ signal }) => data<ProgressOverviewResponse>(api.GET('/api/progress/me', { signal })),
});

/** The report's query, in a fixed order: page, limit, sort, order, then q when given. */
const reportQuery = ({ page, q, sort, order }: ReportParams) => ({
  page,
  limit: REPORT_PAGE_LIMIT,
  sort,
  order,
  ...(q ? { q } : {}),
});

/**
 * GET /api/progress/course/{courseId}/report?…: one page of the class, filtered and sorted by
 * the server (the course's teacher, admins); the page on screen stays while the next loads.
 */
export const courseReportQueryOptions = (courseId: number, params: ReportParams) =>
  queryOptions({
    queryKey: progressKeys.reportPage(courseId, params),
    queryFn: ({ signal }) =>
      data<CourseReportResponse>(
        api.GET('/api/progress/course/{courseId}/report', {
          params: { path: { courseId }, query: reportQuery(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** POST /api/material-completion/complete: the server records it once and recomputes the lesson. */
export const completeMaterial = (studentId: number, materialId: number) =>
  data<CompleteMaterialResponse>(
    api.POST('/api/material-completion/complete', { body: { student_id: studentId, material_id: materialId } }),
  );

/** PUT /api/lesson-progress/{studentId}/{lessonId}: the server recomputes and answers the stored value. */
export const syncLessonProgress = (studentId: number, lessonId: number) =>
  data<LessonProgress>(
    api.PUT('/api/lesson-progress/{studentId}/{lessonId}', { params: { path: { studentId, lessonId } }, body: {} }),
  );

/** Adds a confirmed completion to the cached list of the lesson (once). */
export function addCompletedToCache(
  queryClient: QueryClient,
  studentId: number,
  lessonId: number,
  materialId: number,
): void {
  queryClient.setQueryData<CompletedMaterialsResponse>(progressKeys.completed(studentId, lessonId), (list) =>
    !list || list.material_ids.includes(materialId)
      ? list
      : { ...list, material_ids: [...list.material_ids, materialId].sort((a, b) => a - b) },
  );
}

/** Stores the server's answer for a lesson's progress. */
export function setLessonProgressInCache(queryClient: QueryClient, progress: LessonProgress): void {
  queryClient.setQueryData(progressKeys.lesson(progress.studentId, progress.lessonId), progress);
}

/** Course percentages (term page, dashboard) follow a change of any lesson. */
export function refreshCourseProgress(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: progressKeys.allCategories });
  void queryClient.invalidateQueries({ queryKey: progressKeys.overview });
}
