import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { sharedDatabaseApps } from '../../../test/shared-database-apps.js';

/**
 * Scheduled publication and its notifications on the durable job queue and the outbox
 * (decision 015): they survive the app being down at the scheduled time, run once with
 * several instances, and a delivery done twice (a retried job) tells nobody twice.
 */
const STUDENTS = 3;
const shared = sharedDatabaseApps();
afterEach(() => shared.closeAll());

const startApp = (): Promise<TestApp> => shared.start();

/** A teacher's draft lesson in a published course, STUDENTS students, and the teacher's token. */
async function classWithDraftLesson(h: TestApp) {
  const teacher = await h.createUser({ role: 'teacher' });
  for (let i = 0; i < STUDENTS; i++) await h.createUser({ role: 'student' });
  const course = await h.createCourse({
    categoryId: (await h.createCategory()).id,
    teacherId: teacher.id,
    name: 'Mạng máy tính',
  });
  const lesson = await h.createLesson({ courseId: course.id, title: 'Định tuyến', publication: 'draft' });
  return { token: await h.loginAs(teacher), lessonId: lesson.id };
}

const { query } = shared;
/** The lesson whose publication notifies students. */
const NOTICE_LESSON = 'Định tuyến';
const noticesSent = async () =>
  (
    await query<{ n: number }>(
      "select count(*)::int as n from user_notifications where type = 'lesson_published' and params->>'lesson' = $1",
      [NOTICE_LESSON],
    )
  )[0]!.n;
const lessonState = async (lessonId: number) =>
  (await query<{ publication: string }>('select publication from lessons where id = $1', [lessonId]))[0]!.publication;
/** Jobs not yet done (pending, running, or waiting for a retry). */
const jobsLeft = async () => (await query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs'))[0]!.n;
/** The scheduled time comes: the lesson's and its job's times are moved to now, as the clock would. */
const timeComes = (lessonId: number) =>
  Promise.all([
    query('update lessons set publish_at = now() where id = $1', [lessonId]),
    query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [`publish:lesson:${lessonId}`]),
  ]);

async function schedule(h: TestApp, token: string, lessonId: number) {
  const response = await h.app.inject({
    method: 'PUT',
    url: `/api/lessons/${lessonId}/publication`,
    headers: h.authHeader(token),
    payload: { state: 'scheduled', publish_at: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
}

// Each test builds one or two apps on a fresh database and waits for the job queue: on a busy
// machine that alone can take most of the default 15 s, so these get more room (no timing is asserted).
describe('scheduled publication', { timeout: 60_000 }, () => {
  test('happens at its time with nobody online: the lesson is published and every student told once', async () => {
    const h = await startApp();
    const { token, lessonId } = await classWithDraftLesson(h);
    await schedule(h, token, lessonId);
    await timeComes(lessonId);
    await expect.poll(() => noticesSent(), { timeout: 15_000 }).toBe(STUDENTS);
    expect(await lessonState(lessonId)).toBe('published');
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await noticesSent()).toBe(STUDENTS);
  });

  test('the app down when its time comes: after the restart, the publication and its notifications happen once', async () => {
    const first = await startApp();
    const { token, lessonId } = await classWithDraftLesson(first);
    await schedule(first, token, lessonId);
    await first.app.close();
    // While no app runs, the time passes: nothing happens.
    await timeComes(lessonId);
    expect(await lessonState(lessonId)).toBe('scheduled');

    await startApp();
    await expect.poll(() => noticesSent(), { timeout: 15_000 }).toBe(STUDENTS);
    expect(await lessonState(lessonId)).toBe('published');
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await noticesSent()).toBe(STUDENTS);
  });

  test('two app instances on one database: it happens once', async () => {
    const first = await startApp();
    await startApp();
    const { token, lessonId } = await classWithDraftLesson(first);
    await schedule(first, token, lessonId);
    await timeComes(lessonId);
    await expect.poll(() => noticesSent(), { timeout: 15_000 }).toBe(STUDENTS);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await noticesSent()).toBe(STUDENTS);
  });
});

describe('the outbox', () => {
  test('an event committed while no app runs is delivered at the next start', async () => {
    const first = await startApp();
    const { lessonId } = await classWithDraftLesson(first);
    await first.app.close();
    // The app's own service, its worker stopped: the change and its event commit, no delivery follows.
    await first.app.services.publication.set({ id: 0, role: 'admin' }, 'lesson', lessonId, {
      state: 'published',
      publish_at: undefined,
    });
    expect(await query('select name from outbox_events where delivered_at is null')).toEqual([
      { name: 'lessonPublished' },
    ]);
    expect(await noticesSent()).toBe(0);

    await startApp();
    await expect.poll(() => noticesSent(), { timeout: 15_000 }).toBe(STUDENTS);
    expect(await query('select name from outbox_events where delivered_at is null')).toEqual([]);
  });

  test('the sweep at start forgets events delivered over a week ago, and only those', async () => {
    const first = await startApp();
    await query(`insert into outbox_events (name, payload, created_at, delivered_at) values
      ('lessonPublished', '{"lessonId": 1}', now() - interval '9 days', now() - interval '8 days'),
      ('lessonPublished', '{"lessonId": 2}', now() - interval '2 days', now() - interval '1 day'),
      ('lessonPublished', '{"lessonId": 3}', now() - interval '9 days', null)`);
    await first.app.close();
    await startApp();
    expect(
      (await query<{ payload: { lessonId: number } }>('select payload from outbox_events order by id')).map(
        (row) => row.payload.lessonId,
      ),
    ).toEqual([2, 3]);
  });

  test('an event delivered a second time (a retried job) tells nobody again', async () => {
    const h = await startApp();
    const { token, lessonId } = await classWithDraftLesson(h);
    const published = await h.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonId}/publication`,
      headers: h.authHeader(token),
      payload: { state: 'published' },
    });
    expect(published.statusCode).toBe(200);
    await expect.poll(() => noticesSent(), { timeout: 15_000 }).toBe(STUDENTS);
    const [event] = await query<{ id: string }>('select id from outbox_events');
    await query(`select graphile_worker.add_job('deliverEvent', json_build_object('id', $1::bigint))`, [event!.id]);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await noticesSent()).toBe(STUDENTS);
  });
});
