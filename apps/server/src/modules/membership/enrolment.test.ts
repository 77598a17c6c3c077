import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCategory, createCourse } from '../../seed/factories.js';
import { courseMembers, courses, users } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { enrol } from './enrolment.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

test('the leading teacher is a teacher member from the start; enrolling is idempotent and keeps the first role', async () => {
  const { db } = database;
  // Two accounts straight in the table: this test is about membership rows, not account rules.
  const account = { passwordHash: 'x', status: 'active' as const };
  const [teacher, student] = await db
    .insert(users)
    .values([
      { id: 9001, name: 'Thầy Minh', username: '9001', role: 'teacher', ...account },
      { id: 9002, name: 'Nguyễn An', username: '9002', role: 'student', ...account },
    ])
    .returning({ id: users.id })
    .then((rows) => rows.map((row) => row.id));
  const course = await createCourse(db, { categoryId: (await createCategory(db)).id, teacherId: teacher! });

  const members = async () =>
    (await db.select().from(courseMembers).where(eq(courseMembers.courseId, course.id)))
      .map((row) => [row.userId, row.role])
      .sort();
  expect(await members()).toEqual([[teacher, 'teacher']]);

  expect(await enrol(db, course.id, [student!, teacher!], 'student')).toEqual([student]);
  expect(await enrol(db, course.id, [student!, teacher!], 'teacher')).toEqual([]);
  expect(await enrol(db, course.id, [], 'student')).toEqual([]);
  expect(await members()).toEqual(
    [
      [teacher, 'teacher'],
      [student, 'student'],
    ].sort(),
  );

  // A new leading teacher joins as a teacher, even one who was a student member.
  await db.update(courses).set({ teacherId: student! }).where(eq(courses.id, course.id));
  expect(await members()).toEqual(
    [
      [teacher, 'teacher'],
      [student, 'teacher'],
    ].sort(),
  );
});
