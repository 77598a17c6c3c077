import { and, eq } from 'drizzle-orm';
import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ID_DESCRIPTION, MAX_ID } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../test/app.js';
import { SAMPLE_BYTES } from '../test/files.js';
import { gradeCategories, lessons, materials } from './db/schema/index.js';

/**
 * Walks every route the app declares (collected as they are added, so a new route is walked
 * without touching this file) and sends each id it takes, in the path, the query or the body,
 * values past the database's integer columns and otherwise malformed: every one answers 400,
 * never 500. Ids are found by name (`id`, `…_id`, `…Id`) and by the shared id schema.
 */

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof Fastify>();
  const create = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create };
});

type Location = 'params' | 'querystring' | 'body';
type Field = { _zod: { def: Record<string, unknown> } };

const BAD_TEXT = ['2147483648', '-1', '0', '1.5', 'abc', '1e20'];
const BAD_BODY: unknown[] = [2_147_483_648, -1, 0, 1.5, 'abc', 1e20, '2147483648', true];
/** Routes whose id field is not the shared schema on purpose, and what they answer instead. */
const EXCEPTIONS: Record<string, { field: string; statuses: number[]; why: string }> = {
  'POST /api/auth/login': {
    field: 'id',
    statuses: [400, 401],
    why: "an id that names no account is the spec's 'Username does not exist' (401)",
  },
};
/** Values for the fields that are not ids, so only the id under test can be wrong (an optional field that refuses its example is left out). */
const EXAMPLES: Record<string, unknown> = {
  name: 'Tên mẫu',
  title: 'Tiêu đề',
  content: 'Nội dung',
  role: 'student',
  status: 'active',
  password: 'x',
  file_name: 'bai-giang.pdf',
  file_size: 10,
  order_num: 1,
  schedule_date: '2025-01-01',
  note: 'Ghi chú',
  token: 'x',
  month: '1',
  year: '2025',
  state: 'published',
  code: 'ABCDEFGH',
  access: 'open',
  type: 'comment_reply',
  students: [{ line: 2, id: '20239999', name: 'Sinh viên mẫu' }],
  rows: [{ line: 2, student_id: '20239999', points: '8', comment: '' }],
  points: 5,
  question: { type: 'true_false', text: 'Câu mẫu', correct: true },
  format: 'gift',
  text: 'Câu mẫu',
  allowed_types: ['pdf'],
  max_file_mb: 1,
  due_at: '2026-12-01T10:00:00',
  max_points: 10,
  answers: { network: '10.0.0.0' },
  kind: 'assignment',
  reason: 'Lý do',
  slots: [],
  extra_seconds: 600,
  extra_attempts: 1,
  categories: [{ name: 'Bài lab', weight: 40 }],
  upload_ids: ['00000000-0000-4000-8000-000000000000'],
  position: 1,
  seq: 1,
  answer: { type: 'true_false', value: true },
  released: true,
};
/** More examples of a name that means two things (`kind`: a grade override's, a quiz attempt's event): the first the field accepts is sent. */
const ALTERNATIVES: Record<string, unknown[]> = { kind: ['blur'] };

const looksLikeId = (name: string) => name === 'id' || /_id$|Id$/.test(name);
/** Whether a field is (or wraps: optional, nullable, default, a pipe, a union) the shared id schema. */
function isIdField(field: Field | undefined): boolean {
  if (!field) return false;
  if ((field as unknown as { description?: string }).description === ID_DESCRIPTION) return true;
  const def = field._zod.def;
  const inner = [def.innerType, def.in, ...((def.options as Field[] | undefined) ?? [])] as (Field | undefined)[];
  return inner.some((next) => next !== undefined && isIdField(next));
}
const shapeOf = (schema: unknown): Record<string, Field> =>
  (schema as Field | undefined)?._zod.def.type === 'object' ? (schema as { shape: Record<string, Field> }).shape : {};
const accepts = (field: Field, value: unknown) =>
  (field as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(value).success;
const isOptional = (field: Field) => accepts(field, undefined);
const exampleFor = (field: Field | undefined, name: string) =>
  [EXAMPLES[name], ...(ALTERNATIVES[name] ?? [])].find((value) => field && accepts(field, value)) ?? EXAMPLES[name];

let h: TestApp;
let token = '';
/** A real id per field name, so a request with valid ids only is a valid request. */
const real: Record<string, number> = {};
/** The `ids` of an order route: every item there is now (other routes add some), so the new order is a valid one. */
async function orderIds(url: string): Promise<number[] | undefined> {
  if (url.endsWith('/lesson-order'))
    return (await h.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, real.courseId!))).map(
      (row) => row.id,
    );
  if (url.endsWith('/material-order'))
    return (
      await h.db
        .select({ id: materials.id })
        .from(materials)
        .where(and(eq(materials.lessonId, real.lessonId!), eq(materials.status, 'ready')))
    ).map((row) => row.id);
  return undefined;
}

