import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * The stored files that are a student's alone: their hand-ins' files and their grades'
 * feedback files (never shared with a course copy). Their rows go with the account (cascade),
 * so the account's deletion reads the keys first, in its transaction, with the account row
 * locked FOR UPDATE: a hand-in being written (it holds the row FOR KEY SHARE) commits first and
 * is counted, a later one fails on the missing account. The files go after the commit.
 */
export async function studentFileKeys(tx: Tx, studentId: number): Promise<string[]> {
  await tx.execute(sql`select 1 from users where id = ${studentId} for update`);
  const { rows } = await tx.execute<{ key: string }>(sql`
    select f.storage_key as key from hand_in_files f join hand_ins h on h.id = f.hand_in_id where h.student_id = ${studentId}
    union all
    select feedback_key from grades where student_id = ${studentId} and feedback_key is not null`);
  return rows.map((row) => row.key);
}
