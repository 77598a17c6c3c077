import type { AssignmentRequest } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestAppOptions, type TestUser } from '../../../test/app.js';
import { multipart, type FilePart } from '../../../test/multipart.js';

/** A published course with its teacher, another course's teacher, an admin and two students, signed in. */
export interface AssignmentFixture {
  h: TestApp;
  courseId: number;
  lessonId: number;
  students: TestUser[];
  tokens: { teacher: string; otherTeacher: string; admin: string; student: string; otherStudent: string };
}

export async function assignmentFixture(options: TestAppOptions = {}): Promise<AssignmentFixture> {
  const h = await buildTestApp(options);
  const teacher = await h.createUser({ role: 'teacher' });
  const students = [await h.createUser({ name: 'Nguyễn An' }), await h.createUser({ name: 'Trần Bình' })];
  const courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
  const lessonId = (await h.createLesson({ courseId })).id;
  return {
    h,
    courseId,
    lessonId,
    students,
    tokens: {
      teacher: await h.loginAs(teacher),
      otherTeacher: await h.loginAs(await h.createUser({ role: 'teacher' })),
      admin: await h.loginAs(await h.createUser({ role: 'admin' })),
      student: await h.loginAs(students[0]!),
      otherStudent: await h.loginAs(students[1]!),
    },
  };
}

export const validAssignment = (overrides: Partial<AssignmentRequest> = {}): AssignmentRequest => ({
  title: 'Lab 3: VLAN',
  instructions: '## Yêu cầu\nCấu hình **VLAN 10** và nộp tệp `.pkt`.',
  allowed_types: ['pkt', 'pdf'],
  max_file_mb: 1,
  due_at: new Date(Date.now() + 86_400_000).toISOString(),
  accepts_until: null,
  max_points: 10,
  rubric: [
    {
      title: 'Cấu hình',
      levels: [
        { label: 'Đủ', points: 6 },
        { label: 'Thiếu', points: 2 },
      ],
    },
  ],
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (h: TestApp, method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });

export const sendFiles = (
  h: TestApp,
  url: string,
  token: string | undefined,
  files: FilePart[],
  method: 'POST' | 'PUT' = 'POST',
) => {
  const form = multipart({}, files);
  return h.app.inject({
    method,
    url,
    headers: { ...(token ? h.authHeader(token) : {}), ...form.headers },
    payload: form.payload,
  });
};

/** Creates an assignment as the course's teacher and publishes it; answers its id. */
export async function publishedAssignment(
  f: AssignmentFixture,
  overrides: Partial<AssignmentRequest> = {},
): Promise<number> {
  const created = await call(
    f.h,
    'POST',
    `/api/courses/${f.courseId}/assignments`,
    f.tokens.teacher,
    validAssignment(overrides),
  );
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const id = created.json().assignment.id as number;
  const published = await call(f.h, 'PUT', `/api/assignments/${id}/publication`, f.tokens.teacher, {
    state: 'published',
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return id;
}
