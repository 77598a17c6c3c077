import { rooms } from '@netclass/shared';
import { presentComment } from '../modules/comments/presenter.js';
import { can } from '../policies/index.js';
import type { CommentAudience } from '../lib/domain-events.js';
import type { Services } from '../services.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * Who hears a lesson's comments: its course room (`joinRoom {courseId}`); while the lesson is
 * not visible to students (a draft), only its course's teacher and the admins.
 */
const roomsOf = ({ courseId, teacherId, public: visible }: CommentAudience) =>
  visible ? [rooms.course(courseId)] : [rooms.role('admin'), ...(teacherId === null ? [] : [rooms.user(teacherId)])];

/** Comments go to their audience, `can_delete` per receiver. */
export function relayCommentEvents(io: RealtimeServer, services: Services): void {
  services.events.on('commentCreated', ({ comment, audience }) => {
    emitByPermission(
      io,
      { to: roomsOf(audience), allowed: (actor) => can(actor, 'comment.delete', comment), ownerId: comment.userId },
      'newComment',
      (canDelete) => presentComment(comment, canDelete),
    );
  });
  services.events.on('commentDeleted', ({ id, lessonId, audience, removedIds, keptAsDeleted }) => {
    io.to(roomsOf(audience)).emit('deleteComment', { id, lesson_id: lessonId, removed_ids: removedIds, kept_as_deleted: keptAsDeleted });
  });
}
