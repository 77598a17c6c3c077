import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';

/** The OpenAPI document says what validation does: which fields are required, which dates are taken. */
let h: TestApp;
let admin: TestUser;
let student: TestUser;
const tokens = { admin: '', student: '' };
let teacherId = 0;
let categoryId = 0;
let courseId = 0;
let lessonId = 0;
let docs: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  format?: string;
  description?: string;
}

let nextId = 6_100_000;
const freshId = () => nextId++;

beforeAll(async () => {
  h = await buildTestApp();
  admin = await h.createUser({ role: 'admin' });
  student = await h.createUser();
  tokens.admin = await h.loginAs(admin);
  tokens.student = await h.loginAs(student);
  teacherId = (await h.createUser({ role: 'teacher' })).id;
  categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId })).id;
  lessonId = (await h.createLesson({ courseId })).id;
  docs = (await h.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await h?.close();
});

/** The main request bodies: who sends them, a valid one, and the fields validation requires. */
const bodies: Array<[string, string, 'admin' | 'student' | null, () => Record<string, unknown>, string[]]> = [
  ['login', '/api/auth/login', null, () => ({ id: student.id, password: student.password }), ['id', 'password']],
  [
    'create user',
    '/api/admin',
    'admin',
    () => ({ id: freshId(), name: 'Người mới', role: 'student', status: 'active' }),
    ['id', 'name', 'role'],
  ],
  [
    'create course',
    '/api/courses',
    'admin',
    () => ({
      id: freshId(),
      name: 'Mạng máy tính',
      description: 'Mô tả',
      teacher_id: teacherId,
      category_id: categoryId,
      start_date: '2026-09-01T07:30',
      end_date: '2026-12-31T17:00',
    }),
    ['id', 'name', 'teacher_id', 'category_id'],
  ],
  [
    'create lesson',
    '/api/lessons',
    'admin',
    () => ({ title: 'Bài 1', content: 'Nội dung', course_id: courseId, order_num: 1 }),
    ['title', 'content', 'course_id', 'order_num'],
  ],
  [
    'create material',
    '/api/materials',
    'admin',
    () => ({ title: 'Slide', lesson_id: lessonId, file_name: 'slide.pdf', file_size: 1000, file_type: 'pdf' }),
    ['title', 'lesson_id', 'file_name', 'file_size'],
  ],
  [
    'comment',
    '/api/comments',
    'student',
    () => ({ lesson_id: lessonId, content: 'Em hỏi ạ', parent_id: null }),
    ['lesson_id', 'content'],
  ],
  ['chat message', '/api/messages', 'student', () => ({ content: 'Xin chào' }), ['content']],
  [
    'reminder',
    '/api/reminders',
    'student',
    () => ({ student_id: student.id, schedule_date: '2026-10-20', note: 'Ôn tập' }),
    ['student_id', 'schedule_date', 'note'],
  ],
];

const bodySchema = (path: string): JsonSchema => {
  const schema = docs.paths[path]?.post?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`no JSON body documented for POST ${path}`);
  return schema;
};
const post = (url: string, who: 'admin' | 'student' | null, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url, headers: who ? h.authHeader(tokens[who]) : {}, payload });

describe('required fields in the OpenAPI document', () => {
  test.each(bodies)(
    '%s: `required` lists exactly the fields validation requires',
    async (_name, path, who, valid, required) => {
      const schema = bodySchema(path);
      expect([...(schema.required ?? [])].sort()).toEqual([...required].sort());

      // Every documented field: leaving out a required one is refused, leaving out another is not.
      for (const field of Object.keys(schema.properties ?? {})) {
        const { [field]: _left, ...rest } = valid();
        const response = await post(path, who, rest);
        if (required.includes(field)) expect(response.statusCode, `without ${field}: ${response.body}`).toBe(400);
        else expect(response.statusCode, `without ${field}: ${response.body}`).toBeLessThan(300);
      }
      expect((await post(path, who, valid())).statusCode).toBeLessThan(300);
    },
  );
});

describe('course dates', () => {
  const course = (dates: Record<string, unknown>) => post('/api/courses', 'admin', { ...bodies[2]![3](), ...dates });

  test('a plain date (as the form sends one) is taken: the start of that day, Vietnam time', async () => {
    const response = await course({ start_date: '2026-09-01', end_date: '2026-12-31' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().course).toMatchObject({
      start_date: '2026-08-31T17:00:00.000Z',
      end_date: '2026-12-30T17:00:00.000Z',
    });
  });

  test('a full ISO date-time with an offset is taken as it is', async () => {
    const response = await course({ start_date: '2026-09-01T08:00:00Z', end_date: '2026-09-02T08:00:00+07:00' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().course).toMatchObject({
      start_date: '2026-09-01T08:00:00.000Z',
      end_date: '2026-09-02T01:00:00.000Z',
    });
  });

  test.each(['2026-02-30', '2026-13-01', '2026-9-1', 'tomorrow', '01/09/2026', 20260901])(
    'an invalid date (%s): 400 with the form message',
    async (date) => {
      const response = await course({ start_date: date });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Ngày bắt đầu không hợp lệ.',
        field: 'start_date',
      });
    },
  );

  test('the document says both forms are taken', () => {
    const startDate = bodySchema('/api/courses').properties?.start_date;
    expect(startDate?.anyOf?.map((branch) => branch.format)).toContain('date');
    expect(startDate?.description).toContain('YYYY-MM-DD');
  });
});
