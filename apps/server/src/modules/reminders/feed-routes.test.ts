import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  validAssignment,
  type AssignmentFixture,
} from '../assignments/assignments.fixtures.js';

/** The secret calendar address (docs/decisions/026, "Deadlines"): made, read without signing in, replaced, turned off. */
let f: AssignmentFixture;
beforeAll(async () => {
  f = await assignmentFixture();
});
afterAll(async () => {
  await f?.h.close();
});

const newLink = async (token: string) => {
  const response = await call(f.h, 'POST', '/api/calendar-feed', token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { url: string; feed: { created_at: string } };
};
/** Fetches an address as a calendar app does: no bearer header. */
const fetchFeed = (url: string) =>
  f.h.app.inject({ method: 'GET', url: `${new URL(url).pathname}${new URL(url).search}` });

describe('the calendar address', () => {
  test('carries the student’s notes and the deadlines they may see, their extension applied', async () => {
    const id = await publishedAssignment(f, { title: 'Lab 7; NAT, PAT', due_at: '2031-02-01T16:59:00.000Z' });
    const hidden = (
      await call(
        f.h,
        'POST',
        `/api/courses/${f.courseId}/assignments`,
        f.tokens.teacher,
        validAssignment({ title: 'Nháp bí mật' }),
      )
    ).json().assignment.id as number;
    // An extension is for a student of the class (docs/decisions/037).
    await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [f.students[0]!.id] });
    expect(
      (
        await call(f.h, 'PUT', `/api/assignments/${id}/extensions/${f.students[0]!.id}`, f.tokens.teacher, {
          due_at: '2031-02-03T10:00:00Z',
          accepts_until: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(f.h, 'POST', '/api/reminders', f.tokens.student, {
          student_id: f.students[0]!.id,
          schedule_date: '2031-01-20',
          note: 'Ôn tập',
        })
      ).statusCode,
    ).toBe(201);

    const { url, feed } = await newLink(f.tokens.student);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\/calendar\.ics\?lang=vi$/);
    expect((await call(f.h, 'GET', '/api/calendar-feed', f.tokens.student)).json()).toEqual({ feed });

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:assignment-${id}@netclass`,
        'DTSTART:20310203T100000Z',
        expect.stringMatching(/^SUMMARY:Hạn nộp: Lab 7\\; NAT\\, PAT \(.+\)$/),
        expect.stringMatching(new RegExp(`^URL:http://localhost(:80)?/assignment/${id}$`)),
        'SUMMARY:Ôn tập',
      ]),
    );
    expect(response.body).not.toContain(`assignment-${hidden}@`);
    // Another student's calendar has the class's date, not this student's extension.
    const other = await fetchFeed((await newLink(f.tokens.otherStudent)).url);
    expect(other.body).toContain('DTSTART:20310201T165900Z');
    expect(other.body).not.toContain('Ôn tập');
  });

  test('a new link stops the old one at once; turning it off stops it too', async () => {
    const first = await newLink(f.tokens.teacher);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await newLink(f.tokens.teacher);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', '/api/calendar-feed', f.tokens.teacher)).statusCode).toBe(204);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', '/api/calendar-feed', f.tokens.teacher)).json()).toEqual({ feed: null });
  });

  test('the teacher’s calendar has their course’s drafts; another teacher’s has none of them', async () => {
    const id = (
      await call(f.h, 'POST', `/api/courses/${f.courseId}/assignments`, f.tokens.teacher, validAssignment())
    ).json().assignment.id as number;
    expect((await fetchFeed((await newLink(f.tokens.teacher)).url)).body).toContain(`UID:assignment-${id}@`);
    expect((await fetchFeed((await newLink(f.tokens.otherTeacher)).url)).body).not.toContain(`UID:assignment-${id}@`);
  });

  test('a deactivated account’s address stops working', async () => {
    const user = await f.h.createUser();
    const { url } = await newLink(await f.h.loginAs(user));
    await f.h.db.execute(sql`update users set status = 'inactive' where id = ${user.id}`);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  test('401 signed out for the address’s management; a malformed address 400, an unknown one 404', async () => {
    expect((await call(f.h, 'GET', '/api/calendar-feed')).statusCode).toBe(401);
    expect((await call(f.h, 'POST', '/api/calendar-feed')).statusCode).toBe(401);
    expect((await call(f.h, 'DELETE', '/api/calendar-feed')).statusCode).toBe(401);
    const malformed = await call(f.h, 'GET', '/api/calendar-feed/short/calendar.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'token' });
    expect((await call(f.h, 'GET', `/api/calendar-feed/${'A'.repeat(43)}/calendar.ics`)).statusCode).toBe(404);
  });
});
