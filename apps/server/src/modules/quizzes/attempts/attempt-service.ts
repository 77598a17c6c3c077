import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { QUIZ_ATTEMPT_MESSAGES as M, sumPoints } from '@netclass/shared';
import type { MyQuizAttempts, QuizAttemptView, QuizPreview, QuizStartRefusal } from '@netclass/shared/quiz-attempts';
import type { Db, DbOrTx } from '../../../db/client.js';
import {
  quizAttemptEvents,
  quizAttemptQuestions,
  quizAttempts,
  quizSlots,
  quizStudentOverrides,
} from '../../../db/schema/index.js';
import { conflict } from '../../../lib/errors.js';
import { isUniqueViolation } from '../../../lib/pg-errors.js';
import { authorize, can, type Actor } from '../../../policies/index.js';
import type { LessonContent, LessonImageService } from '../../content/index.js';
import { managedQuiz, readableAttempt, visibleQuiz, type QuizAttemptRow, type QuizRow } from '../access.js';
import { renderAttemptHtml } from './attempt-html.js';
import { drawAttemptQuestions, loadDrawMaterial } from './attempt-draw.js';
import {
  presentAttemptQuestion,
  presentAttemptSummary,
  presentAttemptView,
  presentReviewSchedule,
  reviewParts,
} from './attempt-presenter.js';
import { submitAttempt } from './attempt-submit.js';
import { attemptEndsAt, savesOver, scheduleAttemptEnd } from './attempt-timer.js';

type AttemptQuestionRow = typeof quizAttemptQuestions.$inferSelect;

/** A student's standing with a quiz: their extra time and attempts, and their attempts in order. */
interface Standing {
  extraSeconds: number;
  extraAttempts: number;
  attempts: QuizAttemptRow[];
}

/** What a start did: gave back the attempt in progress, or made one (with its questions, as written). */
type Started =
  | { resumed: number }
  | { quiz: QuizRow; attempt: QuizAttemptRow; questions: (typeof quizAttemptQuestions.$inferSelect)[] };

const REFUSAL_MESSAGES: Record<QuizStartRefusal, string> = {
  not_open: M.notOpen,
  closed: M.closed,
  no_attempts_left: M.noAttemptsLeft,
  no_questions: M.noQuestions,
};

/** Why a new attempt may not start now; null: it may. */
function refusalOf(quiz: QuizRow, standing: Standing, slotCount: number, now: Date): QuizStartRefusal | null {
  if (quiz.openAt && now < quiz.openAt) return 'not_open';
  if (quiz.closeAt && now >= quiz.closeAt) return 'closed';
  if (quiz.maxAttempts !== null && standing.attempts.length >= quiz.maxAttempts + standing.extraAttempts)
    return 'no_attempts_left';
  return slotCount === 0 ? 'no_questions' : null;
}

/**
 * Students' attempts at quizzes (docs/decisions/030, "Attempts"): the intro, start or resume,
 * the attempt's view and review, submission (the student's or the end job's).
 * Saving answers and focus events are in attempt-answers.ts.
 */
export class QuizAttemptService {
  constructor(
    private readonly db: Db,
    private readonly images: LessonImageService,
    private readonly content: LessonContent,
  ) {}

