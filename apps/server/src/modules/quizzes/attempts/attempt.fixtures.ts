import { questionSchema, type QuestionInput } from '@netclass/shared';
import type { TestApp, TestUser } from '../../../../test/app.js';
import { courseMembers, questionCategories, questions, quizSlots, quizzes } from '../../../db/schema/index.js';

/**
 * Quizzes written straight into the tables (the authoring routes are another engineer's work):
 * a members-only course with its teacher, two student members, a student who is no member,
 * another course's teacher and an admin, all signed in.
 */
export async function quizClass(h: TestApp) {
  const teacher = await h.createUser({ role: 'teacher' });
  const course = await h.createCourse({
    categoryId: (await h.createCategory()).id,
    teacherId: teacher.id,
    access: 'members',
  });
  const [student, classmate, outsider] = [await h.createUser(), await h.createUser(), await h.createUser()];
  await h.db
    .insert(courseMembers)
    .values([student!, classmate!].map((user) => ({ courseId: course.id, userId: user.id, role: 'student' as const })));
  const sign = (user: TestUser) => h.loginAs(user);
  return {
    courseId: course.id,
    student: student!,
    classmate: classmate!,
    tokens: {
      teacher: await sign(teacher),
      student: await sign(student!),
      classmate: await sign(classmate!),
      outsider: await sign(outsider!),
      otherTeacher: await sign(await h.createUser({ role: 'teacher' })),
      admin: await sign(await h.createUser({ role: 'admin' })),
    },
  };
}
export type QuizClass = Awaited<ReturnType<typeof quizClass>>;

export async function insertCategory(h: TestApp, courseId: number, name: string): Promise<number> {
  const [row] = await h.db
    .insert(questionCategories)
    .values({ courseId, name, nameKey: name.toLowerCase(), position: 1 })
    .returning({ id: questionCategories.id });
  return row!.id;
}

export async function insertQuestion(
  h: TestApp,
  courseId: number,
  categoryId: number,
  input: QuestionInput,
): Promise<number> {
  const body = questionSchema.parse(input);
  const [row] = await h.db
    .insert(questions)
    .values({ courseId, categoryId, type: body.type, title: body.title, body, defaultPoints: body.default_points })
    .returning({ id: questions.id });
  return row!.id;
}

export const singleChoice = (text: string): QuestionInput => ({
  type: 'single_choice',
  text,
  general_feedback: 'Xem lại bài 3.',
  options: [
    { id: 1, text: 'Router', fraction: 1, feedback: 'Đúng: router nối các mạng.' },
    { id: 2, text: 'Switch', fraction: 0, feedback: 'Switch chỉ chuyển khung trong LAN.' },
    { id: 3, text: 'Hub', fraction: 0 },
  ],
});

export type SlotSpec =
  | { kind: 'question'; questionId: number; points?: number }
  | { kind: 'random'; categoryId: number; points?: number }
  | { kind: 'generated'; networkingType: string; points?: number };

/** A published quiz of the course with these slots, in order; `settings` override the table's defaults. */
export async function insertQuiz(
  h: TestApp,
  courseId: number,
  slots: SlotSpec[],
  settings: Partial<typeof quizzes.$inferInsert> = {},
): Promise<number> {
  const points = slots.reduce((sum, slot) => sum + (slot.points ?? 1), 0);
  const [quiz] = await h.db
    .insert(quizzes)
    .values({
      courseId,
      title: 'Kiểm tra 15 phút: chia mạng con',
      description: 'Làm trong **15 phút**.',
      publication: 'published',
      maxPoints: points,
      ...settings,
    })
    .returning({ id: quizzes.id });
  if (slots.length) {
    await h.db.insert(quizSlots).values(
      slots.map((slot, index) => ({
        quizId: quiz!.id,
        position: index + 1,
        kind: slot.kind,
        questionId: slot.kind === 'question' ? slot.questionId : null,
        categoryId: slot.kind === 'random' ? slot.categoryId : null,
        networkingType: slot.kind === 'generated' ? slot.networkingType : null,
        points: slot.points ?? 1,
      })),
    );
  }
  return quiz!.id;
}

type Method = 'GET' | 'POST' | 'PUT';
export const call = (h: TestApp, method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
