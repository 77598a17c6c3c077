import { courseMembers, quizAttempts } from '../../db/schema/index.js';
import { bankFixture, call, type BankFixture } from '../question-bank/question-bank.fixtures.js';

/**
 * The bank's fixture (a course, its teacher, another course's teacher, an admin, a student who
 * is no member) with a student member of the course, signed in.
 */
export interface QuizFixture extends BankFixture {
  member: { id: number; token: string };
  outsiderId: number;
}

export async function quizFixture(): Promise<QuizFixture> {
  const f = await bankFixture();
  const member = await f.h.createUser({ name: 'An Nguyễn' });
  await f.h.db.insert(courseMembers).values({ courseId: f.courseId, userId: member.id, role: 'student' });
  const outsider = await f.h.createUser();
  return { ...f, member: { id: member.id, token: await f.h.loginAs(member) }, outsiderId: outsider.id };
}

/** Makes a draft quiz as the course's teacher; answers its id. */
export async function makeQuiz(f: BankFixture, body: object = {}): Promise<number> {
  const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/quizzes`, f.tokens.teacher, {
    title: 'Kiểm tra 15 phút',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`quiz: ${response.statusCode} ${response.body}`);
  return response.json().quiz.id as number;
}

export async function publishQuiz(f: BankFixture, id: number): Promise<void> {
  const response = await call(f.h, 'PUT', `/api/quizzes/${id}/publication`, f.tokens.teacher, { state: 'published' });
  if (response.statusCode !== 200) throw new Error(`publish: ${response.statusCode} ${response.body}`);
}

/** An attempt as the attempts' engine would leave it (submitted, or in progress). */
export async function addAttempt(
  f: BankFixture,
  quizId: number,
  studentId: number,
  number: number,
  submitted: boolean,
): Promise<void> {
  await f.h.db.insert(quizAttempts).values({
    quizId,
    studentId,
    number,
    seed: `seed-${number}`,
    maxPoints: 0,
    ...(submitted ? { submittedAt: new Date(), submittedBy: 'student' as const, points: 0 } : {}),
  });
}
