import { eq, getTableColumns, sql } from 'drizzle-orm';
import { CONTENT_MESSAGES as M, type CopyCourseInput, type Course, isTeacherRole } from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { categories, courses, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { parseFormDate } from '../../lib/form-date.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { authorize, courseAccessColumns, requireManaged, type Actor } from '../../policies/index.js';
import { presentCourse } from './presenter.js';

/**
 * Copies a course into a term (docs/decisions/021-course-copy.md): a new draft course with
 * the original's lessons (order kept), its ready materials, its lesson pictures, its
 * assignments (with their attached files, dates moved with the course) and its quizzes with
 * their question bank, all drafts, sharing
 * the stored files. Nothing of the students' (progress, completions, comments, notifications,
 * hand-ins, grades, extensions, quiz attempts and allowances) goes with it. One transaction, a fixed number of statements
 * whatever the course's size.
 */
export class CourseCopyService {
  constructor(private readonly db: Db) {}

  async copy(actor: Actor, sourceId: number, input: CopyCourseInput): Promise<Course> {
    const [source] = await this.db
      .select({ ...getTableColumns(courses), ...courseAccessColumns(actor) })
      .from(courses)
      .where(eq(courses.id, sourceId));
    requireManaged(actor, source, () => notFound(M.courseInvalid));
    const teacherId = input.teacher_id ?? actor.id;
    authorize(actor, 'course.create', { teacherId });
    const [[teacher], [category]] = await Promise.all([
      this.db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, teacherId)),
      this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)),
    ]);
    if (!(teacher && isTeacherRole(teacher.role))) throw badRequest(M.teacherInvalid, 'VALIDATION', 'teacher_id');
    if (!category) throw notFound(M.categoryInvalid);
    // The original's length, from the new start, unless an end is given.
    const startDate = input.start_date ? parseFormDate(input.start_date) : new Date();
    const endDate = input.end_date
      ? parseFormDate(input.end_date)
      : new Date(startDate.getTime() + (source.endDate.getTime() - source.startDate.getTime()));
    if (endDate < startDate) throw badRequest(M.endBeforeStart, 'VALIDATION', 'end_date');

    try {
      const { row, lessonCount } = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courses)
          .values({
            id: input.id,
            name: input.name,
            description: source.description,
            teacherId,
            categoryId: input.category_id,
            startDate,
            endDate,
          })
          .returning();
        if (!row) throw new Error('course insert returned nothing');
        await lockSource(tx, sourceId);
        const lessonCount = await copyLessonsMaterialsAndAssignments(tx, sourceId, row.id, {
          shiftMs: startDate.getTime() - source.startDate.getTime(),
          createdBy: actor.id,
        });
        await copyLessonImages(tx, sourceId, row.id);
        return { row, lessonCount };
      });
      // The trigger made the leading teacher a teacher member (migration 0016).
      return presentCourse(
        { ...row, teacherName: teacher.name, lessonCount, memberRole: actor.id === teacherId ? 'teacher' : null },
        actor,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.courseIdTaken, 'COURSE_ID_TAKEN');
      throw error;
    }
  }
}

/**
 * Rows being copied cannot be deleted (nor their files, stored-files.ts) until the copy
 * commits; a deletion that came first has removed them from what is copied.
 */
async function lockSource(tx: Tx, sourceId: number): Promise<void> {
  await tx.execute(sql`select 1 from lessons where course_id = ${sourceId} for share`);
  await tx.execute(sql`select 1 from materials
    where status = 'ready' and lesson_id in (select id from lessons where course_id = ${sourceId}) for share`);
  await tx.execute(sql`select 1 from lesson_images where course_id = ${sourceId} for share`);
  // An assignment's attachments change only with the assignment locked FOR UPDATE.
  await tx.execute(sql`select 1 from assignments where course_id = ${sourceId} for share`);
  // A quiz's slots and a bank's questions change only with the quiz or the category locked.
  await tx.execute(sql`select 1 from quizzes where course_id = ${sourceId} for share`);
  await tx.execute(sql`select 1 from question_categories where course_id = ${sourceId} for share`);
}

