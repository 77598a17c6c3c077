import { sql, type SQL } from 'drizzle-orm';
import { QUIZ_GRADE_BINS, type QuizGradingMethod, type QuizResultSort, type SortOrder } from '@netclass/shared';
import { idOrNameContains } from '../../../lib/like-pattern.js';
import { inQuizClassSql, quizGradeSql } from '../../grading/index.js';

/**
 * The results page's and statistics' statements (docs/decisions/030, "Results"), set-based
 * whatever the class size: one statement for a page, one for the statistics.
 */

/** The quiz a statement reads: its id, course, grading method, maximum. */
export interface ResultQuiz {
  id: number;
  courseId: number;
  gradingMethod: QuizGradingMethod;
  maxPoints: number;
}

export interface ResultSelection {
  q: string;
  sort: QuizResultSort;
  order: SortOrder;
  limit?: number;
  offset?: number;
}

/** One student as `resultRowsSql` answers it (raw driver values). */
export interface ResultRow extends Record<string, unknown> {
  id: number | string;
  name: string;
  grade: string | number | null;
  last_submitted_at: string | Date | null;
  attempts: {
    id: number;
    number: number;
    started_at: string;
    submitted_at: string | null;
    points: string | number | null;
  }[];
  focus_events: number;
}

/**
 * CTEs ending in `rows`: the class (student members and anyone who started the quiz) searched
 * by id or name, each with the counted grade and last submission (the attempts' (quiz,
 * student, number) index), sorted (missing grades last, ties by id) and cut to the page; then,
 * for the picked students only, their attempts and focus events. `class` is every match (the count).
 */
export function resultRowsSql(quiz: ResultQuiz, selection: ResultSelection): SQL {
  const direction = selection.order === 'desc' ? sql`desc` : sql`asc`;
  const sortKey =
    selection.sort === 'id'
      ? sql`g.id`
      : selection.sort === 'name'
        ? sql`public.search_normalize(g.name)`
        : sql`g.grade`;
  return sql`
    class as (
      select u.id, u.name from users u
      where u.role = 'student' and ${inQuizClassSql(quiz.courseId, quiz.id, sql`u.id`)} and ${idOrNameContains(sql`u.id`, sql`u.name`, selection.q)}),
    graded as (
      select c.id, c.name, s.grade, s.last_submitted_at from class c
      left join lateral (
        select ${quizGradeSql(sql`${quiz.gradingMethod}::text`, 'qa')} as grade, max(qa.submitted_at) as last_submitted_at
        from quiz_attempts qa where qa.quiz_id = ${quiz.id} and qa.student_id = c.id and qa.submitted_at is not null) s on true),
    picked as (
      select g.*, row_number() over (order by ${sortKey} ${direction} nulls last, g.id ${direction}) as ord from graded g
      order by ${sortKey} ${direction} nulls last, g.id ${direction}
      ${selection.limit === undefined ? sql`` : sql`limit ${selection.limit} offset ${selection.offset ?? 0}`}),
    rows as (
      select p.id, p.name, p.ord, p.grade, p.last_submitted_at,
        coalesce(a.attempts, '[]'::json) as attempts, coalesce(a.focus_events, 0)::int as focus_events
      from picked p
      left join lateral (
        select json_agg(json_build_object('id', qa.id, 'number', qa.number, 'started_at', qa.started_at, 'submitted_at', qa.submitted_at,
          'points', qa.points) order by qa.number) as attempts,
          sum((select count(*) from quiz_attempt_events e where e.attempt_id = qa.id)) as focus_events
        from quiz_attempts qa where qa.quiz_id = ${quiz.id} and qa.student_id = p.id) a on true)`;
}

/** One statement for a page: how many students match, and the page's rows (as JSON). */
export const resultPageSql = (quiz: ResultQuiz, selection: ResultSelection): SQL => sql`
  with ${resultRowsSql(quiz, selection)}
  select (select count(*)::int from class) as total, coalesce((select json_agg(r order by r.ord) from rows r), '[]'::json) as students`;

/** One statement for the export: the whole class by name, a row per student (read through a cursor). */
export const resultExportSql = (quiz: ResultQuiz): SQL => sql`
  with ${resultRowsSql(quiz, { q: '', sort: 'name', order: 'asc' })}
  select id, name, grade, last_submitted_at, attempts, focus_events from rows order by ord`;

/**
 * One statement for the statistics, over the submitted attempts: each student's counted grade
 * (the distribution in `QUIZ_GRADE_BINS` bins of percent of the maximum, the last bin closed;
 * mean, median); per slot, its attempts, answers, difficulty (mean score over mean points) and
 * discrimination (Pearson's correlation of the question's score with the rest of the attempt's
 * score, `corr`; null when either does not vary).
 */
export const statisticsSql = (quiz: ResultQuiz): SQL => sql`
  with att as (select qa.* from quiz_attempts qa where qa.quiz_id = ${quiz.id} and qa.submitted_at is not null),
  grades as (select att.student_id, ${quizGradeSql(sql`${quiz.gradingMethod}::text`, 'att')} as grade from att group by att.student_id),
  bins as (
    select case when ${quiz.maxPoints}::numeric > 0
      then least(width_bucket(g.grade / ${quiz.maxPoints}::numeric, 0, 1, ${QUIZ_GRADE_BINS}), ${QUIZ_GRADE_BINS})
      else ${QUIZ_GRADE_BINS} end as bin, count(*)::int as n
    from grades g group by 1),
  per_slot as (
    select s.id as slot_id, s.position, s.kind, coalesce(bq.title, qc.name, s.networking_type) as label,
      count(aq.attempt_id)::int as attempts, count(aq.answer)::int as answered,
      case when avg(aq.points) > 0 then round(avg(aq.score) / avg(aq.points), 3) end as difficulty,
      round(corr(aq.score, att.points - aq.score)::numeric, 3) as discrimination
    from quiz_slots s
    left join (quiz_attempt_questions aq join att on att.id = aq.attempt_id) on aq.slot_id = s.id
    left join questions bq on bq.id = s.question_id
    left join question_categories qc on qc.id = s.category_id
    where s.quiz_id = ${quiz.id}
    group by s.id, bq.title, qc.name)
  select (select count(*)::int from grades) as graded,
    (select round(avg(grade), 2) from grades) as mean,
    (select round(percentile_cont(0.5) within group (order by grade)::numeric, 2) from grades) as median,
    (select array_agg(coalesce(b.n, 0) order by k) from generate_series(1, ${QUIZ_GRADE_BINS}) k left join bins b on b.bin = k) as distribution,
    coalesce((select json_agg(p order by p.position, p.slot_id) from per_slot p), '[]'::json) as questions`;
