import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUIZ_AUTHORING_MESSAGES as M, QUIZ_MESSAGES, TEXT_MESSAGES, renderMessage } from '@netclass/shared';
import type { Quiz, QuizSummary } from '@netclass/shared/quiz-authoring';
import { gradeCategories } from '../../../db/schema/index.js';
import { call } from '../../question-bank/question-bank.fixtures.js';
import { addAttempt, makeQuiz, publishQuiz, quizFixture, type QuizFixture } from '../quizzes.fixtures.js';

let f: QuizFixture;
let otherCourseId: number;
beforeAll(async () => {
  f = await quizFixture();
  otherCourseId = (await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: null })).id;
});
afterAll(async () => {
  await f?.h.close();
});

const list = (token: string) => call(f.h, 'GET', `/api/courses/${f.courseId}/quizzes`, token);
const read = (id: number, token = f.tokens.teacher) => call(f.h, 'GET', `/api/quizzes/${id}`, token);
const patch = (id: number, body: object, token = f.tokens.teacher) =>
  call(f.h, 'PATCH', `/api/quizzes/${id}`, token, body);
const idsOf = (quizzes: QuizSummary[]) => quizzes.map((quiz) => quiz.id);

describe('quizzes', () => {
  test('the teacher creates a draft with the defaults; students see it only once published', async () => {
    const created = await call(f.h, 'POST', `/api/courses/${f.courseId}/quizzes`, f.tokens.teacher, {
      title: '  Kiểm tra IPv4 ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const quiz = created.json().quiz as Quiz;
    expect(quiz).toMatchObject({
      title: 'Kiểm tra IPv4',
      publication: 'draft',
      open_at: null,
      close_at: null,
      time_limit_seconds: null,
      max_attempts: null,
      grading_method: 'highest',
      shuffle_options: true,
      review_answers: 'after_close',
      max_points: 0,
      slots: [],
      mine: null,
      can_manage: true,
    });
    expect(idsOf((await list(f.tokens.teacher)).json().quizzes)).toContain(quiz.id);
    expect(idsOf((await list(f.member.token)).json().quizzes)).not.toContain(quiz.id);
    expect((await read(quiz.id, f.member.token)).statusCode).toBe(404);

    await publishQuiz(f, quiz.id);
    const seen = (await list(f.member.token)).json();
    expect(seen.can_create).toBe(false);
    expect(seen.quizzes.find((q: QuizSummary) => q.id === quiz.id)).toMatchObject({
      publication: 'published',
      can_manage: false,
      mine: { attempts_used: 0, in_progress: false, extra_seconds: 0, extra_attempts: 0 },
    });
    const asStudent = (await read(quiz.id, f.member.token)).json().quiz as Quiz;
    expect(asStudent.slots).toBeNull();
    expect(asStudent.question_count).toBe(0);
  });

  test('a student’s list and quiz carry their attempts used, one in progress and their allowance', async () => {
    const id = await makeQuiz(f, { max_attempts: 3 });
    await publishQuiz(f, id);
    await addAttempt(f, id, f.member.id, 1, true);
    await addAttempt(f, id, f.member.id, 2, false);
    await call(f.h, 'PUT', `/api/quizzes/${id}/allowances/${f.member.id}`, f.tokens.teacher, {
      extra_seconds: 300,
      extra_attempts: 1,
    });
    const mine = { attempts_used: 2, in_progress: true, extra_seconds: 300, extra_attempts: 1 };
    expect((await list(f.member.token)).json().quizzes.find((q: QuizSummary) => q.id === id).mine).toEqual(mine);
    expect((await read(id, f.member.token)).json().quiz.mine).toEqual(mine);
    // Another student's figures are their own.
    expect((await list(f.tokens.student)).json().quizzes.find((q: QuizSummary) => q.id === id).mine).toMatchObject({
      attempts_used: 0,
      in_progress: false,
    });
  });

  test('the list is by close time, those without one last', async () => {
    const late = await makeQuiz(f, { close_at: '2031-02-01T10:00:00' });
    const early = await makeQuiz(f, { close_at: '2031-01-01T10:00:00' });
    const never = await makeQuiz(f);
    const ids = idsOf((await list(f.tokens.teacher)).json().quizzes).filter((id) => [late, early, never].includes(id));
    expect(ids).toEqual([early, late, never]);
  });

  test('PATCH changes what is sent and keeps the rest; null clears; the close time stays after the open time', async () => {
    const lesson = await f.h.createLesson({ courseId: f.courseId });
    const [category] = await f.h.db
      .insert(gradeCategories)
      .values({ courseId: f.courseId, name: 'Kiểm tra', weight: 20, position: 1 })
      .returning();
    const id = await makeQuiz(f, { open_at: '2030-01-01T08:00:00', max_attempts: 2 });
    const changed = await patch(id, {
      time_limit_seconds: 600,
      shuffle_questions: true,
      review_marks: 'never',
      lesson_id: lesson.id,
      grade_category_id: category!.id,
      description: 'Ôn **IPv4**',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().quiz).toMatchObject({
      title: 'Kiểm tra 15 phút',
      open_at: '2030-01-01T01:00:00.000Z',
      max_attempts: 2,
      time_limit_seconds: 600,
      shuffle_questions: true,
      review_marks: 'never',
      lesson_id: lesson.id,
      grade_category_id: category!.id,
      description: 'Ôn **IPv4**',
    });
    expect((await patch(id, { max_attempts: null, lesson_id: null })).json().quiz).toMatchObject({
      max_attempts: null,
      lesson_id: null,
      time_limit_seconds: 600,
    });
    const before = await patch(id, { close_at: '2029-12-31T08:00:00' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ message: renderMessage(M.closeBeforeOpen), field: 'close_at' });
    const otherLesson = await f.h.createLesson({ courseId: otherCourseId });
    expect((await patch(id, { lesson_id: otherLesson.id })).json()).toMatchObject({
      message: renderMessage(M.lessonInvalid),
      field: 'lesson_id',
    });
    const [otherCategory] = await f.h.db
      .insert(gradeCategories)
      .values({ courseId: otherCourseId, name: 'Khác', weight: 10, position: 1 })
      .returning();
    expect((await patch(id, { grade_category_id: otherCategory!.id })).json()).toMatchObject({
      message: renderMessage(M.gradeCategoryInvalid),
      field: 'grade_category_id',
    });
  });

  test.each<[string, object, string]>([
    ['no title', { title: '   ' }, renderMessage(M.titleRequired)],
    ['a title too long', { title: 'x'.repeat(201) }, renderMessage(M.titleTooLong)],
    ['a description not text', { title: 'A', description: 5 }, renderMessage(TEXT_MESSAGES.wrongType)],
    ['an open time that is no time', { title: 'A', open_at: 'mai' }, renderMessage(M.dateInvalid)],
    [
      'a close time before the open time',
      { title: 'A', open_at: '2030-01-02T08:00', close_at: '2030-01-01T08:00' },
      renderMessage(M.closeBeforeOpen),
    ],
    ['a time limit under a minute', { title: 'A', time_limit_seconds: 30 }, renderMessage(M.timeLimitInvalid)],
    ['a time limit over a day', { title: 'A', time_limit_seconds: 86_401 }, renderMessage(M.timeLimitInvalid)],
    ['no attempts', { title: 'A', max_attempts: 0 }, renderMessage(M.attemptsInvalid)],
    ['too many attempts', { title: 'A', max_attempts: 101 }, renderMessage(M.attemptsInvalid)],
    ['an unknown grading method', { title: 'A', grading_method: 'best' }, renderMessage(M.gradingMethodInvalid)],
    ['a shuffle that is not true or false', { title: 'A', shuffle_questions: 'yes' }, renderMessage(M.flagInvalid)],
    ['an unknown review timing', { title: 'A', review_feedback: 'soon' }, renderMessage(M.reviewTimingInvalid)],
    ['a lesson id that is no id', { title: 'A', lesson_id: 'x' }, renderMessage(M.lessonInvalid)],
    ['a grade category id that is no id', { title: 'A', grade_category_id: 0 }, renderMessage(M.gradeCategoryInvalid)],
  ])('400 for %s', async (_what, body, message) => {
    const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/quizzes`, f.tokens.teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('delete: a quiz no one has attempted goes; one with an attempt is kept (409)', async () => {
    const unused = await makeQuiz(f);
    const removed = await call(f.h, 'DELETE', `/api/quizzes/${unused}`, f.tokens.teacher);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(renderMessage(M.deleted));
    expect((await read(unused)).statusCode).toBe(404);
    const attempted = await makeQuiz(f);
    await publishQuiz(f, attempted);
    await addAttempt(f, attempted, f.member.id, 1, false);
    const refused = await call(f.h, 'DELETE', `/api/quizzes/${attempted}`, f.tokens.teacher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(renderMessage(M.hasAttempts));
    expect((await read(attempted)).statusCode).toBe(200);
  });
});

describe('who may', () => {
  test('an admin may; a student or another course’s teacher: 403; no session: 401; an unknown course or quiz: 404', async () => {
    const id = await makeQuiz(f);
    await publishQuiz(f, id);
    expect((await patch(id, { title: 'Quản trị' }, f.tokens.admin)).statusCode).toBe(200);
    for (const token of [f.member.token, f.tokens.otherTeacher]) {
      expect((await call(f.h, 'POST', `/api/courses/${f.courseId}/quizzes`, token, { title: 'X' })).statusCode).toBe(
        403,
      );
      expect((await patch(id, { title: 'X' }, token)).statusCode).toBe(403);
      expect((await call(f.h, 'DELETE', `/api/quizzes/${id}`, token)).statusCode).toBe(403);
      expect((await call(f.h, 'PUT', `/api/quizzes/${id}/slots`, token, { slots: [] })).statusCode).toBe(403);
      expect((await call(f.h, 'PUT', `/api/quizzes/${id}/publication`, token, { state: 'draft' })).statusCode).toBe(
        403,
      );
      expect((await call(f.h, 'GET', `/api/quizzes/${id}/allowances`, token)).statusCode).toBe(403);
      expect(
        (
          await call(f.h, 'PUT', `/api/quizzes/${id}/allowances/${f.member.id}`, token, {
            extra_seconds: 60,
            extra_attempts: 0,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await read(id, f.tokens.otherTeacher)).json().quiz.slots).toBeNull();
    for (const [method, url] of [
      ['GET', `/api/courses/${f.courseId}/quizzes`],
      ['POST', `/api/courses/${f.courseId}/quizzes`],
      ['GET', `/api/quizzes/${id}`],
      ['PATCH', `/api/quizzes/${id}`],
      ['DELETE', `/api/quizzes/${id}`],
      ['PUT', `/api/quizzes/${id}/slots`],
      ['GET', `/api/quizzes/${id}/allowances`],
      ['GET', `/api/quizzes/${id}/allowances/${f.member.id}`],
    ] as const) {
      expect((await f.h.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call(f.h, 'GET', '/api/courses/987654/quizzes', f.tokens.teacher)).statusCode).toBe(404);
    expect((await call(f.h, 'POST', '/api/courses/987654/quizzes', f.tokens.teacher, { title: 'X' })).statusCode).toBe(
      404,
    );
    const missing = await read(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(renderMessage(QUIZ_MESSAGES.notFound));
    expect((await patch(987654, { title: 'X' })).statusCode).toBe(404);
  });

  test('a members-only course’s quizzes are not there for a student who is not a member (404); its member sees them', async () => {
    const id = await makeQuiz(f);
    await publishQuiz(f, id);
    expect(
      (await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'members' })).statusCode,
    ).toBe(200);
    try {
      expect((await list(f.tokens.student)).statusCode).toBe(404);
      expect((await read(id, f.tokens.student)).statusCode).toBe(404);
      expect((await read(id, f.member.token)).statusCode).toBe(200);
    } finally {
      await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'open' });
    }
  });
});

describe('allowances', () => {
  const url = (id: number, studentId: number) => `/api/quizzes/${id}/allowances/${studentId}`;

  test('the teacher gives a student of the class extra time and attempts, reads them, pages them and takes them back', async () => {
    const id = await makeQuiz(f);
    const second = await f.h.createUser({ name: 'Bình Trần' });
    await addAttempt(f, id, second.id, 1, true); // in the class by their attempt
    const given = await call(f.h, 'PUT', url(id, f.member.id), f.tokens.teacher, {
      extra_seconds: 600,
      extra_attempts: 2,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().allowance).toMatchObject({
      student_id: f.member.id,
      name: 'An Nguyễn',
      extra_seconds: 600,
      extra_attempts: 2,
    });
    expect(
      (await call(f.h, 'PUT', url(id, f.member.id), f.tokens.teacher, { extra_seconds: 120, extra_attempts: 0 })).json()
        .allowance,
    ).toMatchObject({ extra_seconds: 120, extra_attempts: 0 });
    expect(
      (await call(f.h, 'PUT', url(id, second.id), f.tokens.teacher, { extra_seconds: 0, extra_attempts: 1 }))
        .statusCode,
    ).toBe(200);

    const first = (await call(f.h, 'GET', `/api/quizzes/${id}/allowances?limit=1`, f.tokens.teacher)).json();
    expect(first).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(first.allowances.map((a: { name: string }) => a.name)).toEqual(['An Nguyễn']);
    const next = (await call(f.h, 'GET', `/api/quizzes/${id}/allowances?limit=1&page=2`, f.tokens.teacher)).json();
    expect(next.allowances.map((a: { name: string }) => a.name)).toEqual(['Bình Trần']);
    expect((await call(f.h, 'GET', url(id, f.member.id), f.tokens.teacher)).json().allowance.extra_seconds).toBe(120);

    const removed = await call(f.h, 'DELETE', url(id, f.member.id), f.tokens.teacher);
    expect(removed.json().message).toBe(renderMessage(M.allowanceRemoved));
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await call(f.h, method, url(id, f.member.id), f.tokens.teacher);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(renderMessage(M.allowanceNotFound));
    }
  });

  test('only a student of the course’s class (404 for one who is not, a teacher, no one)', async () => {
    const id = await makeQuiz(f);
    const teacherId = (await f.h.createUser({ role: 'teacher' })).id;
    for (const studentId of [f.outsiderId, teacherId, 987654]) {
      const refused = await call(f.h, 'PUT', url(id, studentId), f.tokens.teacher, {
        extra_seconds: 60,
        extra_attempts: 0,
      });
      expect(refused.statusCode, String(studentId)).toBe(404);
      expect(refused.json().message).toBe(renderMessage(M.studentInvalid));
    }
  });

  test.each<[string, object, string]>([
    ['negative extra time', { extra_seconds: -1, extra_attempts: 0 }, renderMessage(M.extraTimeInvalid)],
    ['extra time over a day', { extra_seconds: 86_401, extra_attempts: 0 }, renderMessage(M.extraTimeInvalid)],
    ['extra time that is no number', { extra_seconds: '10', extra_attempts: 0 }, renderMessage(M.extraTimeInvalid)],
    ['no extra attempts', { extra_seconds: 0 }, renderMessage(M.extraAttemptsInvalid)],
    ['too many extra attempts', { extra_seconds: 0, extra_attempts: 101 }, renderMessage(M.extraAttemptsInvalid)],
  ])('400 for %s', async (_what, body, message) => {
    const id = await makeQuiz(f);
    const response = await call(f.h, 'PUT', url(id, f.member.id), f.tokens.teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
