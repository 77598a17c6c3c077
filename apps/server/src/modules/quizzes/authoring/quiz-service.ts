import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { QUIZ_AUTHORING_MESSAGES as M, isStudentRole } from '@netclass/shared';
import type { Quiz, QuizListResponse, QuizPatchInput } from '@netclass/shared/quiz-authoring';
import type { Db, DbOrTx } from '../../../db/client.js';
import { courses, quizAttempts, quizSlots, quizStudentOverrides, quizzes } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../lib/errors.js';
import { parseFormDate } from '../../../lib/form-date.js';
import { authorize, can, visibleSql, type Actor } from '../../../policies/index.js';
import { visibleCourse } from '../../assignments/index.js';
import { checkCourseGradeCategory, checkCourseLesson } from '../../content/index.js';
import { cancelQuizReminder, scheduleQuizReminder } from '../../../infra/reminder-jobs.js';
import { deleteItemOverrides } from '../../grading/index.js';
import { managedQuiz, visibleQuiz, type QuizWithCourse } from '../access.js';
import { presentQuizSummary, presentSlot, type StudentQuizFigures } from './quiz-presenter.js';
import { readSlots } from './slot-rows.js';

const formDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : parseFormDate(value);

/** The columns the settings sent write (what is left out stays as it is, or takes its default). */
const columnsOf = (input: QuizPatchInput) => ({
  title: input.title,
  description: input.description === undefined ? undefined : (input.description ?? ''),
  lessonId: input.lesson_id,
  categoryId: input.grade_category_id,
  openAt: formDate(input.open_at),
  closeAt: formDate(input.close_at),
  timeLimitSeconds: input.time_limit_seconds,
  maxAttempts: input.max_attempts,
  gradingMethod: input.grading_method,
  shuffleQuestions: input.shuffle_questions,
  shuffleOptions: input.shuffle_options,
  reviewAnswers: input.review_answers,
  reviewMarks: input.review_marks,
  reviewFeedback: input.review_feedback,
});

/** The close time after the open time, as the quiz will have them (the form's check compares texts; this, instants). */
function checkTimes(openAt: Date | null, closeAt: Date | null): void {
  if (openAt && closeAt && closeAt <= openAt) throw badRequest(M.closeBeforeOpen, 'VALIDATION', 'close_at');
}

/** The signed-in student's attempts, one in progress, and allowance for each quiz row, in the same query. */
const studentFigures = (studentId: number) => ({
  attemptsUsed: sql<number>`(select count(*)::int from quiz_attempts a where a.quiz_id = quizzes.id and a.student_id = ${studentId})`,
  inProgress: sql<boolean>`exists (select 1 from quiz_attempts a where a.quiz_id = quizzes.id and a.student_id = ${studentId}
    and a.submitted_at is null and (a.ends_at is null or a.ends_at > now()))`,
  extraSeconds: quizStudentOverrides.extraSeconds,
  extraAttempts: quizStudentOverrides.extraAttempts,
});
type Figures = { attemptsUsed: number; inProgress: boolean; extraSeconds: number | null; extraAttempts: number | null };
const figuresOf = (actor: Actor, row: Figures): StudentQuizFigures =>
  isStudentRole(actor.role)
    ? {
        attempts_used: row.attemptsUsed,
        in_progress: row.inProgress,
        extra_seconds: row.extraSeconds ?? 0,
        extra_attempts: row.extraAttempts ?? 0,
      }
    : null;

/**
 * A course's quizzes (docs/decisions/030, "Authoring"): those who manage the course create,
 * edit and delete them (drafts until published through the publication service); students see
 * the published ones of courses they may enter, with their own attempts.
 */
