import { describe, expect, test } from 'vitest';
import { QUIZ_ATTEMPT_MESSAGES as M, renderMessage } from '@netclass/shared';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { call } from './attempt.fixtures.js';
import {
  bankPosition,
  c,
  categoryId,
  h,
  quiz,
  save,
  slots,
  sql,
  start,
  useAttemptApp,
  view,
} from './attempt-routes.fixtures.js';

useAttemptApp();

describe('permissions', () => {
  test('401 without a session on every route', async () => {
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/quizzes/1/my-attempts'],
      ['POST', '/api/quizzes/1/attempts'],
      ['GET', '/api/quiz-attempts/1'],
      ['PUT', '/api/quiz-attempts/1/answers/1', { answer: { type: 'true_false', value: true }, seq: 1 }],
      ['POST', '/api/quiz-attempts/1/submit'],
      ['POST', '/api/quiz-attempts/1/events', { kind: 'blur' }],
    ];
    for (const [method, url, body] of routes)
      expect((await call(h, method, url, undefined, body)).statusCode, url).toBe(401);
  });

  test('staff may not start or list attempts (403: a preview is a later item); a non-member and a draft quiz: 404', async () => {
    const quizId = await quiz();
    for (const token of [c.tokens.teacher, c.tokens.admin]) {
      expect((await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, token)).statusCode).toBe(403);
      expect((await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, token)).statusCode).toBe(403);
    }
    expect((await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.outsider)).statusCode).toBe(404);
    expect((await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.outsider)).statusCode).toBe(404);
    const draft = await quiz({ publication: 'draft' });
    expect((await call(h, 'POST', `/api/quizzes/${draft}/attempts`, c.tokens.student)).statusCode).toBe(404);
    expect((await call(h, 'POST', '/api/quizzes/2000000000/attempts', c.tokens.student)).statusCode).toBe(404);
  });

  test("another student's attempt is 404 on every route; staff read it (with events) but never write it (403); another teacher: 404", async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    expect(
      (await call(h, 'POST', `/api/quiz-attempts/${id}/events`, c.tokens.student, { kind: 'hidden' })).statusCode,
    ).toBe(204);
    const answer = { answer: { type: 'single_choice', option_id: 1 }, seq: 1 };
    for (const token of [c.tokens.classmate, c.tokens.outsider, c.tokens.otherTeacher]) {
      expect((await call(h, 'GET', `/api/quiz-attempts/${id}`, token)).statusCode).toBe(404);
      expect((await call(h, 'PUT', `/api/quiz-attempts/${id}/answers/1`, token, answer)).statusCode).toBe(404);
      expect((await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, token)).statusCode).toBe(404);
      expect((await call(h, 'POST', `/api/quiz-attempts/${id}/events`, token, { kind: 'blur' })).statusCode).toBe(404);
    }
    for (const token of [c.tokens.teacher, c.tokens.admin]) {
      const seen = await view(id, token);
      expect(seen.events).toEqual([{ kind: 'hidden', at: expect.any(String) }]);
      expect(seen.attempt.student_id).toBe(c.student.id);
      expect((await call(h, 'PUT', `/api/quiz-attempts/${id}/answers/1`, token, answer)).statusCode).toBe(403);
      expect((await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, token)).statusCode).toBe(403);
      expect((await call(h, 'POST', `/api/quiz-attempts/${id}/events`, token, { kind: 'blur' })).statusCode).toBe(403);
    }
    expect((await view(id)).events).toBeNull();
  });

  test('400 for each bad path and body field, with its message; 404 for a position the attempt lacks', async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    const bank = bankPosition(attempt, 'bank');
    const cases: [string, object | undefined, string][] = [
      [
        `/api/quiz-attempts/abc/answers/1`,
        { answer: { type: 'true_false', value: true }, seq: 1 },
        renderMessage(M.idInvalid),
      ],
      [
        `/api/quiz-attempts/${id}/answers/0`,
        { answer: { type: 'true_false', value: true }, seq: 1 },
        renderMessage(M.positionInvalid),
      ],
      [
        `/api/quiz-attempts/${id}/answers/${bank}`,
        { answer: { type: 'single_choice', option_id: 1 }, seq: 0 },
        renderMessage(M.seqInvalid),
      ],
      [
        `/api/quiz-attempts/${id}/answers/${bank}`,
        { answer: { type: 'single_choice', option_id: 1 }, seq: 1.5 },
        renderMessage(M.seqInvalid),
      ],
      [
        `/api/quiz-attempts/${id}/answers/${bank}`,
        { answer: { type: 'single_choice', option_id: 1 } },
        renderMessage(M.seqInvalid),
      ],
      [
        `/api/quiz-attempts/${id}/answers/${bank}`,
        { answer: { type: 'essay', text: 'x' }, seq: 1 },
        'Câu trả lời không hợp lệ.',
      ],
      [`/api/quiz-attempts/${id}/answers/${bank}`, { seq: 1 }, 'Câu trả lời không hợp lệ.'],
      [
        `/api/quiz-attempts/${id}/answers/${bank}`,
        { answer: { type: 'true_false', value: true }, seq: 1 },
        renderMessage(M.answerWrongType),
      ],
    ];
    for (const [url, body, message] of cases) {
      const response = await call(h, 'PUT', url, c.tokens.student, body);
      expect(response.statusCode, url + JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await call(h, 'POST', `/api/quiz-attempts/${id}/events`, c.tokens.student, { kind: 'copy' })).json(),
    ).toMatchObject({ message: renderMessage(M.eventInvalid) });
    expect((await call(h, 'GET', '/api/quiz-attempts/0', c.tokens.student)).statusCode).toBe(400);
    expect((await call(h, 'POST', '/api/quizzes/x/attempts', c.tokens.student)).statusCode).toBe(400);
    expect((await save(id, 99, { type: 'true_false', value: true }, 1)).statusCode).toBe(404);
  });
});

