import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUIZ_AUTHORING_MESSAGES as M, renderMessage } from '@netclass/shared';
import type { Quiz } from '@netclass/shared/quiz-authoring';
import { call, makeCategory, makeQuestion, singleChoice } from '../../question-bank/question-bank.fixtures.js';
import { addAttempt, makeQuiz, publishQuiz, quizFixture, type QuizFixture } from '../quizzes.fixtures.js';

let f: QuizFixture;
let ipv4: number;
let ipv4Questions: number[];
beforeAll(async () => {
  f = await quizFixture();
  ipv4 = await makeCategory(f, 'IPv4');
  ipv4Questions = [];
  for (const title of ['Mặt nạ', 'Lớp địa chỉ', 'Cổng mặc định'])
    ipv4Questions.push(await makeQuestion(f, { category_id: ipv4, question: singleChoice({ title }) }));
});
afterAll(async () => {
  await f?.h.close();
});

const putSlots = (id: number, slots: object[], token = f.tokens.teacher) =>
  call(f.h, 'PUT', `/api/quizzes/${id}/slots`, token, { slots });
const storedMax = async (id: number) =>
  (await f.h.db.execute(`select max_points from quizzes where id = ${id}`)).rows[0]?.max_points;

describe('slots', () => {
  test('the whole list in order: a fixed question, random ones from a category, a generated one; the maximum points follow', async () => {
    const id = await makeQuiz(f);
    const saved = await putSlots(id, [
      { kind: 'question', question_id: ipv4Questions[0], points: 2 },
      { kind: 'random', category_id: ipv4, points: 1.5 },
      { kind: 'random', category_id: ipv4, points: 1.5 },
      { kind: 'generated', networking_type: 'ipv4-subnet-facts', points: 5 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const quiz = saved.json().quiz as Quiz;
    expect(quiz.max_points).toBe(10);
    expect(quiz.question_count).toBe(4);
    expect(
      quiz.slots!.map((slot) => [
        slot.kind,
        slot.points,
        slot.question?.title ?? slot.category?.name ?? slot.networking_type,
      ]),
    ).toEqual([
      ['question', 2, 'Mặt nạ'],
      ['random', 1.5, 'IPv4'],
      ['random', 1.5, 'IPv4'],
      ['generated', 5, 'ipv4-subnet-facts'],
    ]);
    expect(quiz.slots![0]!.question).toMatchObject({
      type: 'single_choice',
      deleted: false,
      text_start: 'Thiết bị nào chuyển gói tin ra khỏi **mạng LAN**?',
    });
    expect(quiz.slots![1]!.category).toMatchObject({ id: ipv4, question_count: 3 });
    expect(Number(await storedMax(id))).toBe(10);
    expect((await call(f.h, 'GET', `/api/quizzes/${id}`, f.tokens.teacher)).json().quiz.slots).toHaveLength(4);

    const fewer = (await putSlots(id, [{ kind: 'generated', networking_type: 'ipv6-compress', points: 3 }])).json()
      .quiz as Quiz;
    expect(fewer.max_points).toBe(3);
    expect(Number(await storedMax(id))).toBe(3);
    expect((await putSlots(id, [])).json().quiz.max_points).toBe(0);
  });

  test('once attempts exist the slots may still change: new attempts get the new ones (decision 030)', async () => {
    const id = await makeQuiz(f);
    await publishQuiz(f, id);
    await addAttempt(f, id, f.member.id, 1, true);
    expect((await putSlots(id, [{ kind: 'generated', networking_type: 'ipv4-vlsm', points: 4 }])).statusCode).toBe(200);
  });

  test('a category’s random slots are no more than its live questions no fixed slot shows (400 naming it)', async () => {
    const id = await makeQuiz(f);
    const four = Array.from({ length: 4 }, () => ({ kind: 'random', category_id: ipv4, points: 1 }));
    const tooMany = await putSlots(id, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(renderMessage(M.notEnoughQuestions('IPv4', 3, 4)));
    const withFixed = await putSlots(id, [
      { kind: 'question', question_id: ipv4Questions[1], points: 1 },
      ...four.slice(0, 3),
    ]);
    expect(withFixed.json().message).toBe(renderMessage(M.notEnoughQuestions('IPv4', 2, 3)));
    expect(
      (await putSlots(id, [{ kind: 'question', question_id: ipv4Questions[1], points: 1 }, ...four.slice(0, 2)]))
        .statusCode,
    ).toBe(200);
  });

  test('every question and category is of the quiz’s course bank, live, a fixed question once (400)', async () => {
    const id = await makeQuiz(f);
    const otherCourse = (await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: null })).id;
    const other = { ...f, courseId: otherCourse, tokens: { ...f.tokens, teacher: f.tokens.admin } };
    const foreignCategory = await makeCategory(other, 'Khác');
    const foreignQuestion = await makeQuestion(other, { category_id: foreignCategory, question: singleChoice() });
    const deleted = await makeQuestion(f, { category_id: ipv4, question: singleChoice({ title: 'Đã xoá' }) });
    expect((await call(f.h, 'DELETE', `/api/questions/${deleted}`, f.tokens.teacher)).statusCode).toBe(200);
    for (const [slots, message] of [
      [[{ kind: 'question', question_id: foreignQuestion, points: 1 }], renderMessage(M.questionInvalid)],
      [[{ kind: 'question', question_id: deleted, points: 1 }], renderMessage(M.questionInvalid)],
      [[{ kind: 'question', question_id: 987654, points: 1 }], renderMessage(M.questionInvalid)],
      [[{ kind: 'random', category_id: foreignCategory, points: 1 }], renderMessage(M.categoryInvalid)],
      [
        [
          { kind: 'question', question_id: ipv4Questions[0], points: 1 },
          { kind: 'question', question_id: ipv4Questions[0], points: 1 },
        ],
        renderMessage(M.questionRepeated),
      ],
    ] as const) {
      const response = await putSlots(id, [...slots]);
      expect(response.statusCode, JSON.stringify(slots)).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'slots' });
    }
    expect(await storedMax(id)).toBe('0.00');
  });

  test.each<[string, unknown, string]>([
    ['no list', undefined, renderMessage(M.slotsInvalid)],
    ['an unknown kind', [{ kind: 'essay', points: 1 }], renderMessage(M.slotKindInvalid)],
    [
      'negative points',
      [{ kind: 'generated', networking_type: 'ipv6-expand', points: -1 }],
      renderMessage(M.pointsInvalid),
    ],
    [
      'points over the most',
      [{ kind: 'generated', networking_type: 'ipv6-expand', points: 101 }],
      renderMessage(M.pointsInvalid),
    ],
    ['no points', [{ kind: 'generated', networking_type: 'ipv6-expand' }], renderMessage(M.pointsInvalid)],
    ['a fixed slot with no question', [{ kind: 'question', points: 1 }], renderMessage(M.questionInvalid)],
    ['a random slot with no category', [{ kind: 'random', points: 1 }], renderMessage(M.categoryInvalid)],
    [
      'an unknown networking type',
      [{ kind: 'generated', networking_type: 'ospf', points: 1 }],
      renderMessage(M.networkingTypeInvalid),
    ],
    [
      'too many slots',
      Array.from({ length: 101 }, () => ({ kind: 'generated', networking_type: 'ipv6-expand', points: 1 })),
      renderMessage(M.tooManySlots),
    ],
  ])('400 for %s', async (_what, slots, message) => {
    const id = await makeQuiz(f);
    const response = await call(
      f.h,
      'PUT',
      `/api/quizzes/${id}/slots`,
      f.tokens.teacher,
      slots === undefined ? {} : { slots },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('the bank', () => {
  test('a category a quiz draws from is not deleted (409 naming the quiz), once no quiz does it is', async () => {
    const category = await makeCategory(f, 'Định tuyến');
    const question = await makeQuestion(f, { category_id: category, question: singleChoice() });
    const id = await makeQuiz(f, { title: 'Kiểm tra định tuyến' });
    expect((await putSlots(id, [{ kind: 'random', category_id: category, points: 1 }])).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', `/api/questions/${question}`, f.tokens.teacher)).statusCode).toBe(200);
    const refused = await call(f.h, 'DELETE', `/api/question-categories/${category}`, f.tokens.teacher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(renderMessage(M.categoryUsed('Kiểm tra định tuyến')));
    expect((await putSlots(id, [])).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', `/api/question-categories/${category}`, f.tokens.teacher)).statusCode).toBe(200);
  });
});