export class QuizService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, courseId: number): Promise<QuizListResponse> {
    const course = await visibleCourse(this.db, actor, courseId);
    const rows = await this.db
      .select({ ...getTableColumns(quizzes), ...studentFigures(actor.id) })
      .from(quizzes)
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .leftJoin(
        quizStudentOverrides,
        and(eq(quizStudentOverrides.quizId, quizzes.id), eq(quizStudentOverrides.studentId, actor.id)),
      )
      .where(
        and(
          eq(quizzes.courseId, courseId),
          visibleSql(actor, 'courses', [sql`courses.publication`, sql`quizzes.publication`]),
        ),
      )
      .orderBy(sql`${quizzes.closeAt} asc nulls last`, asc(quizzes.id));
    const manages = can(actor, 'quiz.manage', course);
    return {
      quizzes: rows.map(({ attemptsUsed, inProgress, extraSeconds, extraAttempts, ...row }) =>
        presentQuizSummary(row, figuresOf(actor, { attemptsUsed, inProgress, extraSeconds, extraAttempts }), manages),
      ),
      can_create: manages,
    };
  }

  async get(actor: Actor, id: number): Promise<Quiz> {
    return this.present(this.db, actor, await visibleQuiz(this.db, actor, id));
  }

  async create(actor: Actor, courseId: number, input: QuizPatchInput & { title: string }): Promise<Quiz> {
    const course = await visibleCourse(this.db, actor, courseId);
    authorize(actor, 'quiz.manage', course);
    const columns = columnsOf(input);
    checkTimes(columns.openAt ?? null, columns.closeAt ?? null);
    return this.db.transaction(async (tx) => {
      await checkCourseLesson(tx, courseId, input.lesson_id, M.lessonInvalid);
      await checkCourseGradeCategory(tx, courseId, input.grade_category_id, M.gradeCategoryInvalid);
      const [row] = await tx
        .insert(quizzes)
        .values({ ...columns, title: input.title, courseId, createdBy: actor.id })
        .returning();
      if (!row) throw new Error('quiz insert returned nothing');
      return this.present(tx, actor, { quiz: row, course });
    });
  }

  async update(actor: Actor, id: number, input: QuizPatchInput): Promise<Quiz> {
    return this.db.transaction(async (tx) => {
      const { quiz, course } = await managedQuiz(tx, actor, id, { lock: 'update' });
      const columns = columnsOf(input);
      checkTimes(
        columns.openAt === undefined ? quiz.openAt : columns.openAt,
        columns.closeAt === undefined ? quiz.closeAt : columns.closeAt,
      );
      await checkCourseLesson(tx, course.id, input.lesson_id, M.lessonInvalid);
      await checkCourseGradeCategory(tx, course.id, input.grade_category_id, M.gradeCategoryInvalid);
      const [row] = await tx
        .update(quizzes)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(quizzes.id, id))
        .returning();
      if (columns.closeAt !== undefined && row!.publication === 'published') {
        await scheduleQuizReminder(tx, id, row!.closeAt);
      }
      return this.present(tx, actor, { quiz: row!, course });
    });
  }

  /**
   * Releases the answers and worked solutions to students now, or takes the release back
   * (docs/decisions/038): what the quiz's review shows `after_close` shows from the release on,
   * closed or not; the attempt view reads it on every request, so the server, not the page, hides
   * them until then.
   */
  async releaseSolutions(actor: Actor, id: number, released: boolean): Promise<Quiz> {
    return this.db.transaction(async (tx) => {
      const { course } = await managedQuiz(tx, actor, id, { lock: 'update' });
      const [row] = await tx
        .update(quizzes)
        .set({
          solutionsReleasedAt: released ? sql`coalesce(${quizzes.solutionsReleasedAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(quizzes.id, id))
        .returning();
      return this.present(tx, actor, { quiz: row!, course });
    });
  }

  /** Refused (409) once any student has an attempt: their work and grades are kept. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await managedQuiz(tx, actor, id, { lock: 'update' });
      const [attempt] = await tx
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, id))
        .limit(1);
      if (attempt) throw conflict(M.hasAttempts);
      await deleteItemOverrides(tx, 'quiz', id);
      await cancelQuizReminder(tx, id);
      await tx.delete(quizzes).where(eq(quizzes.id, id));
    });
  }

  /** The quiz whole: its slots for those who manage it, a student's own figures for a student. */
  async present(db: DbOrTx, actor: Actor, { quiz, course }: QuizWithCourse): Promise<Quiz> {
    const manages = can(actor, 'quiz.manage', course);
    // One after another: `db` may be a transaction, whose connection takes one query at a time.
    const slots = manages ? await readSlots(db, quiz.id) : null;
    const [figures] = await db
      .select(studentFigures(actor.id))
      .from(quizzes)
      .leftJoin(
        quizStudentOverrides,
        and(eq(quizStudentOverrides.quizId, quizzes.id), eq(quizStudentOverrides.studentId, actor.id)),
      )
      .where(eq(quizzes.id, quiz.id));
    const [count] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(quizSlots)
      .where(eq(quizSlots.quizId, quiz.id));
    return {
      ...presentQuizSummary(quiz, figures ? figuresOf(actor, figures) : null, manages),
      description: quiz.description,
      grading_method: quiz.gradingMethod,
      shuffle_questions: quiz.shuffleQuestions,
      shuffle_options: quiz.shuffleOptions,
      review_answers: quiz.reviewAnswers,
      review_marks: quiz.reviewMarks,
      review_feedback: quiz.reviewFeedback,
      solutions_released_at: quiz.solutionsReleasedAt?.toISOString() ?? null,
      question_count: count?.count ?? 0,
      slots: slots?.map(presentSlot) ?? null,
    };
  }
}