describe('starting', () => {
  test('draws fixed, distinct random (none the fixed one) and generated questions; shows no key, fraction, feedback or seed', async () => {
    const attempt = await start(await quiz());
    expect(attempt.questions.map((question) => question.position)).toEqual([1, 2, 3, 4]);
    expect(attempt.attempt.max_points).toBe(7);
    const bankTexts = attempt.questions.flatMap((question) =>
      question.question.kind === 'bank' ? [question.question.bank.text_html] : [],
    );
    expect(bankTexts).toHaveLength(3);
    expect(new Set(bankTexts).size).toBe(3);
    expect(bankTexts.filter((html) => html === '<p>Thiết bị nào nối hai mạng?</p>\n')).toHaveLength(1);
    const body = JSON.stringify(attempt.questions);
    for (const secret of ['fraction', 'feedback', 'seed', '"answer":{', 'correct']) expect(body).not.toContain(secret);
    const generated = attempt.questions.find((question) => question.question.kind === 'generated')!;
    expect(Object.keys(generated.question.kind === 'generated' ? generated.question.prompt : {}).sort()).toEqual([
      'fields',
      'params',
      'type',
    ]);
    expect(attempt.attempt.ends_at).not.toBeNull();
    expect(new Date(attempt.attempt.ends_at!).getTime() - new Date(attempt.attempt.started_at).getTime()).toBe(600_000);
  });

  test('a second start, from any device, answers the same attempt (200); two students get different generated numbers', async () => {
    const quizId = await quiz();
    const first = await start(quizId);
    const again = await start(quizId, c.tokens.student, 200);
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(again.questions).toEqual(first.questions);
    const other = await start(quizId, c.tokens.classmate);
    const paramsOf = (attempt: QuizAttemptView) =>
      attempt.questions.find((question) => question.question.kind === 'generated')!.question;
    expect(paramsOf(other)).not.toEqual(paramsOf(first));
  });

  test('two starts at once make one attempt', async () => {
    const quizId = await quiz();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().attempt.id)).size).toBe(1);
    expect(await sql(`select id from quiz_attempts where quiz_id = $1`, [quizId])).toHaveLength(1);
  });

  test('a category short of questions: 409 with a clear message, nothing stored', async () => {
    const many = [...slots(), ...Array.from({ length: 4 }, () => ({ kind: 'random' as const, categoryId }))];
    const quizId = await quiz({}, many);
    const response = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(renderMessage(M.categoryShort));
    expect(await sql(`select id from quiz_attempts where quiz_id = $1`, [quizId])).toHaveLength(0);
  });

  test('not open yet, closed, no questions: 409, and the intro says why', async () => {
    const cases = [
      [await quiz({ openAt: new Date(Date.now() + 3_600_000) }), 'not_open', renderMessage(M.notOpen)],
      [
        await quiz({ openAt: new Date(Date.now() - 7_200_000), closeAt: new Date(Date.now() - 3_600_000) }),
        'closed',
        renderMessage(M.closed),
      ],
      [await quiz({}, []), 'no_questions', renderMessage(M.noQuestions)],
    ] as const;
    for (const [quizId, refusal, message] of cases) {
      expect((await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.student)).json().refusal).toBe(
        refusal,
      );
      const response = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
  });

  test('the attempts limit counts the extra attempts a teacher granted', async () => {
    const quizId = await quiz({ maxAttempts: 1 });
    await sql(
      `insert into quiz_student_overrides (quiz_id, student_id, extra_attempts, extra_seconds) values ($1, $2, 1, 0)`,
      [quizId, c.student.id],
    );
    for (const number of [1, 2]) {
      const attempt = await start(quizId);
      expect(attempt.attempt.number).toBe(number);
      expect(
        (await call(h, 'POST', `/api/quiz-attempts/${attempt.attempt.id}/submit`, c.tokens.student)).statusCode,
      ).toBe(200);
    }
    const intro = (await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.student)).json();
    expect(intro).toMatchObject({
      refusal: 'no_attempts_left',
      in_progress_id: null,
      quiz: { max_attempts: 2, question_count: 4 },
    });
    expect(intro.attempts).toHaveLength(2);
    expect((await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student)).json()).toMatchObject({
      message: renderMessage(M.noAttemptsLeft),
    });
    // The classmate, with no extra attempt, has one.
    await start(quizId, c.tokens.classmate);
    expect(
      (await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.classmate)).json().quiz.max_attempts,
    ).toBe(1);
  });

  test('ends_at: the limit plus extra time, cut at the close time; none without either', async () => {
    const extended = await quiz({ timeLimitSeconds: 300 });
    await sql(`insert into quiz_student_overrides (quiz_id, student_id, extra_seconds) values ($1, $2, 120)`, [
      extended,
      c.student.id,
    ]);
    const withExtra = await start(extended);
    expect(new Date(withExtra.attempt.ends_at!).getTime() - new Date(withExtra.attempt.started_at).getTime()).toBe(
      420_000,
    );
    const closeAt = new Date(Date.now() + 60_000);
    const cut = await start(await quiz({ timeLimitSeconds: 600, closeAt }));
    expect(new Date(cut.attempt.ends_at!).getTime()).toBe(closeAt.getTime());
    const open = await start(await quiz({ timeLimitSeconds: null }));
    expect(open.attempt.ends_at).toBeNull();
  });
});
