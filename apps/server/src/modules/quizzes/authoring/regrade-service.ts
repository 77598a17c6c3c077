import { and, desc, eq, sql } from 'drizzle-orm';
import {
  QUIZ_RESULTS_MESSAGES as M,
  type QuizAttemptQuestionBody,
  type QuizRegradeList,
  type QuizRegradeResponse,
} from '@netclass/shared';
import type { Db } from '../../../db/client.js';
import { questions, quizRegrades, users } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/errors.js';
import type { Actor } from '../../../policies/index.js';
import { managedQuiz } from '../access.js';
import { scoreAttemptQuestion } from '../scoring.js';

/** How many past regrades the regrade panel lists. */
const HISTORY_LIMIT = 20;

interface StaleRow extends Record<string, unknown> {
  question_id: number;
  title: string | null;
  type: string;
  version: number;
  attempts: number;
}

interface AffectedRow extends Record<string, unknown> {
  attempt_id: number;
  position: number;
  points: string | number;
  answer: unknown;
}

/** The submitted attempts' questions of quiz `quizId` that show bank question `questionId` at a version older than `version`. */
const staleSql = (quizId: number, questionId: number, version: number) => sql`
  select aq.attempt_id, aq.position, aq.points, aq.answer
  from quiz_attempts a join quiz_attempt_questions aq on aq.attempt_id = a.id
  where a.quiz_id = ${quizId} and a.submitted_at is not null and aq.question_id = ${questionId} and aq.question_version < ${version}
  order by aq.attempt_id, aq.position
  for update of aq`;

/**
 * A changed answer key (docs/decisions/030, "Results"): the bank question's `version` goes up at
 * every edit, and the questions whose submitted attempts show an older version are listed;
 * a regrade re-scores them with the current body (replacing the stored body and version, the
 * shown order kept; an answer naming a removed option just scores what it scores), recomputes
 * their attempts' points and writes the audit row, in one transaction. A generated question
 * has no bank version (its key is computed): it is never listed. An attempt still in progress
 * keeps the version it shows and is scored by it when submitted (it is listed after).
 */
export class QuizRegradeService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, id: number): Promise<QuizRegradeList> {
    await managedQuiz(this.db, actor, id);
    const stale = await this.db.execute<StaleRow>(sql`
      select q.id as question_id, q.title, q.type, q.version, count(distinct aq.attempt_id)::int as attempts
      from quiz_attempts a join quiz_attempt_questions aq on aq.attempt_id = a.id join questions q on q.id = aq.question_id
      where a.quiz_id = ${id} and a.submitted_at is not null and aq.question_version < q.version
      group by q.id order by q.id`);
    const history = await this.db
      .select({ row: quizRegrades, byName: users.name })
      .from(quizRegrades)
      .leftJoin(users, eq(users.id, quizRegrades.regradedBy))
      .where(eq(quizRegrades.quizId, id))
      .orderBy(desc(quizRegrades.regradedAt), desc(quizRegrades.id))
      .limit(HISTORY_LIMIT);
    return {
      questions: stale.rows.map((row) => ({
        question_id: Number(row.question_id),
        title: row.title,
        type: row.type,
        version: Number(row.version),
        attempts: Number(row.attempts),
      })),
      history: history.map(({ row, byName }) => ({
        id: row.id,
        question_id: row.questionId,
        question_version: row.questionVersion,
        attempts_changed: row.attemptsChanged,
        regraded_by: row.regradedBy === null ? null : { id: row.regradedBy, name: byName ?? '' },
        regraded_at: row.regradedAt.toISOString(),
      })),
    };
  }

  async regrade(actor: Actor, id: number, questionId: number): Promise<QuizRegradeResponse> {
    return this.db.transaction(async (tx) => {
      // The quiz's row, locked: one regrade of a quiz at a time; the question's, shared: no edit meanwhile.
      const { quiz } = await managedQuiz(tx, actor, id, { lock: 'update' });
      const [question] = await tx
        .select({ body: questions.body, version: questions.version })
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.courseId, quiz.courseId)))
        .for('share');
      if (!question) throw notFound(M.questionNotInQuiz);
      const affected = (await tx.execute<AffectedRow>(staleSql(quiz.id, questionId, question.version))).rows;
      if (!affected.length) {
        const used = await tx.execute(
          sql`select 1 from quiz_attempts a join quiz_attempt_questions aq on aq.attempt_id = a.id
            where a.quiz_id = ${quiz.id} and aq.question_id = ${questionId} limit 1`,
        );
        throw used.rows.length ? conflict(M.nothingToRegrade) : notFound(M.questionNotInQuiz);
      }
      const body: QuizAttemptQuestionBody = { kind: 'bank', question: question.body };
      const scored = affected.map((row) => {
        const { score, marks } = scoreAttemptQuestion(body, Number(row.points), row.answer);
        return { attempt_id: Number(row.attempt_id), position: Number(row.position), score, marks };
      });
      await tx.execute(sql`
        update quiz_attempt_questions aq set body = ${JSON.stringify(body)}::jsonb, question_version = ${question.version}, score = r.score, marks = r.marks
        from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb) as r(attempt_id int, position int, score numeric, marks jsonb)
        where aq.attempt_id = r.attempt_id and aq.position = r.position`);
      const attemptIds = [...new Set(scored.map((row) => row.attempt_id))];
      await tx.execute(sql`
        update quiz_attempts a set points = (select coalesce(sum(aq.score), 0) from quiz_attempt_questions aq where aq.attempt_id = a.id)
        where a.id in (select jsonb_array_elements_text(${JSON.stringify(attemptIds)}::jsonb)::int)`);
      await tx.insert(quizRegrades).values({
        quizId: quiz.id,
        questionId,
        questionVersion: question.version,
        attemptsChanged: attemptIds.length,
        regradedBy: actor.id,
      });
      return { question_id: questionId, question_version: question.version, attempts_changed: attemptIds.length };
    });
  }
}
