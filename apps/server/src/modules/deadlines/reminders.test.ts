import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { sharedDatabaseApps } from '../../../test/shared-database-apps.js';
import { validAssignment } from '../assignments/assignments.fixtures.js';

/**
 * The 24-hour reminder of a deadline (docs/decisions/026, "Deadlines") on the durable job
 * queue: to the right students only, once, across a restart, a second run and two instances;
 * and the class told when an assignment is published.
 */
const shared = sharedDatabaseApps();
afterEach(() => shared.closeAll());
const { query } = shared;

const HOUR = 3_600_000;
const TITLE = 'Lab 5: OSPF';

/**
 * A members-only course with three student members (`waiting` has not handed in, `done` has,
 * `extended` has a later due date) and a student who is no member; its teacher's token.
 */
async function members(h: TestApp) {
  const teacher = await h.createUser({ role: 'teacher' });
  const [waiting, done, extended, outsider] = [
    await h.createUser(),
    await h.createUser(),
    await h.createUser(),
    await h.createUser(),
  ];
  const course = await h.createCourse({
    categoryId: (await h.createCategory()).id,
    teacherId: teacher.id,
    access: 'members',
    name: 'Mạng máy tính',
  });
  for (const student of [waiting!, done!, extended!])
    await query(`insert into course_members (course_id, user_id, role) values ($1, $2, 'student')`, [
      course.id,
      student.id,
    ]);
  return {
    token: await h.loginAs(teacher),
    courseId: course.id,
    waiting: waiting!,
    done: done!,
    extended: extended!,
    outsider: outsider!,
  };
}

type Class = Awaited<ReturnType<typeof members>>;
const inject = (h: TestApp, token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(token), ...(payload ? { payload } : {}) });

