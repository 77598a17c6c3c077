import type { Readable } from 'node:stream';
import type {
  QuizResultsQuery,
  QuizResultsResponse,
  QuizResultStudent,
  QuizStatisticsResponse,
} from '@netclass/shared';
import type { Db } from '../../../db/client.js';
import { cursorExport } from '../../../infra/cursor-export.js';
import type { Actor } from '../../../policies/index.js';
import { managedQuiz, type QuizRow } from '../access.js';
import { resultExportSql, resultPageSql, statisticsSql, type ResultQuiz, type ResultRow } from './result-sql.js';

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const resultQuiz = (quiz: QuizRow): ResultQuiz => ({
  id: quiz.id,
  courseId: quiz.courseId,
  gradingMethod: quiz.gradingMethod,
  maxPoints: quiz.maxPoints,
});

const presentQuiz = (quiz: QuizRow) => ({
  id: quiz.id,
  course_id: quiz.courseId,
  title: quiz.title,
  max_points: quiz.maxPoints,
  grading_method: quiz.gradingMethod,
  close_at: quiz.closeAt?.toISOString() ?? null,
});

/** A row of the page's JSON or of the export's cursor as a student's results. */
const presentRow = (row: ResultRow): QuizResultStudent => ({
  student_id: Number(row.id),
  name: row.name,
  attempts: row.attempts.map((attempt) => ({
    id: attempt.id,
    number: attempt.number,
    started_at: new Date(attempt.started_at).toISOString(),
    submitted_at: isoOrNull(attempt.submitted_at),
    points: numberOrNull(attempt.points),
  })),
  grade: numberOrNull(row.grade),
  last_submitted_at: isoOrNull(row.last_submitted_at),
  focus_events: Number(row.focus_events),
});

interface StatisticsRow extends Record<string, unknown> {
  graded: number;
  mean: string | null;
  median: string | null;
  distribution: number[];
  questions: (Omit<QuizStatisticsResponse['questions'][number], 'difficulty' | 'discrimination'> & {
    difficulty: number | null;
    discrimination: number | null;
  })[];
}

/** A quiz's results as it streams out: the quiz and its students, one by one, by name. */
export interface QuizResultsExport {
  quiz: ReturnType<typeof presentQuiz>;
  /** QuizResultStudent objects; destroy it to stop early. */
  students: Readable;
}

/**
 * A quiz's results for its teachers and admins (policy `quiz.manage`; docs/decisions/030,
 * "Results"): a numbered page of the class with attempts and counted grades, the whole class
 * through a cursor for the CSV, and the statistics; each one statement (result-sql.ts).
 */
export class QuizResultService {
  constructor(private readonly db: Db) {}

  async page(actor: Actor, id: number, query: QuizResultsQuery): Promise<QuizResultsResponse> {
    const { quiz } = await managedQuiz(this.db, actor, id);
    const selection = {
      q: query.q,
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const [page] = (
      await this.db.execute<{ total: number; students: ResultRow[] }>(resultPageSql(resultQuiz(quiz), selection))
    ).rows;
    return {
      quiz: presentQuiz(quiz),
      students: (page?.students ?? []).map(presentRow),
      total: page?.total ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  async export(actor: Actor, id: number): Promise<QuizResultsExport> {
    const { quiz } = await managedQuiz(this.db, actor, id);
    const { rows } = await cursorExport(
      this.db,
      async () => ({ head: null, statement: resultExportSql(resultQuiz(quiz)) }),
      presentRow,
    );
    return { quiz: presentQuiz(quiz), students: rows };
  }

  async statistics(actor: Actor, id: number): Promise<QuizStatisticsResponse> {
    const { quiz } = await managedQuiz(this.db, actor, id);
    const [row] = (await this.db.execute<StatisticsRow>(statisticsSql(resultQuiz(quiz)))).rows;
    return {
      quiz: presentQuiz(quiz),
      graded: row?.graded ?? 0,
      mean: numberOrNull(row?.mean ?? null),
      median: numberOrNull(row?.median ?? null),
      distribution: (row?.distribution ?? []).map(Number),
      questions: (row?.questions ?? []).map((question) => ({
        ...question,
        difficulty: numberOrNull(question.difficulty),
        discrimination: numberOrNull(question.discrimination),
      })),
    };
  }
}
