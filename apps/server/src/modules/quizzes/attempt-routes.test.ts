import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUIZ_ATTEMPT_MESSAGES as M, renderMessage } from '@netclass/shared';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
  type SlotSpec,
} from './attempt.fixtures.js';

let h: TestApp;
let c: QuizClass;
let categoryId: number;
let fixedId: number;

beforeAll(async () => {
  h = await buildTestApp();
  c = await quizClass(h);
  categoryId = await insertCategory(h, c.courseId, 'Định tuyến');
  fixedId = await insertQuestion(h, c.courseId, categoryId, singleChoice('Thiết bị nào nối hai mạng?'));
  for (let n = 1; n <= 4; n += 1) await insertQuestion(h, c.courseId, categoryId, singleChoice(`Câu ngẫu nhiên ${n}`));
});
afterAll(async () => {
  await h?.close();
});

const SLOTS: SlotSpec[] = [
  { kind: 'question', questionId: 0, points: 2 },
  { kind: 'random', categoryId: 0 },
  { kind: 'random', categoryId: 0 },
  { kind: 'generated', networkingType: 'ipv4-subnet-facts', points: 3 },
];
const slots = () =>
  SLOTS.map((slot) =>
    slot.kind === 'question'
      ? { ...slot, questionId: fixedId }
      : slot.kind === 'random'
        ? { ...slot, categoryId }
        : slot,
  );
const quiz = (settings: Parameters<typeof insertQuiz>[3] = {}, spec = slots()) =>
  insertQuiz(h, c.courseId, spec, {
    timeLimitSeconds: 600,
    reviewAnswers: 'after_attempt',
    reviewFeedback: 'after_attempt',
    ...settings,
  });
const start = async (quizId: number, token = c.tokens.student, expected = 201) => {
  const response = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, token);
  expect(response.statusCode, response.body).toBe(expected);
  return response.json<QuizAttemptView>();
};
const save = (attemptId: number, position: number, answer: object, seq: number, token = c.tokens.student) =>
  call(h, 'PUT', `/api/quiz-attempts/${attemptId}/answers/${position}`, token, { answer, seq });
