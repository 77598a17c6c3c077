import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRACTICE_ANSWER_MAX_LENGTH } from '@netclass/shared';
import { buildQuestion, generateQuestion } from '@netclass/shared/networking-questions';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { practiceQuestions } from '../../db/schema/index.js';

let h: TestApp;
let student: TestUser;
let other: TestUser;
const tokens = { student: '', other: '' };

beforeAll(async () => {
  h = await buildTestApp();
  student = await h.createUser();
  other = await h.createUser();
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(other);
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const draw = async (token: string, type = 'ipv4-subnet-facts') => {
  const response = await call('POST', '/api/practice/questions', token, { type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().question as {
    id: number;
    type: string;
    params: Record<string, unknown>;
    fields: { key: string }[];
  };
};
/** 192.168.1.130/26, worked by hand: network .128, broadcast .191, hosts .129 to .190, 62 usable. */
const KNOWN = buildQuestion('ipv4-subnet-facts', { address: '192.168.1.130', prefix: 26 }, 'fixed-seed');
const storeKnown = async (user: TestUser) => {
  const [row] = await h.db
    .insert(practiceQuestions)
    .values({ userId: user.id, type: KNOWN.type, question: KNOWN })
    .returning({ id: practiceQuestions.id });
  return row!.id;
};

describe('practice questions', () => {
  test('401 without a session, on every route', async () => {
    expect((await call('POST', '/api/practice/questions', undefined, { type: 'ipv6-expand' })).statusCode).toBe(401);
    expect((await call('POST', '/api/practice/questions/1/answers', undefined, { answers: {} })).statusCode).toBe(401);
    expect((await call('GET', '/api/practice/summary')).statusCode).toBe(401);
  });

  test('a drawn question is its prompt only (no answer, no seed), stored whole with a random seed', async () => {
    const question = await draw(tokens.student, 'ipv6-compress');
    expect(Object.keys(question).sort()).toEqual(['fields', 'id', 'params', 'type']);
    expect(question.type).toBe('ipv6-compress');
    const [row] = await h.db.select().from(practiceQuestions).where(eq(practiceQuestions.id, question.id));
    expect(row?.userId).toBe(student.id);
    expect(row?.question.seed).toMatch(/^[\w-]{22}$/);
    expect(generateQuestion('ipv6-compress', row!.question.seed!).params).toEqual(question.params);
    const again = await draw(tokens.student, 'ipv6-compress');
    expect(again.params).not.toEqual(question.params);
  });

  test('the check marks each field of a known question, shows the expected answers and the worked steps; a second send answers the stored result', async () => {
    const id = await storeKnown(student);
    const answers = {
      network: '192.168.1.128',
      broadcast: '192.168.1.191',
      firstHost: '192.168.1.129',
      lastHost: '192.168.1.189',
      mask: '/26',
      usableHosts: '62',
    };
    const response = await call('POST', `/api/practice/questions/${id}/answers`, tokens.student, { answers });
    expect(response.statusCode, response.body).toBe(200);
    const checked = response.json();
    expect(checked.result).toEqual({
      fields: expect.arrayContaining([
        { key: 'network', correct: true },
        { key: 'lastHost', correct: false },
        { key: 'mask', correct: true },
      ]),
      correct: 5,
      total: 6,
      score: 5 / 6,
    });
    expect(checked.answer).toMatchObject({
      network: '192.168.1.128',
      broadcast: '192.168.1.191',
      lastHost: '192.168.1.190',
      mask: '255.255.255.192',
      usableHosts: '62',
    });
    expect(checked.explanation.map((step: { key: string }) => step.key)).toContain('networkByAnd');
    expect(checked.answers).toEqual(answers);

    const second = await call('POST', `/api/practice/questions/${id}/answers`, tokens.student, {
      answers: { ...answers, lastHost: '192.168.1.190' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(checked);
  });

  test("another user's item is not found (404), as is one that does not exist; neither is marked", async () => {
    const id = await storeKnown(student);
    const answers = { answers: { network: '192.168.1.128' } };
    expect((await call('POST', `/api/practice/questions/${id}/answers`, tokens.other, answers)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/practice/questions/2147483647/answers', tokens.other, answers)).json(),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Không tìm thấy câu hỏi luyện tập.' });
    const [row] = await h.db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id));
    expect(row?.answeredAt).toBeNull();
  });

  test.each([
    ['an unknown type', '/api/practice/questions', { type: 'ipv7-magic' }, 'Loại câu hỏi không hợp lệ.'],
    ['no type', '/api/practice/questions', {}, 'Loại câu hỏi không hợp lệ.'],
    ['answers as a list', '/api/practice/questions/ID/answers', { answers: ['10.0.0.0'] }, 'Câu trả lời không hợp lệ.'],
    [
      'an answer that is not text',
      '/api/practice/questions/ID/answers',
      { answers: { network: 10 } },
      'Câu trả lời không hợp lệ.',
    ],
    ['no answers', '/api/practice/questions/ID/answers', {}, 'Câu trả lời không hợp lệ.'],
    [
      'an answer too long',
      '/api/practice/questions/ID/answers',
      { answers: { network: '1'.repeat(PRACTICE_ANSWER_MAX_LENGTH + 1) } },
      `Mỗi câu trả lời tối đa ${PRACTICE_ANSWER_MAX_LENGTH} ký tự.`,
    ],
    [
      'an id that is not one',
      '/api/practice/questions/abc/answers',
      { answers: {} },
      'Không tìm thấy câu hỏi luyện tập.',
    ],
  ])('400 for %s, with its message', async (_what, url, payload, message) => {
    const id = await storeKnown(student);
    const response = await call('POST', url.replace('ID', String(id)), tokens.student, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('the sweep removes items left unanswered for a day, and keeps answered ones and fresh ones', async () => {
    const stale = await storeKnown(other);
    const answered = await storeKnown(other);
    const fresh = await storeKnown(other);
    await call('POST', `/api/practice/questions/${answered}/answers`, tokens.other, { answers: {} });
    const longAgo = new Date(Date.now() - 25 * 3600_000);
    for (const id of [stale, answered])
      await h.db.update(practiceQuestions).set({ createdAt: longAgo }).where(eq(practiceQuestions.id, id));
    expect(await h.app.services.practice.sweepPending()).toBe(1);
    const left = (await h.db.select({ id: practiceQuestions.id }).from(practiceQuestions)).map((row) => row.id);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([answered, fresh]));
  });
});

describe('practice summary and streak', () => {
  /** A user with items answered at these instants (the second all right, the others not). */
  const practiser = async (answeredAt: string[], type = KNOWN.type) => {
    const user = await h.createUser();
    const result = (all: boolean) => ({ fields: [], correct: all ? 6 : 5, total: 6, score: all ? 1 : 5 / 6 });
    await h.db.insert(practiceQuestions).values(
      answeredAt.map((at, i) => ({
        userId: user.id,
        type,
        question: KNOWN,
        answers: {},
        result: result(i === 1),
        answeredAt: new Date(at),
      })),
    );
    return user;
  };
  const summaryAt = (user: TestUser, now: string) =>
    h.app.services.practice.summary({ id: user.id, role: 'student' }, new Date(now));

  test('the route answers counts per type and the streak, for the signed-in user only', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    expect((await call('GET', '/api/practice/summary', token)).json()).toEqual({
      types: [],
      streak: 0,
      practised_today: false,
    });
    const first = await draw(token, 'ipv6-expand');
    await draw(token, 'ipv6-expand'); // drawn, not answered: not counted
    await call('POST', `/api/practice/questions/${first.id}/answers`, token, { answers: {} });
    const id = await storeKnown(user);
    await call('POST', `/api/practice/questions/${id}/answers`, token, { answers: KNOWN.answer });
    expect((await call('GET', '/api/practice/summary', token)).json()).toEqual({
      types: [
        { type: 'ipv4-subnet-facts', attempted: 1, correct: 1 },
        { type: 'ipv6-expand', attempted: 1, correct: 0 },
      ],
      streak: 1,
      practised_today: true,
    });
  });

  test('a Vietnam day starts at 17:00 UTC: 16:59 and 17:00 UTC are two days of a streak', async () => {
    const user = await practiser(['2026-03-09T16:59:00Z', '2026-03-09T17:00:00Z']);
    expect(await summaryAt(user, '2026-03-10T16:59:59Z')).toEqual({
      types: [{ type: KNOWN.type, attempted: 2, correct: 1 }],
      streak: 2,
      practised_today: true,
    });
    // Vietnam's 11 March: nothing yet today, the streak up to yesterday still shows.
    expect(await summaryAt(user, '2026-03-10T17:00:00Z')).toMatchObject({ streak: 2, practised_today: false });
    // 12 March: a day was missed.
    expect(await summaryAt(user, '2026-03-11T17:00:00Z')).toMatchObject({ streak: 0, practised_today: false });
  });

  test('two answers on one Vietnam day (across UTC midnight) count as one day', async () => {
    const user = await practiser(['2026-03-09T17:30:00Z', '2026-03-10T01:00:00Z']);
    expect(await summaryAt(user, '2026-03-10T10:00:00Z')).toMatchObject({ streak: 1, practised_today: true });
  });

  test('a gap ends the streak: only the days after it count', async () => {
    const user = await practiser([
      '2026-03-05T03:00:00Z',
      '2026-03-06T03:00:00Z',
      '2026-03-08T03:00:00Z',
      '2026-03-09T03:00:00Z',
      '2026-03-10T03:00:00Z',
    ]);
    expect(await summaryAt(user, '2026-03-10T12:00:00Z')).toMatchObject({ streak: 3, practised_today: true });
    expect(await summaryAt(user, '2026-03-07T12:00:00Z')).toMatchObject({ streak: 2, practised_today: false });
  });
});
