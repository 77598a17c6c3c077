import type { BankQuestionBody, QuestionInput } from '@netclass/shared';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES as B } from '../../../test/files.js';
import { multipart } from '../../../test/multipart.js';

/** A course with its teacher, another course's teacher, an admin and a student (none of them a member but the teacher), signed in. */
export interface BankFixture {
  h: TestApp;
  courseId: number;
  tokens: { teacher: string; otherTeacher: string; admin: string; student: string };
}

export async function bankFixture(): Promise<BankFixture> {
  const h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  const courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
  return {
    h,
    courseId,
    tokens: {
      teacher: await h.loginAs(teacher),
      otherTeacher: await h.loginAs(await h.createUser({ role: 'teacher' })),
      admin: await h.loginAs(await h.createUser({ role: 'admin' })),
      student: await h.loginAs(await h.createUser()),
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (h: TestApp, method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });

export const singleChoice = (overrides: Partial<QuestionInput> = {}): QuestionInput =>
  ({
    type: 'single_choice',
    title: 'Cổng mặc định',
    text: 'Thiết bị nào chuyển gói tin ra khỏi **mạng LAN**?',
    options: [
      { id: 1, text: 'Router', fraction: 1 },
      { id: 2, text: 'Switch', fraction: 0, feedback: 'Switch chỉ chuyển khung trong LAN.' },
    ],
    ...overrides,
  }) as QuestionInput;

/** Makes a category as the course's teacher; answers its id. */
export async function makeCategory(f: BankFixture, name: string): Promise<number> {
  const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/question-categories`, f.tokens.teacher, {
    name,
  });
  if (response.statusCode !== 201) throw new Error(`category: ${response.statusCode} ${response.body}`);
  return response.json().category.id as number;
}

/** Makes a question as the course's teacher; answers its id. */
export async function makeQuestion(f: BankFixture, body: BankQuestionBody): Promise<number> {
  const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, body);
  if (response.statusCode !== 201) throw new Error(`question: ${response.statusCode} ${response.body}`);
  return response.json().question.id as number;
}

/** Uploads a picture for the course as `token` through the course pictures' route; answers its key (`question-image:<key>`). */
export async function uploadCoursePicture(h: TestApp, courseId: number, token: string): Promise<string> {
  const form = multipart({}, [{ field: 'image', name: 'mạng.png', bytes: B.png, type: 'image/png' }]);
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/lesson-images`,
    headers: { ...h.authHeader(token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().image.id as string;
}
