import type { TFunction } from 'i18next';
import { formatDateTime } from './format-date';

/** A deadline list's row: an assignment, or a quiz (docs/decisions/038). */
interface Item {
  kind: 'assignment' | 'quiz';
  assignment_id: number | null;
  quiz_id: number | null;
  course_name: string;
}

/** Where a deadline's row leads: the assignment's page, or the quiz's. */
export const deadlineLink = (item: Item) =>
  item.kind === 'quiz' ? `/quiz/${item.quiz_id}` : `/assignment/${item.assignment_id}`;

/** A row's key: an assignment and a quiz may share an id. */
export const deadlineKey = (item: Item & { moment?: string }) =>
  `${item.kind}-${item.assignment_id ?? item.quiz_id}-${item.moment ?? ''}`;

/** The row's line under its title: when it is due (a quiz: when it opens or closes), and the course. */
export function deadlineLine(
  t: TFunction,
  item: Item & { moment?: 'due' | 'opens' | 'closes'; due_at: string | null; opens_at?: string | null },
): string {
  const course = item.course_name;
  if (item.kind === 'assignment') return t('deadlines.dueIn', { time: formatDateTime(item.due_at ?? ''), course });
  if (item.moment === 'opens' || (item.moment === undefined && item.opens_at))
    return t('deadlines.quizOpens', {
      time: formatDateTime((item.moment === 'opens' ? item.due_at : item.opens_at) ?? ''),
      course,
    });
  if (item.due_at === null) return t('deadlines.quizOpen', { course });
  return t('deadlines.quizCloses', { time: formatDateTime(item.due_at), course });
}