  private async standing(db: DbOrTx, quizId: number, studentId: number): Promise<Standing> {
    const [[override], attempts] = await Promise.all([
      db
        .select()
        .from(quizStudentOverrides)
        .where(and(eq(quizStudentOverrides.quizId, quizId), eq(quizStudentOverrides.studentId, studentId))),
      db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)))
        .orderBy(asc(quizAttempts.number)),
    ]);
    return { extraSeconds: override?.extraSeconds ?? 0, extraAttempts: override?.extraAttempts ?? 0, attempts };
  }

  private slotCount = async (db: DbOrTx, quizId: number) =>
    (await db.select({ n: count() }).from(quizSlots).where(eq(quizSlots.quizId, quizId)))[0]?.n ?? 0;

  /** The intro of a quiz for a student: its settings (with their extra time and attempts), their attempts, whether they may start and why not. */
  async mine(actor: Actor, quizId: number, now = new Date()): Promise<MyQuizAttempts> {
    const { quiz } = await visibleQuiz(this.db, actor, quizId);
    authorize(actor, 'quiz.attempt');
    const [standing, slotCount, descriptionHtml] = await Promise.all([
      this.standing(this.db, quizId, actor.id),
      this.slotCount(this.db, quizId),
      this.content.uncached(quiz.courseId, quiz.description),
    ]);
    const inProgress = standing.attempts.find((attempt) => attempt.submittedAt === null);
    return {
      quiz: {
        id: quiz.id,
        course_id: quiz.courseId,
        title: quiz.title,
        description_html: descriptionHtml,
        open_at: quiz.openAt?.toISOString() ?? null,
        close_at: quiz.closeAt?.toISOString() ?? null,
        time_limit_seconds: quiz.timeLimitSeconds === null ? null : quiz.timeLimitSeconds + standing.extraSeconds,
        max_attempts: quiz.maxAttempts === null ? null : quiz.maxAttempts + standing.extraAttempts,
        grading_method: quiz.gradingMethod,
        question_count: slotCount,
        max_points: quiz.maxPoints,
        review: presentReviewSchedule(quiz),
      },
      attempts: standing.attempts.map((attempt) =>
        presentAttemptSummary(attempt, reviewParts(quiz, attempt, false, now).marks),
      ),
      in_progress_id: inProgress?.id ?? null,
      refusal: inProgress ? null : refusalOf(quiz, standing, slotCount, now),
      now: now.toISOString(),
    };
  }

  /**
   * Starts an attempt, or answers the one in progress (any device). Two starts at once make one
   * attempt: the second's insert meets the unique (quiz, student, number) index, and it is run
   * again, to find the first's attempt.
   */
  async start(actor: Actor, quizId: number): Promise<{ created: boolean; view: QuizAttemptView }> {
    let started: Started;
    try {
      started = await this.db.transaction((tx) => this.startIn(tx, actor, quizId));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      started = await this.db.transaction((tx) => this.startIn(tx, actor, quizId));
    }
    // A new attempt is answered from what was written; one in progress is read as any view.
    if ('resumed' in started) return { created: false, view: await this.view(actor, started.resumed) };
    const questions = [...started.questions].sort((a, b) => a.position - b.position);
    const html = await renderAttemptHtml(this.images, started.quiz.courseId, questions, false);
    return {
      created: true,
      view: presentAttemptView(started.quiz, started.attempt, questions, null, null, html, new Date()),
    };
  }

  private async startIn(tx: DbOrTx, actor: Actor, quizId: number): Promise<Started> {
    const { quiz } = await visibleQuiz(tx, actor, quizId);
    authorize(actor, 'quiz.attempt');
    // The transaction's own time (now() is the same all through it): the attempt's start.
    const [{ now }] = (await tx.execute<{ now: Date }>(sql`select now() as now`)).rows as [{ now: Date }];
    const standing = await this.standing(tx, quizId, actor.id);
    const current = standing.attempts.find((attempt) => attempt.submittedAt === null);
    if (current && !savesOver(current.endsAt, new Date(now))) return { resumed: current.id };
    // Over, and its end job has not run yet (the app was down): it ends now, as the job would have.
    if (current) await submitAttempt(tx, current.id, 'timer');
    const material = await loadDrawMaterial(tx, quizId);
    const refusal = refusalOf(quiz, standing, material.slots.length, new Date(now));
    if (refusal) throw conflict(REFUSAL_MESSAGES[refusal]);
    const seed = randomBytes(16).toString('base64url');
    const drawn = drawAttemptQuestions(material, seed, quiz);
    const endsAt = attemptEndsAt(new Date(now), quiz, standing.extraSeconds);
    const maxPoints = sumPoints(drawn.map((question) => question.points));
    const number = (standing.attempts.at(-1)?.number ?? 0) + 1;
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({ quizId, studentId: actor.id, number, seed, startedAt: new Date(now), endsAt, maxPoints })
      .returning();
    if (!attempt) throw new Error('quiz attempt insert returned nothing');
    const questions = await tx
      .insert(quizAttemptQuestions)
      .values(drawn.map((question) => ({ ...question, attemptId: attempt.id })))
      .returning();
    if (endsAt) await scheduleAttemptEnd(tx, attempt.id, endsAt);
    return { quiz, attempt, questions };
  }

  /**
   * An attempt as its reader may see it: in progress, the questions to answer with the saved
   * answers; submitted, the review as the quiz's timings allow. Staff see the full review and
   * the focus events. An attempt whose time is over but whose end job has not run yet (the app
   * was down) is submitted first, as the job would have.
   */
  async view(actor: Actor, attemptId: number, now = new Date()): Promise<QuizAttemptView> {
    let { attempt, quiz, course } = await readableAttempt(this.db, actor, attemptId);
    if (attempt.submittedAt === null && savesOver(attempt.endsAt, now)) {
      await this.db.transaction((tx) => submitAttempt(tx, attemptId, 'timer'));
      ({ attempt, quiz, course } = await readableAttempt(this.db, actor, attemptId));
    }
    const staff = can(actor, 'quiz.manage', course);
    const parts = attempt.submittedAt === null ? null : reviewParts(quiz, attempt, staff, now);
    const [questions, events] = await Promise.all([
      this.db
        .select()
        .from(quizAttemptQuestions)
        .where(eq(quizAttemptQuestions.attemptId, attemptId))
        .orderBy(asc(quizAttemptQuestions.position)),
      staff
        ? this.db
            .select()
            .from(quizAttemptEvents)
            .where(eq(quizAttemptEvents.attemptId, attemptId))
            .orderBy(asc(quizAttemptEvents.at), asc(quizAttemptEvents.id))
        : null,
    ]);
    const html = await renderAttemptHtml(this.images, quiz.courseId, questions, parts?.feedback ?? false);
    return presentAttemptView(quiz, attempt, questions, parts, events, html, now);
  }

  /**
   * A teacher's preview of the quiz as a student sees it (docs/decisions/038): the questions
   * drawn from a fresh seed as a new attempt's would be, rendered as the student gets them (no
   * keys), and nothing written: no attempt, no answers, no end job. Staff who manage the course only.
   */
  async preview(actor: Actor, quizId: number): Promise<QuizPreview> {
    const { quiz } = await managedQuiz(this.db, actor, quizId);
    const material = await loadDrawMaterial(this.db, quizId);
    if (material.slots.length === 0) throw conflict(M.noQuestions);
    const drawn = drawAttemptQuestions(material, randomBytes(16).toString('base64url'), quiz);
    const rows: AttemptQuestionRow[] = drawn.map((question) => ({
      ...question,
      attemptId: 0,
      answer: null,
      answerSeq: 0,
      answeredAt: null,
      score: null,
      marks: null,
    }));
    const html = await renderAttemptHtml(this.images, quiz.courseId, rows, false);
    return {
      quiz_id: quiz.id,
      quiz_title: quiz.title,
      max_points: sumPoints(drawn.map((question) => question.points)),
      questions: rows.map((row) => presentAttemptQuestion(row, null, html.get(row.position))),
      review_schedule: presentReviewSchedule(quiz),
    };
  }

  /** The student submits (idempotent: a second submit, or one after the end job, answers the review). */
  async submit(actor: Actor, attemptId: number): Promise<QuizAttemptView> {
    const { attempt } = await readableAttempt(this.db, actor, attemptId);
    authorize(actor, 'quiz.attempt');
    await this.db.transaction((tx) => submitAttempt(tx, attempt.id, 'student'));
    return this.view(actor, attemptId);
  }

  /** The end job (infra/jobs.ts `quizAttemptEnd`): submits the attempt if it is still open. Runs again harmlessly. */
  async endByTimer({ attemptId }: { attemptId: number }): Promise<void> {
    await this.db.transaction((tx) => submitAttempt(tx, attemptId, 'timer'));
  }
}
