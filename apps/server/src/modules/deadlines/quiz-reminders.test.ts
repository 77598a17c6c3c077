import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { sharedDatabaseApps } from '../../../test/shared-database-apps.js';

/**
 * A quiz's 24-hour reminder before it closes (docs/decisions/038), on the deadlines' job queue:
 * to its course's students who have submitted no attempt, once; moved with the close time; none
 * for a draft, a quiz that never closes, or a deleted one.
 */
const shared = sharedDatabaseApps();
afterEach(() => shared.closeAll());
const { query } = shared;

const HOUR = 3_600_000;
const TITLE = 'Kiểm tra chia mạng con';

/** A members-only course with two student members (`waiting`, and `done` who will submit) and a student of another course. */
async function members(h: TestApp) {
  const teacher = await h.createUser({ role: 'teacher' });
  const [waiting, done, outsider] = [await h.createUser(), await h.createUser(), await h.createUser()];
  const categoryId = (await h.createCategory()).id;
  const course = await h.createCourse({ categoryId, teacherId: teacher.id, access: 'members', name: 'Mạng máy tính' });
  const other = await h.createCourse({ categoryId, teacherId: teacher.id, access: 'members' });
  const member = `insert into course_members (course_id, user_id, role) values ($1, $2, 'student')`;
  await query(member, [course.id, waiting!.id]);
  await query(member, [course.id, done!.id]);
  await query(member, [other.id, outsider!.id]);
  return { token: await h.loginAs(teacher), courseId: course.id, waiting: waiting!, done: done!, outsider: outsider! };
}
type Class = Awaited<ReturnType<typeof members>>;

const call = (h: TestApp, token: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(token), ...(payload ? { payload } : {}) });
const inTwoDays = () => new Date(Date.now() + 48 * HOUR).toISOString();

/** A quiz closing at `closeAt` (null: never), published unless `draft`; `done` has submitted an attempt. */
async function quiz(h: TestApp, c: Class, closeAt: string | null, { draft = false } = {}) {
  const created = await call(h, c.token, 'POST', `/api/courses/${c.courseId}/quizzes`, {
    title: TITLE,
    close_at: closeAt,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().quiz.id as number;
  if (!draft) {
    const published = await call(h, c.token, 'PUT', `/api/quizzes/${id}/publication`, { state: 'published' });
    expect(published.statusCode, published.body).toBe(200);
  }
  await query(
    `insert into quiz_attempts (quiz_id, student_id, number, seed, submitted_at, submitted_by, points, max_points)
     values ($1, $2, 1, 'seed', now(), 'student', 0, 0)`,
    [id, c.done.id],
  );
  return id;
}

const key = (id: number) => `quiz-deadline-reminder:${id}`;
const jobRunAt = async (id: number) =>
  (await query<{ run_at: Date }>('select run_at from graphile_worker._private_jobs where key = $1', [key(id)]))[0]
    ?.run_at;
const jobsLeft = async () =>
  (
    await query<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'quizDeadlineReminder'`,
    )
  )[0]!.n;
/** Reminders sent per student. */
const reminded = async () =>
  Object.fromEntries(
    (
      await query<{ user_id: string; n: number }>(
        `select user_id, count(*)::int as n from user_notifications where type = 'quiz_deadline_reminder' group by user_id`,
      )
    ).map((row) => [Number(row.user_id), row.n]),
  );
/** The close comes within 24 hours, as the clock would bring it: the close time and its job's time move. */
const dayBefore = (id: number) =>
  Promise.all([
    query(`update quizzes set close_at = now() + interval '23 hours' where id = $1`, [id]),
    query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [key(id)]),
  ]);
/** The job runs (again: a retry, or a second instance's copy). */
const runAgain = (id: number) =>
  query(`select graphile_worker.add_job('quizDeadlineReminder', json_build_object('quizId', $1::int))`, [id]);

describe("a quiz's 24-hour reminder", { timeout: 60_000 }, () => {
  test('is scheduled 24 hours before the close time on publication, and moves with it', async () => {
    const h = await shared.start();
    const c = await members(h);
    const closeAt = inTwoDays();
    const id = await quiz(h, c, closeAt);
    expect((await jobRunAt(id))?.getTime()).toBe(new Date(closeAt).getTime() - 24 * HOUR);

    const moved = new Date(Date.now() + 72 * HOUR);
    const edited = await call(h, c.token, 'PATCH', `/api/quizzes/${id}`, { close_at: moved.toISOString() });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await jobRunAt(id))?.getTime()).toBe(moved.getTime() - 24 * HOUR);

    // Never closing any more: no reminder.
    expect((await call(h, c.token, 'PATCH', `/api/quizzes/${id}`, { close_at: null })).statusCode).toBe(200);
    expect(await jobsLeft()).toBe(0);
  });

  test('goes once to the members who have submitted no attempt: not to one who did, nor to another course', async () => {
    const h = await shared.start();
    const c = await members(h);
    const id = await quiz(h, c, inTwoDays());
    await dayBefore(id);
    await expect.poll(() => reminded(), { timeout: 15_000 }).toEqual({ [c.waiting.id]: 1 });
    const [notice] = await query<{ link: string; params: { quiz: string; course: string; due: string } }>(
      `select link, params from user_notifications where type = 'quiz_deadline_reminder'`,
    );
    expect(notice).toMatchObject({
      link: `/quiz/${id}`,
      params: { quiz: TITLE, course: 'Mạng máy tính', due: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/) },
    });

    // A retry, or a second instance's copy: still once.
    await runAgain(id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await reminded()).toEqual({ [c.waiting.id]: 1 });
  });

  test('respects a per-course mute of its kind', async () => {
    const h = await shared.start();
    const c = await members(h);
    await query(`insert into notification_mutes (user_id, type, course_id) values ($1, 'quiz_deadline_reminder', $2)`, [
      c.waiting.id,
      c.courseId,
    ]);
    const id = await quiz(h, c, inTwoDays());
    await query('delete from quiz_attempts where quiz_id = $1', [id]); // `done` has not submitted either here
    await dayBefore(id);
    await expect.poll(() => reminded(), { timeout: 15_000 }).toEqual({ [c.done.id]: 1 });
  });

  test('none for a draft, nor for a quiz without a close time', async () => {
    const h = await shared.start();
    const c = await members(h);
    const draft = await quiz(h, c, inTwoDays(), { draft: true });
    const endless = await quiz(h, c, null);
    expect(await jobsLeft()).toBe(0);
    await dayBefore(draft);
    await runAgain(draft);
    await runAgain(endless);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await reminded()).toEqual({});
  });

  test('deleting the quiz drops its reminder', async () => {
    const h = await shared.start();
    const c = await members(h);
    const created = await call(h, c.token, 'POST', `/api/courses/${c.courseId}/quizzes`, {
      title: TITLE,
      close_at: inTwoDays(),
    });
    const id = created.json().quiz.id as number;
    expect((await call(h, c.token, 'PUT', `/api/quizzes/${id}/publication`, { state: 'published' })).statusCode).toBe(
      200,
    );
    expect(await jobsLeft()).toBe(1);
    expect((await call(h, c.token, 'DELETE', `/api/quizzes/${id}`)).statusCode).toBe(200);
    expect(await jobsLeft()).toBe(0);
  });
});