const view = async (attemptId: number, token = c.tokens.student) => {
  const response = await call(h, 'GET', `/api/quiz-attempts/${attemptId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuizAttemptView>();
};
const sql = async <T extends object>(text: string, values: unknown[] = []) =>
  (await h.database.pool.query<T & Record<string, unknown>>(text, values)).rows;
const bankPosition = (attempt: QuizAttemptView, kind: 'bank' | 'generated') =>
  attempt.questions.find((question) => question.question.kind === kind)!.position;

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

describe('saving answers', () => {
  test('saved with its seq; a repeat or a late save changes nothing; the view gives the answers and seqs back', async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    const position = bankPosition(attempt, 'bank');
    const first = await save(id, position, { type: 'single_choice', option_id: 2 }, 1);
    expect(first.json()).toMatchObject({ position, seq: 1, saved: true, ends_at: attempt.attempt.ends_at });
    expect((await save(id, position, { type: 'single_choice', option_id: 1 }, 3)).json()).toMatchObject({
      seq: 3,
      saved: true,
    });
    // A late save (seq 2 after 3) and a repeat of 3: nothing changes.
    expect((await save(id, position, { type: 'single_choice', option_id: 2 }, 2)).json()).toMatchObject({
      seq: 3,
      saved: false,
    });
    expect((await save(id, position, { type: 'single_choice', option_id: 3 }, 3)).json()).toMatchObject({
      seq: 3,
      saved: false,
    });
    const seen = await view(id);
    const question = seen.questions.find((entry) => entry.position === position)!;
    expect(question).toMatchObject({ answer: { type: 'single_choice', option_id: 1 }, seq: 3, review: null });
    expect(await sql(`select position from quiz_attempt_questions where attempt_id = $1`, [id])).toHaveLength(4);
  });

  test('parallel saves of one question keep the highest seq', async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    const position = bankPosition(attempt, 'generated');
    await Promise.all(
      [5, 2, 4, 1, 3].map((seq) =>
        save(id, position, { type: 'generated', fields: { network: `10.0.0.${seq}` } }, seq),
      ),
    );
    const [row] = await sql<{ answer: { fields: { network: string } }; answer_seq: number }>(
      `select answer, answer_seq from quiz_attempt_questions where attempt_id = $1 and position = $2`,
      [id, position],
    );
    expect(row).toMatchObject({ answer_seq: 5, answer: { fields: { network: '10.0.0.5' } } });
  });

  test('a save 1 s before the end is kept; one after the end (and its grace) is refused with 409; none once submitted', async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    const position = bankPosition(attempt, 'bank');
    await sql(`update quiz_attempts set ends_at = now() + interval '1 second' where id = $1`, [id]);
    expect((await save(id, position, { type: 'single_choice', option_id: 1 }, 1)).json()).toMatchObject({
      saved: true,
    });
    await sql(`update quiz_attempts set ends_at = now() - interval '4 seconds' where id = $1`, [id]);
    const late = await save(id, position, { type: 'single_choice', option_id: 2 }, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(renderMessage(M.timeOver));
    expect(
      (await call(h, 'POST', `/api/quiz-attempts/${id}/events`, c.tokens.student, { kind: 'blur' })).statusCode,
    ).toBe(409);
    // Reading it now ends it, as the end job would: the answer saved in time is the one scored.
    const ended = await view(id);
    expect(ended.attempt).toMatchObject({ submitted_by: 'timer', points: 2 });

    const other = await start(await quiz());
    await call(h, 'POST', `/api/quiz-attempts/${other.attempt.id}/submit`, c.tokens.student);
    const afterSubmit = await save(other.attempt.id, 1, { type: 'single_choice', option_id: 1 }, 1);
    expect([afterSubmit.statusCode, afterSubmit.json().message]).toEqual([409, renderMessage(M.submitted)]);
  });
});

describe('submitting', () => {
  test('scores every question, is idempotent, and the review shows answers, marks, feedback and worked steps as allowed', async () => {
    const attempt = await start(await quiz());
    const id = attempt.attempt.id;
    const fixed = attempt.questions.find(
      (question) =>
        question.question.kind === 'bank' && question.question.bank.text_html.includes('Thiết bị nào nối hai mạng?'),
    )!;
    await save(id, fixed.position, { type: 'single_choice', option_id: 1 }, 1);
    const first = await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, c.tokens.student);
    expect(first.statusCode).toBe(200);
    const review = first.json<QuizAttemptView>();
    expect(review.attempt).toMatchObject({ submitted_by: 'student', points: 2, max_points: 7 });
    const reviewed = review.questions.find((question) => question.position === fixed.position)!.review!;
    expect(reviewed).toMatchObject({
      score: 2,
      feedback_html: ['<p>Đúng: router nối các mạng.</p>\n', '<p>Xem lại bài 3.</p>\n'],
      explanation: null,
    });
    expect(JSON.stringify(reviewed.right_answer)).not.toContain('feedback');
    const generated = review.questions.find((question) => question.question.kind === 'generated')!.review!;
    expect(generated.score).toBe(0);
    expect(generated.parts?.every((part) => typeof part.id === 'string' && !part.correct)).toBe(true);
    expect(generated.explanation?.length).toBeGreaterThan(0);
    expect(Object.keys(generated.right_answer as object)).toContain('network');

    const again = await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, c.tokens.student);
    expect(again.json<QuizAttemptView>().attempt).toEqual(review.attempt);
  });

  test('review timings: marks never and answers after close hide them from the student, never from the teacher', async () => {
    const attempt = await start(
      await quiz({
        reviewMarks: 'never',
        reviewAnswers: 'after_close',
        reviewFeedback: 'never',
        closeAt: new Date(Date.now() + 3_600_000),
      }),
    );
    const id = attempt.attempt.id;
    await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, c.tokens.student);
    const mine = await view(id);
    expect(mine.attempt.points).toBeNull();
    expect(mine.questions.every((question) => question.review === null)).toBe(true);
    const intro = (await call(h, 'GET', `/api/quizzes/${mine.attempt.quiz_id}/my-attempts`, c.tokens.student)).json();
    expect(intro.attempts[0].points).toBeNull();
    const teachers = await view(id, c.tokens.teacher);
    expect(teachers.attempt.points).toBe(0);
    expect(teachers.questions.every((question) => question.review?.right_answer)).toBe(true);
  });
});

describe('write limit', () => {
  test('saves and events share the quiz budget: past it, 429', async () => {
    const limited = await buildTestApp({
      configure: (config) => void (config.writeLimits.quiz = { tokens: 3, perMs: 60_000 }),
    });
    try {
      const k = await quizClass(limited);
      const category = await insertCategory(limited, k.courseId, 'Giới hạn');
      const quizId = await insertQuiz(limited, k.courseId, [
        { kind: 'question', questionId: await insertQuestion(limited, k.courseId, category, singleChoice('Câu 1')) },
      ]);
      const id = (await call(limited, 'POST', `/api/quizzes/${quizId}/attempts`, k.tokens.student)).json().attempt
        .id as number;
      const statuses = [];
      for (let seq = 1; seq <= 3; seq += 1)
        statuses.push(
          (
            await call(limited, 'PUT', `/api/quiz-attempts/${id}/answers/1`, k.tokens.student, {
              answer: { type: 'single_choice', option_id: 1 },
              seq,
            })
          ).statusCode,
        );
      statuses.push(
        (await call(limited, 'POST', `/api/quiz-attempts/${id}/events`, k.tokens.student, { kind: 'blur' })).statusCode,
      );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