/**
 * Lessons and assignments get their new ids first (the identities' sequences, in the
 * original's order), so their ready materials, the assignments' lessons and the attached files
 * can follow them in the same statement. Materials keep their places (order_num), and are
 * inserted in that order. Assignments come as drafts, their dates moved by `shiftMs` (the new
 * course's start against the original's), their grades not released. Answers the number of
 * lessons. The question bank (categories, live questions and any deleted one a quiz still names)
 * and the quizzes come the same way: quizzes as drafts, dates moved, solutions not released, no
 * grade category (the gradebook is not copied), their slots pointing into the new bank; nothing
 * of the students' (attempts, allowances).
 */
async function copyLessonsMaterialsAndAssignments(
  tx: Tx,
  sourceId: number,
  targetId: number,
  { shiftMs, createdBy }: { shiftMs: number; createdBy: number },
): Promise<number> {
  const shift = sql`${shiftMs} * interval '1 millisecond'`;
  const result = await tx.execute<{ lessons: number }>(sql`
    with lesson_ids as materialized (
      select old_id, nextval(pg_get_serial_sequence('lessons', 'id')) as new_id
      from (select id as old_id from lessons where course_id = ${sourceId} order by order_num, id) as ordered
    ),
    copied_lessons as (
      insert into lessons (id, title, content, course_id, order_num, publication)
      overriding system value
      select lesson_ids.new_id, lessons.title, lessons.content, ${targetId}, lessons.order_num, 'draft'
      from lessons join lesson_ids on lesson_ids.old_id = lessons.id
      order by lesson_ids.new_id
      returning 1
    ),
    copied_materials as (
      insert into materials (title, lesson_id, file_type, file_ext, file_size, original_name, storage_key, status, order_num, publication,
        uploaded_by, ready_at)
      select materials.title, lesson_ids.new_id, materials.file_type, materials.file_ext, materials.file_size, materials.original_name,
        materials.storage_key, 'ready', materials.order_num, 'draft', materials.uploaded_by, now()
      from materials join lesson_ids on lesson_ids.old_id = materials.lesson_id
      where materials.status = 'ready'
      order by lesson_ids.new_id, materials.order_num, materials.id
      returning 1
    ),
    assignment_ids as materialized (
      select old_id, nextval(pg_get_serial_sequence('assignments', 'id')) as new_id
      from (select id as old_id from assignments where course_id = ${sourceId} order by due_at, id) as ordered
    ),
    copied_assignments as (
      insert into assignments (id, course_id, lesson_id, title, instructions, allowed_types, max_file_bytes, due_at, accepts_until, max_points,
        rubric, publication, created_by)
      overriding system value
      select assignment_ids.new_id, ${targetId}, lesson_ids.new_id, a.title, a.instructions, a.allowed_types, a.max_file_bytes,
        a.due_at + ${shift}, a.accepts_until + ${shift}, a.max_points, a.rubric, 'draft', ${createdBy}
      from assignments a join assignment_ids on assignment_ids.old_id = a.id
      left join lesson_ids on lesson_ids.old_id = a.lesson_id
      order by assignment_ids.new_id
      returning 1
    ),
    copied_assignment_files as (
      insert into assignment_files (assignment_id, storage_key, original_name, file_size, created_at)
      select assignment_ids.new_id, f.storage_key, f.original_name, f.file_size, f.created_at
      from assignment_files f join assignment_ids on assignment_ids.old_id = f.assignment_id
      order by assignment_ids.new_id, f.id
      returning 1
    ),
    category_ids as materialized (
      select old_id, nextval(pg_get_serial_sequence('question_categories', 'id')) as new_id
      from (select id as old_id from question_categories where course_id = ${sourceId} order by position, id) as ordered
    ),
    copied_categories as (
      insert into question_categories (id, course_id, name, name_key, position, created_at)
      overriding system value
      select category_ids.new_id, ${targetId}, qc.name, qc.name_key, qc.position, qc.created_at
      from question_categories qc join category_ids on category_ids.old_id = qc.id
      order by category_ids.new_id
      returning 1
    ),
    question_ids as materialized (
      select old_id, nextval(pg_get_serial_sequence('questions', 'id')) as new_id
      from (select id as old_id from questions q where q.course_id = ${sourceId}
        and (q.deleted_at is null or exists (select 1 from quiz_slots s join quizzes z on z.id = s.quiz_id
          where z.course_id = ${sourceId} and s.question_id = q.id))
        order by id) as ordered
    ),
    copied_questions as (
      insert into questions (id, course_id, category_id, type, title, body, default_points, created_by, updated_by, created_at, updated_at, deleted_at)
      overriding system value
      select question_ids.new_id, ${targetId}, category_ids.new_id, q.type, q.title, q.body, q.default_points, q.created_by, q.updated_by,
        q.created_at, q.updated_at, q.deleted_at
      from questions q join question_ids on question_ids.old_id = q.id join category_ids on category_ids.old_id = q.category_id
      order by question_ids.new_id
      returning 1
    ),
    quiz_ids as materialized (
      select old_id, nextval(pg_get_serial_sequence('quizzes', 'id')) as new_id
      from (select id as old_id from quizzes where course_id = ${sourceId} order by id) as ordered
    ),
    copied_quizzes as (
      insert into quizzes (id, course_id, lesson_id, title, description, open_at, close_at, time_limit_seconds, max_attempts, grading_method,
        shuffle_questions, shuffle_options, review_answers, review_marks, review_feedback, max_points, publication, created_by)
      overriding system value
      select quiz_ids.new_id, ${targetId}, lesson_ids.new_id, z.title, z.description, z.open_at + ${shift}, z.close_at + ${shift}, z.time_limit_seconds,
        z.max_attempts, z.grading_method, z.shuffle_questions, z.shuffle_options, z.review_answers, z.review_marks, z.review_feedback, z.max_points,
        'draft', ${createdBy}
      from quizzes z join quiz_ids on quiz_ids.old_id = z.id
      left join lesson_ids on lesson_ids.old_id = z.lesson_id
      order by quiz_ids.new_id
      returning 1
    ),
    copied_slots as (
      insert into quiz_slots (quiz_id, position, kind, question_id, category_id, networking_type, points)
      select quiz_ids.new_id, s.position, s.kind, question_ids.new_id, category_ids.new_id, s.networking_type, s.points
      from quiz_slots s join quiz_ids on quiz_ids.old_id = s.quiz_id
      left join question_ids on question_ids.old_id = s.question_id
      left join category_ids on category_ids.old_id = s.category_id
      order by quiz_ids.new_id, s.position
      returning 1
    )
    select (select count(*) from copied_lessons)::int as lessons, (select count(*) from copied_materials)::int as materials,
      (select count(*) from copied_assignments)::int as assignments, (select count(*) from copied_assignment_files)::int as assignment_files,
      (select count(*) from copied_categories)::int as question_categories, (select count(*) from copied_questions)::int as questions,
      (select count(*) from copied_quizzes)::int as quizzes, (select count(*) from copied_slots)::int as quiz_slots`);
  return result.rows[0]?.lessons ?? 0;
}

/** The pictures keep their ids in the new course, so the copied Markdown shows them unchanged. */
async function copyLessonImages(tx: Tx, sourceId: number, targetId: number): Promise<void> {
  await tx.execute(sql`
    insert into lesson_images (id, course_id, storage_key, original_name, file_size, uploaded_by, created_at)
    select id, ${targetId}, storage_key, original_name, file_size, uploaded_by, created_at
    from lesson_images where course_id = ${sourceId}`);
}
