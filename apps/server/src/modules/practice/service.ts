import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PRACTICE_MESSAGES as M, TIME_ZONE } from '@netclass/shared';
import {
  checkAnswers,
  generateQuestion,
  promptOf,
  type NetworkingQuestionType,
} from '@netclass/shared/networking-questions';
import type { PracticeCheckResponse, PracticeQuestion, PracticeSummary } from '@netclass/shared/practice';
import type { Db } from '../../db/client.js';
import { practiceQuestions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { preparedSql } from '../../infra/prepared.js';
import { authorize, type Actor } from '../../policies/index.js';
import { presentCheck } from './presenter.js';

/** How long a drawn question waits for its answer before the sweep takes it. */
const PENDING_TTL = '1 day';

/** The calendar day (in Vietnam) of a timestamp. */
const dayOf = (at: SQL) => sql`(${at} at time zone ${TIME_ZONE})::date`;

/** Today in Vietnam, of the `now` the call gives. */
const today = dayOf(sql`${sql.placeholder('now')}::timestamptz`);
/** The summary of the user `userId`'s answered items (one row): see `summary`. */
const summarySql = sql`
  with answered as (
    select type, (result->>'correct')::int = (result->>'total')::int as solved, ${dayOf(sql`answered_at`)} as day
    from ${practiceQuestions} where user_id = ${sql.placeholder('userId')} and answered_at is not null
  ),
  days as (select distinct day from answered where day <= ${today}),
  runs as (select day, day - (row_number() over (order by day))::int as run from days)
  select
    (select json_agg(json_build_object('type', type, 'attempted', attempted, 'correct', correct) order by type)
       from (select type, count(*)::int as attempted, count(*) filter (where solved)::int as correct from answered group by type) per_type) as types,
    ${today} - (select max(day) from days) as last_day_age,
    (select count(*)::int from runs where run = (select run from runs order by day desc limit 1)) as last_run`;
type SummaryRow = { types: PracticeSummary['types'] | null; last_day_age: number | null; last_run: number };

/**
 * Practice mode (docs/decisions/027): the server draws each question with a random seed and
 * keeps it whole; the user gets its prompt, then checks it once. Every query is limited to the
 * actor's own items, so another user's item is not found (404), never confirmed by a 403.
 */
export class PracticeService {
  /** The dashboard's summary: every page load asks (issue 11: built once, prepared). */
  private readonly summaryQuery;

  constructor(private readonly db: Db) {
    this.summaryQuery = preparedSql<SummaryRow>(db, 'practice_summary', summarySql);
  }

  async draw(actor: Actor, type: NetworkingQuestionType): Promise<PracticeQuestion> {
    authorize(actor, 'practice.use');
    const question = generateQuestion(type, randomBytes(16).toString('base64url'));
    const [row] = await this.db
      .insert(practiceQuestions)
      .values({ userId: actor.id, type, question })
      .returning({ id: practiceQuestions.id });
    if (!row) throw new Error('practice insert returned nothing');
    const prompt = promptOf(question);
    return { id: row.id, type: prompt.type, params: { ...prompt.params }, fields: prompt.fields };
  }

  /** Checks the item once: the first answers sent are kept, and a later send answers their stored result. */
  async check(actor: Actor, id: number, answers: Record<string, string>): Promise<PracticeCheckResponse> {
    authorize(actor, 'practice.use');
    const [pending] = await this.db
      .select()
      .from(practiceQuestions)
      .where(and(eq(practiceQuestions.id, id), eq(practiceQuestions.userId, actor.id)));
    if (!pending) throw notFound(M.notFound);
    if (pending.result) return presentCheck(pending);
    const result = checkAnswers(pending.question, answers);
    const [answered] = await this.db
      .update(practiceQuestions)
      .set({ answers, result, answeredAt: sql`now()` })
      .where(and(eq(practiceQuestions.id, id), isNull(practiceQuestions.answeredAt)))
      .returning();
    if (answered) return presentCheck(answered);
    // A parallel send checked it first (or the sweep took it): answer what is stored.
    const [stored] = await this.db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id));
    if (!stored?.result) throw notFound(M.notFound);
    return presentCheck(stored);
  }

  /**
   * Answered and fully right per type, and the streak: consecutive Vietnam days with an answer,
   * ending today, or yesterday while today has none yet. One query over the user's answered items.
   */
  async summary(actor: Actor, now = new Date()): Promise<PracticeSummary> {
    authorize(actor, 'practice.use');
    const [row] = await this.summaryQuery({ userId: actor.id, now: now.toISOString() });
    const age = row?.last_day_age ?? null;
    return {
      types: row?.types ?? [],
      streak: age !== null && age <= 1 ? (row?.last_run ?? 0) : 0,
      practised_today: age === 0,
    };
  }

  /** Removes drawn questions left unanswered for a day (at start and hourly, app.ts). Answers how many went. */
  async sweepPending(): Promise<number> {
    const swept = await this.db
      .delete(practiceQuestions)
      .where(
        and(
          isNull(practiceQuestions.answeredAt),
          lt(practiceQuestions.createdAt, sql`now() - ${PENDING_TTL}::interval`),
        ),
      )
      .returning({ id: practiceQuestions.id });
    return swept.length;
  }
}
