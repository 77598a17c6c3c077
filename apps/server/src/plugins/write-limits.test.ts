import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { loadConfig } from '../config.js';
import { courseMembers } from '../db/schema/index.js';
import type { WriteKind } from '../lib/write-limits.js';

/**
 * Per-user write limits with the shipped defaults (docs/decisions/011-write-limits.md), one
 * route of each kind through the real app. Every test signs in users of its own, as budgets
 * are per user; the clock the limits read is moved with a fake Date, never waited for.
 */
let h: TestApp;
let lessonId = 0;
const defaults = loadConfig({}).writeLimits;

beforeAll(async () => {
  h = await buildTestApp({
    configure: (config) => {
      config.writeLimits = { ...defaults };
    },
  });
  const teacher = await h.createUser({ role: 'teacher' });
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Role = 'student' | 'teacher' | 'admin';
interface Signed {
  user: TestUser;
  token: string;
}
async function signedIn(role: Role = 'student'): Promise<Signed> {
  const user = await h.createUser({ role });
  return { user, token: await h.loginAs(user) };
}

/**
 * One write of each kind: its route, who may write it, and a valid body (`n` makes it unique). `quiz` needs an attempt
 * per writer: modules/quizzes/attempts/attempt-routes.test.ts.
 */
const writes: Record<
  Exclude<WriteKind, 'socket' | 'quiz'>,
  { method: 'POST' | 'PUT'; url: string; role: Role; ok?: number; body: (n: number, user: TestUser) => object }
> = {
  chat: { method: 'POST', url: '/api/messages', role: 'student', body: (n) => ({ content: `Tin nhắn ${n}` }) },
  comment: {
    method: 'POST',
    url: '/api/comments',
    role: 'student',
    body: (n) => ({ lesson_id: lessonId, content: `Bình luận ${n}` }),
  },
  note: {
    method: 'POST',
    url: '/api/reminders',
    role: 'student',
    body: (n, user) => ({ student_id: user.id, schedule_date: '2025-03-10', note: `Ghi chú ${n}` }),
  },
  announcement: {
    method: 'POST',
    url: '/api/announcements',
    role: 'teacher',
    body: (n) => ({ content: `Thông báo ${n}` }),
  },
  broadcast: {
    method: 'POST',
    url: '/api/userannouncements/all',
    role: 'teacher',
    body: (n) => ({ content: `Thông báo chung ${n}` }),
  },
  upload: {
    method: 'POST',
    url: '/api/materials',
    role: 'admin',
    body: (n) => ({ title: `Tài liệu ${n}`, lesson_id: lessonId, file_name: `bai-${n}.pdf`, file_size: 1234 }),
  },
  profile: {
    method: 'PUT',
    url: '/api/user/profile',
    role: 'student',
    ok: 200,
    body: (n) => ({ email: `sv${n}@example.edu.vn` }),
  },
  practice: {
    method: 'POST',
    url: '/api/practice/questions',
    role: 'student',
    body: () => ({ type: 'ipv4-subnet-facts' }),
  },
};
const kinds = Object.keys(writes) as (keyof typeof writes)[];

function write(kind: keyof typeof writes, who: Signed | undefined, n = 0, body?: object) {
  const { method, url, body: bodyOf } = writes[kind];
  const headers = who ? h.authHeader(who.token) : {};
  return h.app.inject({
    method,
    url,
    headers,
    payload: body ?? (who ? bodyOf(n, who.user) : bodyOf(n, {} as TestUser)),
  });
}
async function writeMany(kind: keyof typeof writes, who: Signed, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) statuses.push((await write(kind, who, n)).statusCode);
  return statuses;
}
function expectLimited(response: Awaited<ReturnType<typeof write>>): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.',
  });
  const retryAfter = response.headers['retry-after'];
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  return Number(retryAfter);
}
/** Moves the clock the limits read (Date only: the requests themselves run as usual). */
function freezeClock(): (seconds: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (seconds) => vi.setSystemTime(Date.now() + seconds * 1000);
}

describe.each(kinds)('%s', (kind) => {
  const budget = defaults[kind];
  const ok = writes[kind].ok ?? 201;

  const budgetInARowTitle =
    `the default budget is taken in a row, the next write answers 429 with Retry-After; another user is not ` +
    `affected; allowed again after the wait`;
  test(budgetInARowTitle, async () => {
    const advance = freezeClock();
    const [writer, other] = await Promise.all([signedIn(writes[kind].role), signedIn(writes[kind].role)]);
    expect(await writeMany(kind, writer, budget.tokens)).toEqual(Array(budget.tokens).fill(ok));
    const retryAfter = expectLimited(await write(kind, writer, budget.tokens));
    expect(retryAfter).toBe(Math.ceil(budget.perMs / budget.tokens / 1000));

    expect((await write(kind, other, 0)).statusCode).toBe(ok);
    advance(retryAfter - 1);
    expectLimited(await write(kind, writer, budget.tokens));
    advance(1);
    expect((await write(kind, writer, budget.tokens + 1)).statusCode).toBe(ok);
    expectLimited(await write(kind, writer, budget.tokens + 2));
  });

  test('without a session: 401, however often', async () => {
    const statuses = await Promise.all(Array.from({ length: budget.tokens + 2 }, (_, n) => write(kind, undefined, n)));
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(budget.tokens + 2).fill(401));
  });
});

