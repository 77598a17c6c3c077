import { rooms } from '@netclass/shared';
import { presentComment } from '../modules/comments/presenter.js';
import { can } from '../policies/index.js';
import type { Services } from '../services.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/** Comments go to the lesson's course room (`joinRoom {courseId}`), `can_delete` per receiver. */
export function relayCommentEvents(io: RealtimeServer, services: Services): void {
  services.events.on('commentCreated', ({ comment, courseId }) => {
    emitByPermission(
      io,
      { to: [rooms.course(courseId)], allowed: (actor) => can(actor, 'comment.delete', comment), ownerId: comment.userId },
      'newComment',
      (canDelete) => presentComment(comment, canDelete),
    );
  });
  services.events.on('commentDeleted', ({ id, lessonId, courseId, removedIds, keptAsDeleted }) => {
    io.to(rooms.course(courseId)).emit('deleteComment', { id, lesson_id: lessonId, removed_ids: removedIds, kept_as_deleted: keptAsDeleted });
  });
}
