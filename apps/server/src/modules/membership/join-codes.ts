import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  MEMBERSHIP_MESSAGES as M,
  type JoinCourseResponse,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { can, type Actor } from '../../policies/index.js';
import { enrol } from './enrolment.js';
import { managedCourse } from './managed-course.js';

/** A fresh code: 8 characters of 31, about 40 bits, from the system's secure random source. */
const newCode = () =>
  Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/**
 * Class codes (docs/decisions/023): a course's teacher and admins read, renew or switch off its
 * code; a student who enters it becomes a member. A code names one course at a time (a unique
 * index), and a renewed code makes the old one useless at once.
 */
export class JoinCodeService {
  constructor(private readonly db: Db) {}

  async get(actor: Actor, courseId: number): Promise<string | null> {
    await managedCourse(this.db, actor, courseId);
    const [row] = await this.db.select({ code: courses.joinCode }).from(courses).where(eq(courses.id, courseId));
    return row?.code ?? null;
  }

  /** A new code (switching it on if it was off); the old one stops working. */
  async renew(actor: Actor, courseId: number): Promise<string> {
    await managedCourse(this.db, actor, courseId);
    for (;;) {
      const code = newCode();
      try {
        await this.db.update(courses).set({ joinCode: code }).where(eq(courses.id, courseId));
        return code;
      } catch (error) {
        // Another course drew the same code (about one chance in a trillion): draw again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  async switchOff(actor: Actor, courseId: number): Promise<void> {
    await managedCourse(this.db, actor, courseId);
    await this.db.update(courses).set({ joinCode: null }).where(eq(courses.id, courseId));
  }

  /**
   * A student joins the course of `code`. An unknown or switched-off code, and the code of a
   * course students cannot see yet (a draft), answer the same 404: a code says nothing else.
   */
  async join(actor: Actor, code: string): Promise<JoinCourseResponse> {
    if (!can(actor, 'course.join')) throw forbidden(M.joinStudentsOnly);
    const [course] = await this.db
      .select({ id: courses.id, name: courses.name, categoryId: courses.categoryId, publication: courses.publication })
      .from(courses)
      .where(eq(courses.joinCode, code));
    if (!course || course.publication !== 'published') throw notFound(M.joinCodeUnknown);
    const added = await enrol(this.db, course.id, [actor.id], 'student');
    return { course: { id: course.id, name: course.name, category_id: course.categoryId }, joined: added.length > 0 };
  }
}
