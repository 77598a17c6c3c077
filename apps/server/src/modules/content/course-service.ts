import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES as M,
  DEFAULT_COURSE_DESCRIPTION,
  type CategoryCoursesResponse,
  type Course,
  type CreateCourseInput,
  type UpdateCourseInput,
  isTeacherRole,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { assignments, categories, courses, lessonImages, lessons, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { parseFormDate } from '../../lib/form-date.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import {
  authorize,
  can,
  courseAccessColumns,
  courseTeachersSql,
  visibleSql,
  type Actor,
} from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CategoryService } from './category-service.js';
import { lessonCount } from './counts.js';
import { presentCourse } from './presenter.js';
import { deleteUnusedFiles } from './stored-files.js';
import type { Outbox } from '../../infra/outbox.js';

function oneMonthAfter(date: Date): Date {
  const end = new Date(date);
  end.setMonth(end.getMonth() + 1);
  return end;
}

/** Courses of a term: list, create (id entered by the admin, a draft), edit, delete when empty. */
export class CourseService {
  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
    private readonly storage: FileStorage,
    private readonly outbox: Outbox,
  ) {}

  async listByCategory(actor: Actor, categoryId: number): Promise<CategoryCoursesResponse> {
    authorize(actor, 'content.read');
    const [category, rows] = await Promise.all([
      this.categories.find(actor, categoryId),
      this.db
        .select({
          ...getTableColumns(courses),
          teacherName: users.name,
          lessonCount: lessonCount(actor),
          memberRole: courseAccessColumns(actor).memberRole,
        })
        .from(courses)
        .leftJoin(users, eq(users.id, courses.teacherId))
        .where(and(eq(courses.categoryId, categoryId), visibleSql(actor, 'courses', [sql`courses.publication`])))
        .orderBy(asc(courses.startDate), asc(courses.id)),
    ]);
    if (!category) throw notFound(M.categoryInvalid);
    return {
      category,
      courses: rows.map((row) => presentCourse(row, actor)),
      can_create_course: can(actor, 'course.create', { teacherId: actor.id }),
    };
  }

  async create(actor: Actor, input: CreateCourseInput): Promise<Course> {
    authorize(actor, 'course.create', { teacherId: input.teacher_id });
    const [[teacher], [category]] = await Promise.all([
      this.db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, input.teacher_id)),
      this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)),
    ]);
    if (!(teacher && isTeacherRole(teacher.role))) throw badRequest(M.teacherInvalid, 'VALIDATION', 'teacher_id');
    if (!category) throw notFound(M.categoryInvalid);
    const startDate = input.start_date ? parseFormDate(input.start_date) : new Date();
    const endDate = input.end_date ? parseFormDate(input.end_date) : oneMonthAfter(startDate);
    if (endDate < startDate) throw badRequest(M.endBeforeStart, 'VALIDATION', 'end_date');
    try {
      const [row] = await this.db
        .insert(courses)
        .values({
          id: input.id,
          name: input.name,
          description: input.description ?? DEFAULT_COURSE_DESCRIPTION,
          teacherId: input.teacher_id,
          categoryId: input.category_id,
          startDate,
          endDate,
        })
        .returning();
      if (!row) throw new Error('course insert returned nothing');
      // The trigger made the leading teacher a teacher member (migration 0016).
      return presentCourse(
        {
          ...row,
          teacherName: teacher.name,
          lessonCount: 0,
          memberRole: actor.id === row.teacherId ? 'teacher' : null,
        },
        actor,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.courseIdTaken, 'COURSE_ID_TAKEN');
      if (isForeignKeyViolation(error)) throw notFound(M.categoryInvalid);
      throw error;
    }
  }

  /** Name, description and dates; its id, teacher and term stay. Blank description: the default. */
  async update(actor: Actor, id: number, input: UpdateCourseInput): Promise<Course> {
    await this.outbox.transaction(async (tx, record) => {
      const [course] = await tx
        .select({ ...getTableColumns(courses), ...courseAccessColumns(actor), teacherIds: courseTeachersSql })
        .from(courses)
        .where(eq(courses.id, id))
        .for('update');
      if (!course || !can(actor, 'course.read', course)) throw notFound(M.courseInvalid);
      authorize(actor, 'course.manage', course);
      const startDate = input.start_date ? parseFormDate(input.start_date) : course.startDate;
      const endDate = input.end_date ? parseFormDate(input.end_date) : course.endDate;
      if (endDate < startDate) throw badRequest(M.endBeforeStart, 'VALIDATION', 'end_date');
      const description = input.description === null ? DEFAULT_COURSE_DESCRIPTION : input.description;
      await tx.update(courses).set({ name: input.name, description, startDate, endDate }).where(eq(courses.id, id));
      await record('contentEdited', { courseId: id, lessonId: null });
      // Students see a published course in its term's list without being in its room.
      if (course.publication === 'published') await record('categoryChanged', { categoryId: course.categoryId });
    });
    const [row] = await this.db
      .select({
        ...getTableColumns(courses),
        teacherName: users.name,
        lessonCount: lessonCount(actor),
        memberRole: courseAccessColumns(actor).memberRole,
      })
      .from(courses)
      .leftJoin(users, eq(users.id, courses.teacherId))
      .where(eq(courses.id, id));
    if (!row) throw notFound(M.courseInvalid);
    return presentCourse(row, actor);
  }

  /**
   * Refused while the course has lessons or assignments; teachers delete only courses they teach. Pictures
   * uploaded for lessons never saved go with it, their files after the commit unless a copy
   * of the course still shows them.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const imageKeys = await this.db.transaction(async (tx) => {
      const [course] = await tx
        .select(courseAccessColumns(actor))
        .from(courses)
        .where(eq(courses.id, id))
        .for('update');
      if (!course || !can(actor, 'course.read', course)) throw notFound(M.courseInvalid);
      authorize(actor, 'course.manage', course);
      const [children] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.courseId, id));
      if ((children?.n ?? 0) > 0) {
        throw conflict(M.courseHasLessons, 'COURSE_HAS_LESSONS');
      }
      const [assignment] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(eq(assignments.courseId, id))
        .limit(1);
      if (assignment) throw conflict(M.courseHasAssignments, 'COURSE_HAS_ASSIGNMENTS');
      const images = await tx
        .delete(lessonImages)
        .where(eq(lessonImages.courseId, id))
        .returning({ key: lessonImages.storageKey });
      await tx.delete(courses).where(eq(courses.id, id));
      return images.map((image) => image.key);
    });
    await deleteUnusedFiles(this.db, this.storage, imageKeys);
  }
}
