import type { LessonPageData } from '@netclass/shared/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentsQueryOptions } from '../../features/comments/api/comments';
import { courseLessonsQueryOptions, lessonQueryOptions } from '../../features/content/api/content';
import { materialsQueryOptions } from '../../features/materials/api/materials';
import { latestNotificationsQueryOptions } from '../../features/notifications/api/notifications';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { completedMaterialsQueryOptions, lessonProgressQueryOptions } from '../../features/progress/api/progress';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { buildProfile } from '../../test/communication-fixtures';
import { buildLesson, buildLessonDetail } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { observeQueries } from '../../test/observe-queries';
import { prefetchLesson } from './lesson-data';

const STUDENT = 20210001;
const header = (id: number, role: 'student' | 'teacher') => ({
  profile: { user: buildProfile({ id, role }) },
  notifications: { notifications: [], unread_count: 1, next_cursor: null },
});
const page = (overrides: Partial<LessonPageData> = {}): LessonPageData => ({
  shell: header(STUDENT, 'student'),
  lesson: { lesson: buildLessonDetail({ id: 1 }) },
  materials: { materials: [], can_manage: false },
  comments: { comments: [], next_cursor: null },
  course_lessons: {
    course: { id: 101, name: 'Mạng máy tính', category_id: 1 },
    lessons: [buildLesson({ id: 1 }), buildLesson({ id: 2, order_num: 2 })],
    can_manage: false,
  },
  progress: { studentId: STUDENT, lessonId: 1, progress_percentage: 50, is_completed: false, completed_at: null },
  completed: { student_id: STUDENT, lesson_id: 1, material_ids: [3] },
  ...overrides,
});

const courseLessonsOptions = courseLessonsQueryOptions(101);
/** The options of the lesson page's hooks, as it passes them. */
const hooksOf = (studentId: number | null) => [
  { options: profileQueryOptions },
  { options: latestNotificationsQueryOptions },
  { options: lessonQueryOptions(1) },
  { options: materialsQueryOptions(1) },
  { options: commentsQueryOptions(1), infinite: true },
  { options: courseLessonsOptions },
  ...(studentId === null
    ? []
    : [
        { options: lessonProgressQueryOptions(studentId, 1) },
        { options: completedMaterialsQueryOptions(studentId, 1) },
      ]),
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('prefetchLesson', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("makes one call on a fresh load and puts each part, a student's own progress too, under the key its hook reads: the hooks then ask nothing", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const answer = page();
    const calls = stubFetchRoutes({ 'GET /api/pages/lesson/1?shell=1': { body: answer } });
    const queryClient = createQueryClient();
    prefetchLesson(queryClient, { lessonId: '1' });
    // Hooks that mount before the answer wait for it (the pager's needs the lesson's course first).
    const early = observeQueries(
      queryClient,
      hooksOf(null).filter(({ options }) => options !== courseLessonsOptions),
    );

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(completedMaterialsQueryOptions(STUDENT, 1).queryKey)).toEqual(answer.completed),
    );
    expect(queryClient.getQueryData(lessonProgressQueryOptions(STUDENT, 1).queryKey)).toEqual(answer.progress);
    expect(queryClient.getQueryData(lessonQueryOptions(1).queryKey)).toEqual(answer.lesson.lesson);
    expect(queryClient.getQueryData(materialsQueryOptions(1).queryKey)).toEqual(answer.materials);
    expect(queryClient.getQueryData(commentsQueryOptions(1).queryKey)).toEqual({
      pages: [answer.comments],
      pageParams: [null],
    });
    expect(queryClient.getQueryData(courseLessonsQueryOptions(101).queryKey)).toEqual(answer.course_lessons);
    expect(queryClient.getQueryData(profileQueryOptions.queryKey)).toEqual(answer.shell!.profile.user);
    const late = observeQueries(queryClient, hooksOf(STUDENT));
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/lesson/1?shell=1']);
    early();
    late();
  });

  it('moving to a lesson with the header cached asks only for the page; a teacher records no progress', async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    const answer = page({ shell: null, progress: null, completed: null });
    const calls = stubFetchRoutes({ 'GET /api/pages/lesson/1': { body: answer } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryOptions.queryKey, buildProfile({ id: 1001, role: 'teacher' }));
    queryClient.setQueryData(latestNotificationsQueryOptions.queryKey, header(1001, 'teacher').notifications);
    prefetchLesson(queryClient, { lessonId: '1' });

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(courseLessonsQueryOptions(101).queryKey)).toEqual(answer.course_lessons),
    );
    const stop = observeQueries(queryClient, hooksOf(null));
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/lesson/1']);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['progress'] })).toEqual([]);
    stop();
  });

  it("a lesson the user may not see fails the page's parts; the header asks its own endpoints", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const profile = buildProfile({ id: STUDENT });
    stubFetchRoutes({
      'GET /api/pages/lesson/1?shell=1': { status: 404, body: { message: 'Không tìm thấy bài học.' } },
      'GET /api/user/profile': { body: { user: profile } },
      'GET /api/userannouncements?unread=false&limit=8': { body: header(STUDENT, 'student').notifications },
    });
    const queryClient = createQueryClient();
    prefetchLesson(queryClient, { lessonId: '1' });

    await vi.waitFor(() => expect(queryClient.getQueryState(lessonQueryOptions(1).queryKey)?.status).toBe('error'));
    await vi.waitFor(() => expect(queryClient.getQueryData(profileQueryOptions.queryKey)).toEqual(profile));
    expect(queryClient.getQueryData(latestNotificationsQueryOptions.queryKey)).toEqual(
      header(STUDENT, 'student').notifications,
    );
  });

  it('requests nothing for an address that is no lesson id', () => {
    saveSession({ token: 'tok', role: 'student' });
    const calls = stubFetchRoutes({});
    prefetchLesson(createQueryClient(), { lessonId: 'abc' });
    expect(calls).toEqual([]);
  });
});
