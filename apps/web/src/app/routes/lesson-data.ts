import { parseId } from '@netclass/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { commentsQueryOptions } from '../../features/comments/api/comments';
import { courseLessonsQueryOptions, lessonQueryOptions } from '../../features/content/api/content';
import { materialsQueryOptions } from '../../features/materials/api/materials';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { completedMaterialsQueryOptions, lessonProgressQueryOptions } from '../../features/progress/api/progress';
import { getSession } from '../../lib/session';
import { studentIdOf } from './student-id';

/**
 * A lesson page's data, requested together while the page's code is on its way (its route
 * loader): the lesson, its materials and comments, a student's progress and completed
 * materials (once the profile says whose), and the course's lessons for the pager (once the
 * lesson says which course).
 */
export function prefetchLesson(queryClient: QueryClient, params: Params): void {
  const lessonId = parseId(params.lessonId);
  if (lessonId === null) return;
  const lesson = lessonQueryOptions(lessonId);
  void queryClient.prefetchQuery(lesson).then(() => {
    const detail = queryClient.getQueryData(lesson.queryKey);
    if (detail) void queryClient.prefetchQuery(courseLessonsQueryOptions(detail.course.id));
  });
  void queryClient.prefetchQuery(materialsQueryOptions(lessonId));
  void queryClient.prefetchInfiniteQuery(commentsQueryOptions(lessonId));
  void queryClient.prefetchQuery(profileQueryOptions).then(() => {
    const studentId = studentIdOf(getSession()?.role, queryClient.getQueryData(profileQueryOptions.queryKey));
    if (studentId === null) return;
    void queryClient.prefetchQuery(lessonProgressQueryOptions(studentId, lessonId));
    void queryClient.prefetchQuery(completedMaterialsQueryOptions(studentId, lessonId));
  });
}