describe('what counts', () => {
  test('a refused body (400) never counts; a write refused after taking (404) gives its token back', async () => {
    freezeClock();
    const writer = await signedIn();
    const blank = await Promise.all(Array.from({ length: 12 }, () => write('chat', writer, 0, { content: '   ' })));
    expect(blank.map((response) => response.statusCode)).toEqual(Array(12).fill(400));
    for (let n = 0; n <= defaults.comment.tokens; n += 1) {
      expect(
        (await write('comment', writer, n, { lesson_id: 2_000_000_000, content: 'Có ai không?' })).statusCode,
      ).toBe(404);
    }

    expect(await writeMany('chat', writer, defaults.chat.tokens)).toEqual(Array(defaults.chat.tokens).fill(201));
    expect(await writeMany('comment', writer, defaults.comment.tokens)).toEqual(
      Array(defaults.comment.tokens).fill(201),
    );
  });

  test('a burst of parallel writes: exactly the budget gets through', async () => {
    freezeClock();
    const writer = await signedIn();
    const burst = await Promise.all(Array.from({ length: 25 }, (_, n) => write('chat', writer, n)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(defaults.chat.tokens);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - defaults.chat.tokens);
  });

  test('kinds are separate budgets, and deleting (moderation, or your own) is not limited', async () => {
    freezeClock();
    const writer = await signedIn();
    const teacher = await signedIn('teacher');
    const sent = [];
    for (let n = 0; n < defaults.chat.tokens; n += 1)
      sent.push((await write('chat', writer, n)).json<{ chat_message: { id: number } }>().chat_message.id);
    expectLimited(await write('chat', writer, 99));
    expect((await write('comment', writer, 0)).statusCode).toBe(201);

    const remove = (id: number, who: Signed) =>
      h.app.inject({ method: 'DELETE', url: `/api/messages/${id}`, headers: h.authHeader(who.token) });
    expect((await remove(sent[0]!, writer)).statusCode).toBe(200);
    const moderated = await Promise.all(sent.slice(1).map((id) => remove(id, teacher)));
    expect(moderated.map((response) => response.statusCode)).toEqual(Array(sent.length - 1).fill(200));
  });

  test('every chat room takes from the one chat budget (course rooms, questions, the class chat)', async () => {
    freezeClock();
    const writer = await signedIn();
    const teacher = await signedIn('teacher');
    const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.user.id });
    await h.db.insert(courseMembers).values({ courseId: course.id, userId: writer.user.id, role: 'student' });
    const post = (url: string, payload: object) =>
      h.app.inject({ method: 'POST', url, headers: h.authHeader(writer.token), payload });
    const asked = await post('/api/chat/questions', { course_id: course.id, content: 'Câu hỏi' });
    expect(asked.statusCode).toBe(201);
    const roomId = asked.json<{ room_id: number }>().room_id;
    for (let n = 1; n < defaults.chat.tokens - 1; n += 1)
      expect((await post(`/api/chat/rooms/${roomId}/messages`, { content: `tin ${n}` })).statusCode).toBe(201);
    expect((await write('chat', writer, 0)).statusCode).toBe(201);
    expectLimited(await post(`/api/chat/rooms/${roomId}/messages`, { content: 'quá nhanh' }));
    expectLimited(await post('/api/chat/questions', { course_id: course.id, content: 'quá nhanh' }));
  });

  test('an announcement with a file past the budget is refused before its file is read', async () => {
    freezeClock();
    const teacher = await signedIn('teacher');
    expect(await writeMany('announcement', teacher, defaults.announcement.tokens)).toEqual(
      Array(defaults.announcement.tokens).fill(201),
    );
    const boundary = 'limit-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="content"',
      '',
      'Kèm tệp',
      `--${boundary}`,
      'Content-Disposition: form-data; name="attachment"; filename="de-cuong.txt"',
      'Content-Type: text/plain',
      '',
      'x'.repeat(64 * 1024),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...h.authHeader(teacher.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expectLimited(response);
  });

  test('the API description lists the 429 of every limited route', async () => {
    const paths = (await h.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: object }>>;
    }>().paths;
    for (const { method, url } of Object.values(writes))
      expect(paths[url]?.[method.toLowerCase()]?.responses).toHaveProperty('429');
    expect(paths['/api/messages/{id}']?.delete?.responses).not.toHaveProperty('429');
  });
});
