import type { Comment } from '@netclass/shared';
import type { comments } from '../../db/schema/index.js';

/** A comment, with whether the receiver may delete it; a deleted one keeps no text. */
export function presentComment(row: typeof comments.$inferSelect, canDelete: boolean): Comment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    lesson_id: row.lessonId,
    content: deleted ? '' : row.content,
    parent_id: row.parentId,
    user_id: row.userId,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
    deleted,
    can_delete: canDelete && !deleted,
  };
}
