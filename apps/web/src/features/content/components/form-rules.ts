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