/** A published assignment due in two days; `done` has handed in and `extended` is given three more days. */
async function publishedAssignment(h: TestApp, c: Class, title = TITLE) {
  const created = await inject(
    h,
    c.token,
    'POST',
    `/api/courses/${c.courseId}/assignments`,
    validAssignment({ title, due_at: new Date(Date.now() + 48 * HOUR).toISOString() }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().assignment.id as number;
  expect(
    (await inject(h, c.token, 'PUT', `/api/assignments/${id}/publication`, { state: 'published' })).statusCode,
  ).toBe(200);
  await query(`insert into hand_ins (assignment_id, student_id, version, submitted_at) values ($1, $2, 1, now())`, [
    id,
    c.done.id,
  ]);
  const extension = await inject(h, c.token, 'PUT', `/api/assignments/${id}/extensions/${c.extended.id}`, {
    due_at: new Date(Date.now() + 120 * HOUR).toISOString(),
    accepts_until: null,
  });
  expect(extension.statusCode, extension.body).toBe(200);
  return id;
}

/** Reminders sent per student for TITLE. */
const reminded = async () =>
  Object.fromEntries(
    (
      await query<{ user_id: string; n: number }>(
        `select user_id, count(*)::int as n from user_notifications where type = 'deadline_reminder' and params->>'assignment' = $1 group by user_id`,
        [TITLE],
      )
    ).map((row) => [Number(row.user_id), row.n]),
  );
const jobsLeft = async () =>
  (
    await query<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'deadlineReminder'`,
    )
  )[0]!.n;
const jobRunAt = async (key: string) =>
  (await query<{ run_at: Date }>('select run_at from graphile_worker._private_jobs where key = $1', [key]))[0]?.run_at;
/** The class's deadline comes within 24 hours, as the clock would bring it: the due date and its job's time move. */
const dayBefore = (id: number) =>
  Promise.all([
    query(`update assignments set due_at = now() + interval '23 hours' where id = $1`, [id]),
    query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [`deadline-reminder:${id}`]),
  ]);
/** The job runs again (a retry, or a second instance's copy). */
const runAgain = (id: number, studentId: number | null = null) =>
  query(
    `select graphile_worker.add_job('deadlineReminder', json_build_object('assignmentId', $1::int, 'studentId', $2::bigint))`,
    [id, studentId],
  );

describe('the 24-hour reminder', { timeout: 60_000 }, () => {
  test('is scheduled 24 hours before the due date, and moves with it', async () => {
    const h = await shared.start();
    const c = await members(h);
    const id = await publishedAssignment(h, c);
    const [{ due_at: dueAt }] = (await query<{ due_at: Date }>('select due_at from assignments where id = $1', [
      id,
    ])) as [{ due_at: Date }];
    expect((await jobRunAt(`deadline-reminder:${id}`))?.getTime()).toBe(dueAt.getTime() - 24 * HOUR);
    // The extended student's own reminder, at their date.
    const extension = (
      await query<{ due_at: Date }>('select due_at from assignment_extensions where assignment_id = $1', [id])
    )[0]!.due_at;
    expect((await jobRunAt(`deadline-reminder:${id}:${c.extended.id}`))?.getTime()).toBe(
      extension.getTime() - 24 * HOUR,
    );

    const moved = new Date(Date.now() + 72 * HOUR);
    const edited = await inject(
      h,
      c.token,
      'PUT',
      `/api/assignments/${id}`,
      validAssignment({ title: TITLE, due_at: moved.toISOString() }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await jobRunAt(`deadline-reminder:${id}`))?.getTime()).toBe(moved.getTime() - 24 * HOUR);
  });

  test('deleting a published assignment drops its reminders', async () => {
    const h = await shared.start();
    const c = await members(h);
    const created = await inject(
      h,
      c.token,
      'POST',
      `/api/courses/${c.courseId}/assignments`,
      validAssignment({ title: TITLE, due_at: new Date(Date.now() + 48 * HOUR).toISOString() }),
    );
    const id = created.json().assignment.id as number;
    expect(
      (await inject(h, c.token, 'PUT', `/api/assignments/${id}/publication`, { state: 'published' })).statusCode,
    ).toBe(200);
    const extended = await inject(h, c.token, 'PUT', `/api/assignments/${id}/extensions/${c.extended.id}`, {
      due_at: new Date(Date.now() + 96 * HOUR).toISOString(),
      accepts_until: null,
    });
    expect(extended.statusCode).toBe(200);
    expect(await jobsLeft()).toBe(2);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/assignments/${id}`, headers: h.authHeader(c.token) }))
        .statusCode,
    ).toBe(200);
    expect(await jobsLeft()).toBe(0);
  });

  test('a draft has no reminder', async () => {
    const h = await shared.start();
    const c = await members(h);
    const created = await inject(
      h,
      c.token,
      'POST',
      `/api/courses/${c.courseId}/assignments`,
      validAssignment({ title: TITLE }),
    );
    expect(created.statusCode).toBe(201);
    expect(await jobsLeft()).toBe(0);
    await runAgain(created.json().assignment.id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(0);
    expect(await reminded()).toEqual({});
  });

  test('goes once to the members who have not handed in: not to those who did, nor to a non-member, nor early to an extended student', async () => {
    const h = await shared.start();
    const c = await members(h);
    const id = await publishedAssignment(h, c);
    await dayBefore(id);
    await expect.poll(() => reminded(), { timeout: 15_000 }).toEqual({ [c.waiting.id]: 1 });
    const [notice] = await query<{ link: string; params: { course: string; due: string } }>(
      `select link, params from user_notifications where type = 'deadline_reminder'`,
    );
    expect(notice).toMatchObject({
      link: `/assignment/${id}`,
      params: { course: 'Mạng máy tính', due: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/) },
    });

    // Run twice more (a retry, another instance): one notification each.
    await runAgain(id);
    await runAgain(id, c.waiting.id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(1); // the extended student's, still ahead
    expect(await reminded()).toEqual({ [c.waiting.id]: 1 });

    // The extended student's own time comes: theirs alone.
    await query(`update assignment_extensions set due_at = now() + interval '23 hours' where assignment_id = $1`, [id]);
    await query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [
      `deadline-reminder:${id}:${c.extended.id}`,
    ]);
    await expect.poll(() => reminded(), { timeout: 15_000 }).toEqual({ [c.waiting.id]: 1, [c.extended.id]: 1 });
  });

  test('respects a mute of its kind', async () => {
    const h = await shared.start();
    const c = await members(h);
    await query(`insert into notification_mutes (user_id, type, course_id) values ($1, 'deadline_reminder', $2)`, [
      c.waiting.id,
      c.courseId,
    ]);
    const id = await publishedAssignment(h, c);
    await dayBefore(id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(1);
    expect(await reminded()).toEqual({});
  });

  test('runs once across a restart: the app closed before its time, a new one on the same database sends it once', async () => {
    const first = await shared.start();
    const c = await members(first);
    const id = await publishedAssignment(first, c);
    await first.app.close();
    await dayBefore(id);
    expect(await reminded()).toEqual({});

    await shared.start();
    await expect.poll(() => reminded(), { timeout: 15_000 }).toEqual({ [c.waiting.id]: 1 });
    await runAgain(id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(1);
    expect(await reminded()).toEqual({ [c.waiting.id]: 1 });
  });

  test('two instances on one database: once', async () => {
    const first = await shared.start();
    await shared.start();
    const c = await members(first);
    const id = await publishedAssignment(first, c);
    await dayBefore(id);
    await runAgain(id);
    await expect.poll(() => jobsLeft(), { timeout: 15_000 }).toBe(1);
    expect(await reminded()).toEqual({ [c.waiting.id]: 1 });
  });
});

describe('publishing an assignment', { timeout: 60_000 }, () => {
  test('tells the students who may see its course, once, linking to it', async () => {
    const h = await shared.start();
    const c = await members(h);
    const id = await publishedAssignment(h, c);
    const told = async () =>
      (
        await query<{ user_id: string; link: string }>(
          `select user_id, link from user_notifications where type = 'assignment_published' order by user_id`,
        )
      ).map((row) => [Number(row.user_id), row.link]);
    const link = `/assignment/${id}`;
    await expect
      .poll(() => told(), { timeout: 15_000 })
      .toEqual([c.waiting.id, c.done.id, c.extended.id].sort((a, b) => a - b).map((studentId) => [studentId, link]));
  });
});
