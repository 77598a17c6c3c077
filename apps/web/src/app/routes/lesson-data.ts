import { parseId } from '@netclass/shared';
import type { LessonPageData } from '@netclass/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { commentsQueryOptions } from '../../features/comments/api/comments';
import { courseLessonsQueryOptions, lessonQueryOptions } from '../../features/content/api/content';
import { materialsQueryOptions } from '../../features/materials/api/materials';
import { completedMaterialsQueryOptions, lessonProgressQueryOptions } from '../../features/progress/api/progress';
import { api, apiPath, data, withEarlyAnswer } from '../../lib/api-client';
import { currentPermissions } from '../../lib/permissions';
import { requestPage, seedFirstPage, seedQuery } from './page-data';

/**
 * A lesson page's data in one call (GET /api/pages/lesson/{id}, docs/decisions/033), requested
 * while the page's code is on its way (its route loader): the lesson, its materials and
 * comments, the course's lessons for the pager, a student's own progress and completed
 * materials, and the header's data on a fresh load. Each goes under its hook's key; refetches
 * use each one's own endpoint.
 */
export function prefetchLesson(queryClient: QueryClient, params: Params): void {
  const lessonId = parseId(params.lessonId);
  if (lessonId === null) return;
  const student = currentPermissions().tracksOwnProgress;
  const page = requestPage(
    queryClient,
    apiPath('/api/pages/lesson/{lessonId}', { lessonId }),
    (query, early) =>
      data<LessonPageData>(
        api.GET('/api/pages/lesson/{lessonId}', { params: { path: { lessonId }, query }, ...withEarlyAnswer(early) }),
      ),
    (userId, answer) => {
      if (!student) return;
      seedQuery(
        queryClient,
        lessonProgressQueryOptions(userId, lessonId),
        answer.then((part) => part.progress),
      );
      seedQuery(
        queryClient,
        completedMaterialsQueryOptions(userId, lessonId),
        answer.then((part) => part.completed),
      );
    },
  );
  seedQuery(
    queryClient,
    lessonQueryOptions(lessonId),
    page.then((part) => part.lesson.lesson),
  );
  seedQuery(
    queryClient,
    materialsQueryOptions(lessonId),
    page.then((part) => part.materials),
  );
  seedFirstPage(
    queryClient,
    commentsQueryOptions(lessonId),
    page.then((part) => part.comments),
  );
  // The course is known once the answer is: what waits for the lesson finds its course's lessons in the cache.
  void page.then(
    (part) =>
      seedQuery(
        queryClient,
        courseLessonsQueryOptions(part.course_lessons.course.id),
        Promise.resolve(part.course_lessons),
      ),
    () => undefined,
  );
}
