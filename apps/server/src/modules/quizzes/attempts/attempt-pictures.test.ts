import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { questionImageMarkdown } from '@netclass/shared';
import type { MyQuizAttempts, QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { buildTestApp, type TestApp } from '../../../../test/app.js';
import { uploadCoursePicture } from '../../question-bank/question-bank.fixtures.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
} from './attempt.fixtures.js';

let h: TestApp;
let c: QuizClass;
let quizId: number;
let picture = '';
let othersPicture = '';

/** Two questions with pictures: one in its text (and another course's beside it), one in an option and its feedback. */
beforeAll(async () => {
  h = await buildTestApp();
  c = await quizClass(h);
  picture = await uploadCoursePicture(h, c.courseId, c.tokens.teacher);
  const otherCourse = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: null });
  othersPicture = await uploadCoursePicture(h, otherCourse.id, c.tokens.admin);
  const categoryId = await insertCategory(h, c.courseId, 'Hình vẽ');
  const inText = await insertQuestion(
    h,
    c.courseId,
    categoryId,
    singleChoice(
      `**Sơ đồ** sau:\n\n${questionImageMarkdown('Sơ đồ', picture)} ${questionImageMarkdown('lạ', othersPicture)}`,
    ),
  );
  const inOption = singleChoice('Thiết bị nào?');
  const options = (inOption as { options: { id: number; text: string }[] }).options;
  options[0]!.text = `Router ${questionImageMarkdown('router', picture)}`;
  const inOptionId = await insertQuestion(h, c.courseId, categoryId, {
    ...inOption,
    general_feedback: `Xem ${questionImageMarkdown('hình', picture)}`,
  });
  quizId = await insertQuiz(
    h,
    c.courseId,
    [
      { kind: 'question', questionId: inText },
      { kind: 'question', questionId: inOptionId },
    ],
    { reviewAnswers: 'after_attempt', reviewFeedback: 'after_attempt', description: 'Ôn **IPv4** trước khi làm.' },
  );
});
afterAll(async () => {
  await h?.close();
});

const signed = (alt: string) => new RegExp(`<img src="[^"]+" alt="${alt}" loading="lazy">`);

describe('an attempt shows its questions rendered, with the course’s pictures', () => {
  test('the quiz intro renders the description as Markdown', async () => {
    const mine = (await call(h, 'GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.student)).json<MyQuizAttempts>();
    expect(mine.quiz.description_html).toBe('<p>Ôn <strong>IPv4</strong> trước khi làm.</p>\n');
  });

  test('texts and options are HTML with signed links to the course’s pictures (another course’s shows its alt text), all signed in one query', async () => {
    const links = vi.spyOn(h.app.services.lessonImages, 'links');
    const started = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
    expect(started.statusCode, started.body).toBe(201);
    expect(links).toHaveBeenCalledTimes(1);
    links.mockRestore();
    const view = started.json<QuizAttemptView>();
    const banks = view.questions.map(
      (question) => (question.question.kind === 'bank' ? question.question.bank : null)!,
    );
    const withText = banks.find((bank) => bank.text_html.includes('Sơ đồ'))!;
    expect(withText.text_html).toContain('<strong>Sơ đồ</strong>');
    expect(withText.text_html).toMatch(signed('Sơ đồ'));
    expect(withText.text_html).not.toMatch(signed('lạ'));
    expect(withText.text_html).toContain(' lạ</p>');
    const withOption = banks.find((bank) => bank.text_html.includes('Thiết bị nào?'))!;
    expect(withOption.options!.find((option) => option.id === 1)!.html).toMatch(
      new RegExp(`^Router ${signed('router').source}$`),
    );
    expect(withOption.options!.find((option) => option.id === 2)!.html).toBe('Switch');
    const body = JSON.stringify(view);
    expect(body).not.toContain('question-image:');
    expect(body).not.toContain('Xem ');

    const submitted = await call(h, 'POST', `/api/quiz-attempts/${view.attempt.id}/submit`, c.tokens.student);
    const review = submitted
      .json<QuizAttemptView>()
      .questions.find(
        (question) => question.question.kind === 'bank' && question.question.bank.text_html.includes('Thiết bị nào?'),
      )!.review!;
    expect(review.feedback_html).toEqual([expect.stringMatching(signed('hình'))]);
    const staff = (
      await call(h, 'GET', `/api/quiz-attempts/${view.attempt.id}`, c.tokens.teacher)
    ).json<QuizAttemptView>();
    const staffOptions = staff.questions.flatMap((question) =>
      question.question.kind === 'bank' ? (question.question.bank.options ?? []) : [],
    );
    expect(staffOptions.map((option) => option.html)).toContainEqual(expect.stringMatching(signed('router')));
  });
});