beforeAll(async () => {
  h = await buildTestApp();
  const admin = await h.createUser({ role: 'admin', password: 'matkhau-admin' });
  const teacher = await h.createUser({ role: 'teacher', password: 'matkhau-gv' });
  const student = await h.createUser({ role: 'student', password: 'matkhau-sv' });
  token = await h.loginAs(admin);
  const category = await h.createCategory();
  const course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
  const lesson = await h.createLesson({ courseId: course.id });
  const material = await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' });
  const comment = await h.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: h.authHeader(token),
    payload: { lesson_id: lesson.id, content: 'Câu hỏi' },
  });
  const studentToken = await h.loginAs(student);
  const reminder = await h.app.inject({
    method: 'POST',
    url: '/api/reminders',
    headers: h.authHeader(studentToken),
    payload: { student_id: student.id, schedule_date: '2025-01-01', note: 'Ôn tập' },
  });
  const [gradeCategory] = await h.db
    .insert(gradeCategories)
    .values({ courseId: course.id, name: 'Bài lab', weight: 50, position: 0 })
    .returning();
  // The accounts a course's members are picked from: a real student.
  EXAMPLES.user_ids = [student.id];
  Object.assign(real, {
    categoryId: category.id,
    category_id: category.id,
    courseId: course.id,
    course_id: course.id,
    lessonId: lesson.id,
    lesson_id: lesson.id,
    materialId: material.id,
    material_id: material.id,
    studentId: student.id,
    student_id: student.id,
    teacher_id: teacher.id,
    grade_category_id: gradeCategory!.id,
    parent_id: comment.json<{ comment: { id: number } }>().comment.id,
    reminderId: reminder.json<{ reminder: { id: number } }>().reminder.id,
  });
});
afterAll(async () => {
  await h?.close();
});

interface Walk {
  method: string;
  url: string;
  route: RouteOptions;
  fields: { location: Location; name: string }[];
}

/** Every route with at least one id, and where its ids are. */
function walks(): Walk[] {
  return routes.flatMap((route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    const schema = (route.schema ?? {}) as Partial<Record<Location, unknown>>;
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const fields = [
      ...pathParams
        .filter((name) => looksLikeId(name) || isIdField(shapeOf(schema.params)[name]))
        .map((name) => ({ location: 'params' as const, name })),
      ...(['querystring', 'body'] as const).flatMap((location) =>
        Object.entries(shapeOf(schema[location]))
          .filter(([name, field]) => looksLikeId(name) || isIdField(field))
          .map(([name]) => ({ location, name })),
      ),
    ];
    return fields.length ? methods.map((method) => ({ method, url: route.url, route, fields })) : [];
  });
}

/** The request with every id valid (`real`, else MAX_ID) and `override` in one place. */
async function request(walk: Walk, override?: { location: Location; name: string; value: unknown }) {
  const ids = await orderIds(walk.url);
  const schema = (walk.route.schema ?? {}) as Partial<Record<Location, unknown>>;
  const valueOf = (location: Location, name: string) =>
    override?.location === location && override.name === name
      ? override.value
      : name === 'ids'
        ? ids
        : looksLikeId(name) || isIdField(shapeOf(schema[location])[name])
          ? (real[name] ?? MAX_ID)
          : exampleFor(shapeOf(schema[location])[name], name);
  const url = walk.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(valueOf('params', name))));
  const fill = (location: Location) =>
    Object.fromEntries(
      Object.entries(shapeOf(schema[location]))
        .filter(
          ([name, field]) =>
            override?.name === name ||
            looksLikeId(name) ||
            (name in EXAMPLES && accepts(field, EXAMPLES[name])) ||
            name === 'ids' ||
            !isOptional(field),
        )
        .map(([name]) => [name, valueOf(location, name)]),
    );
  const query = Object.fromEntries(Object.entries(fill('querystring')).map(([name, value]) => [name, String(value)]));
  const hasBody =
    walk.method === 'POST' ||
    walk.method === 'PUT' ||
    walk.method === 'PATCH' ||
    (walk.method === 'DELETE' && schema.body !== undefined);
  const payload = schema.body ? fill('body') : EXAMPLES;
  return h.app.inject({
    method: walk.method as 'GET',
    url,
    query,
    headers: h.authHeader(token),
    ...(hasBody ? { payload } : {}),
  });
}

describe('ids past the database range or malformed, on every route', () => {
  test('the walk finds the routes (path, query and body ids alike)', () => {
    const found = walks().map((walk) => `${walk.method} ${walk.url}`);
    expect(found.length).toBeGreaterThan(30);
    expect(found).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/:id',
        'GET /api/materials',
        'POST /api/comments',
        'POST /api/courses',
        'GET /lesson-progress/:studentId/:lessonId',
      ]),
    );
  });

  test('every id field is the shared id schema', () => {
    const loose = walks().flatMap((walk) =>
      walk.fields
        .filter(
          ({ location, name }) =>
            !isIdField(
              shapeOf((walk.route.schema as Partial<Record<Location, unknown>> | undefined)?.[location])[name],
            ),
        )
        .map(({ location, name }) => `${walk.method} ${walk.url} ${location}.${name}`),
    );
    expect(loose).toEqual(Object.entries(EXCEPTIONS).map(([route, { field }]) => `${route} body.${field}`));
  });

  test("a request with valid ids passes validation, so the refusals below are the ids'", async () => {
    const failures: string[] = [];
    for (const walk of walks()) {
      const response = await request(walk);
      if (response.statusCode === 400 || response.statusCode >= 500)
        failures.push(`${walk.method} ${walk.url}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  test('2147483648, -1, 0, 1.5, abc and 1e20 answer 400 with a message, never 500', async () => {
    const answers: string[] = [];
    const wrong: string[] = [];
    for (const walk of walks()) {
      const expected = EXCEPTIONS[`${walk.method} ${walk.url}`]?.statuses ?? [400];
      for (const { location, name } of walk.fields) {
        for (const value of location === 'body' ? BAD_BODY : BAD_TEXT) {
          const response = await request(walk, { location, name, value });
          const line = `${walk.method} ${walk.url} ${location}.${name}=${JSON.stringify(value)}: ${response.statusCode}`;
          answers.push(line);
          if (!expected.includes(response.statusCode) || !response.json<{ message?: string }>().message)
            wrong.push(`${line} ${response.body}`);
        }
      }
    }
    expect(answers.length).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
