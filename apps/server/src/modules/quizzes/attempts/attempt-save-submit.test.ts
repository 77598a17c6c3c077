import { describe, expect, test } from 'vitest';
import { QUIZ_ATTEMPT_MESSAGES as M, renderMessage } from '@netclass/shared';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { buildTestApp } from '../../../../test/app.js';
import { call, insertCategory, insertQuestion, insertQuiz, quizClass, singleChoice } from './attempt.fixtures.js';
import { bankPosition, c, h, quiz, save, sql, start, useAttemptApp, view } from './attempt-routes.fixtures.js';

useAttemptApp();

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
