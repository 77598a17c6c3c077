import { presentComment } from '../modules/comments/presenter.js';
import { can } from '../policies/index.js';
import type { DomainEvents } from '../infra/domain-events.js';
import { courseItemRooms as roomsOf, emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/** Comments go to their audience, `can_delete` per receiver. */
export function relayCommentEvents(io: RealtimeServer, services: { events: DomainEvents }): void {
  services.events.on('commentCreated', ({ comment, audience }) => {
    emitByPermission(
      io,
      { to: roomsOf(audience), allowed: (actor) => can(actor, 'comment.delete', comment), ownerId: comment.userId },
      'newComment',
      (canDelete) => presentComment(comment, canDelete),
    );
  });
  services.events.on('commentRemoved', ({ id, lessonId, audience, removedIds, keptAsDeleted }) => {
    io.to(roomsOf(audience)).emit('deleteComment', {
      id,
      lesson_id: lessonId,
      removed_ids: removedIds,
      kept_as_deleted: keptAsDeleted,
    });
  });
}
