import { defaultPasswordFor } from '@netclass/shared';
import type pg from 'pg';

/** The cohort's students: `students` accounts with ids from `firstId`, sharing one password. */
export interface CohortSetup {
  students: number;
  firstId: number;
  password: string;
}

export interface Lesson {
  id: number;
  courseId: number;
}

const FIRST_ID = 7_000_001;

/** BENCH_STUDENTS (5,000 by default) students from id 7,000,001. */
export function cohortSetup(): CohortSetup {
  return {
    students: Number(process.env.BENCH_STUDENTS ?? 5000),
    firstId: FIRST_ID,
    password: defaultPasswordFor(FIRST_ID),
  };
}

/** The lessons the students open: every lesson of the seeded demo class. */
export async function lessonsOf(pool: pg.Pool): Promise<Lesson[]> {
  const { rows } = await pool.query<{ id: number; course_id: number }>('select id, course_id from lessons order by id');
  if (!rows.length) throw new Error('the demo seed made no lessons');
  return rows.map((row) => ({ id: Number(row.id), courseId: Number(row.course_id) }));
}
