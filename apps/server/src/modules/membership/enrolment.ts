import type { CourseMemberRole } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courseMembers } from '../../db/schema/index.js';

/**
 * Makes `userIds` members of a course (docs/decisions/023). Idempotent: someone already a
 * member keeps their row and role. Answers the ids that were not members before.
 */
export async function enrol(
  db: DbOrTx,
  courseId: number,
  userIds: readonly number[],
  role: CourseMemberRole,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const added = await db
    .insert(courseMembers)
    .values(userIds.map((userId) => ({ courseId, userId, role })))
    .onConflictDoNothing()
    .returning({ userId: courseMembers.userId });
  return added.map((row) => row.userId);
}
