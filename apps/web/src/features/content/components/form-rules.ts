import { parseId } from '@netclass/shared';

/** Which of the spec's messages (SPEC §5) a course form earns, or null when it may be sent. */
export type CourseFormProblem = 'required' | 'idInvalid' | 'datesRequired' | 'endBeforeStart';

export interface CourseFormValues {
  id: string;
  name: string;
  description: string;
  teacherId: string | null;
  /** Vietnam wall-clock `YYYY-MM-DD HH:mm:ss`, as the pickers give it. */
  start: string | null;
  end: string | null;
}

export function checkCourseForm(values: CourseFormValues): CourseFormProblem | null {
  if (!values.id.trim() || !values.name.trim() || !values.teacherId) return 'required';
  if (parseId(values.id.trim()) === null) return 'idInvalid';
  if (!values.start || !values.end) return 'datesRequired';
  // Same fixed-width format on both sides: text order is time order.
  if (values.end < values.start) return 'endBeforeStart';
  return null;
}

export type LessonFormProblem = 'required' | 'orderInvalid';

export interface LessonFormValues {
  title: string;
  content: string;
  orderNum: string;
}

/** SPEC §5 Create lesson: every field (and a course), then a whole order number of 0 or more. */
export function checkLessonForm(values: LessonFormValues, courseId: number | null): LessonFormProblem | null {
  if (!values.title.trim() || !values.content.trim() || !values.orderNum.trim() || courseId === null) return 'required';
  const order = values.orderNum.trim();
  if (!/^[+-]?\d+$/.test(order) || Number(order) < 0 || Number(order) > 1_000_000) return 'orderInvalid';
  return null;
}
