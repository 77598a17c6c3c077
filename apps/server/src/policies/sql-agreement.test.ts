import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '@netclass/shared';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { chatRooms, courseMembers, courses, lessons, users } from '../db/schema/index.js';
import { chatRoomFor } from '../modules/chat/room-access.js';
import { createCategory, createCourse, createLesson } from '../seed/factories.js';
import {
  courseAccessColumns,
  entersCourse,
  entersPrepared,
  entersSql,
  isVisible,
  listedChatRoomIdsSql,
  managesCourse,
  managesSql,
  preparedViewer,
  readsChatRoom,
  seesDraftsPrepared,
  studentEntersSql,
  visibleSql,
  type Actor,
} from './index.js';

/**
 * Each rule's SQL form (for lists) answers as its TypeScript form (for one row) on the same rows:
 * every actor against every course (open or members only, published or draft), lesson and chat room.
 */
let database: TestDatabase;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const people: [string, number, Role][] = [
    ['admin', 9101, 'admin'],
    ['teacher', 9102, 'teacher'],
    ['other teacher', 9103, 'teacher'],
    ['member', 9104, 'student'],
    ['outsider', 9105, 'student'],
  ];
  await db
    .insert(users)
    .values(people.map(([name, id, role]) => ({ id, name, username: String(id), role, passwordHash: 'x' })));
  for (const [name, id, role] of people) actors[name] = { id, role };
  const categoryId = (await createCategory(db)).id;
  for (const access of ['open', 'members'] as const) {
    for (const publication of ['published', 'draft'] as const) {
      const course = await createCourse(db, { categoryId, teacherId: 9102, access, publication });
      await db.insert(courseMembers).values({ courseId: course.id, userId: 9104, role: 'student' });
      await createLesson(db, { courseId: course.id, publication: 'published' });
      await createLesson(db, { courseId: course.id, publication: 'draft' });
      await db.insert(chatRooms).values({ courseId: course.id, studentId: 9104 });
      await db.insert(chatRooms).values({ courseId: course.id, studentId: 9105 });
    }
  }
});
afterAll(async () => {
  await database?.drop();
});

const everyone = () => Object.entries(actors);

describe('the SQL forms of the policies agree with their TypeScript forms', () => {
  test("'course.read' and 'course.manage': entersSql and managesSql, and the prepared forms", async () => {
    const { db } = database;
    for (const [name, actor] of everyone()) {
      const rows = await db
        .select({
          id: courses.id,
          ...courseAccessColumns(actor),
          enters: sql<boolean>`${entersSql(actor, 'courses')}`,
          manages: sql<boolean>`${managesSql(actor, 'courses')}`,
        })
        .from(courses)
        .orderBy(asc(courses.id));
      expect(rows.length, name).toBe(4);
      for (const row of rows) {
        expect([name, row.id, row.enters], 'course.read').toEqual([name, row.id, entersCourse(actor, row)]);
        expect([name, row.id, row.manages], 'course.manage').toEqual([name, row.id, managesCourse(actor, row)]);
      }
      const prepared = await db
        .select({ id: courses.id, ...courseAccessColumns(actor), drafts: seesDraftsPrepared, enters: entersPrepared })
        .from(courses)
        .orderBy(asc(courses.id))
        .prepare(`policies_agreement_${actor.id}`)
        .execute(preparedViewer(actor));
      for (const row of prepared) {
        expect([name, row.id, row.drafts], 'seesDraftsPrepared').toEqual([name, row.id, managesCourse(actor, row)]);
        // entersPrepared is 'course.read' for a reader who is no admin (admins see drafts, and so everything).
        if (actor.role !== 'admin')
          expect([name, row.id, row.enters]).toEqual([name, row.id, entersCourse(actor, row)]);
      }
    }
  });

  test("'course.read' for a student account (studentEntersSql): who is told of a course's new content", async () => {
    const { db } = database;
    for (const course of await db.select({ id: courses.id }).from(courses)) {
      for (const [name, actor] of everyone().filter(([, a]) => a.role === 'student')) {
        const [row] = await db
          .select({
            ...courseAccessColumns(actor),
            enters: sql<boolean>`${studentEntersSql(course.id, sql`users.id`)}`,
          })
          .from(users)
          .innerJoin(courses, eq(courses.id, course.id))
          .where(eq(users.id, actor.id));
        expect([name, course.id, row!.enters]).toEqual([name, course.id, entersCourse(actor, row!)]);
      }
    }
  });

  test('who sees a lesson: visibleSql and isVisible (drafts of the lesson and of its course)', async () => {
    const { db } = database;
    for (const [name, actor] of everyone()) {
      const rows = await db
        .select({
          id: lessons.id,
          ...courseAccessColumns(actor),
          course: courses.publication,
          lesson: lessons.publication,
          visible: sql<boolean>`${visibleSql(actor, 'courses', [sql`courses.publication`, sql`lessons.publication`])}`,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId));
      expect(rows.length).toBe(8);
      for (const row of rows) {
        expect([name, row.id, row.visible]).toEqual([name, row.id, isVisible(actor, row, row.course, row.lesson)]);
      }
      expect(rows.some((row) => row.visible)).toBe(true);
    }
  });

  test("'chat.read': the listed rooms (listedChatRoomIdsSql) are the rooms readsChatRoom lets in", async () => {
    const { db } = database;
    const ids = (await db.select({ id: chatRooms.id }).from(chatRooms)).map((row) => row.id);
    expect(ids.length).toBe(1 + 4 * 3);
    for (const [name, actor] of everyone()) {
      const listed = (await db.execute<{ id: number }>(listedChatRoomIdsSql(actor))).rows.map((row) => Number(row.id));
      const readable: number[] = [];
      for (const id of ids) {
        const room = await chatRoomFor(db, actor, id);
        // Admins read every room, but list the class chat and the courses' rooms only (a question by its id).
        if (readsChatRoom(actor, room) && (actor.role !== 'admin' || room.studentId === null)) readable.push(id);
      }
      expect([name, listed.sort((a, b) => a - b)]).toEqual([name, readable.sort((a, b) => a - b)]);
    }
  });
});
