import { rooms } from '@netclass/shared';
import type { DomainEvents } from '../infra/domain-events.js';
import type { RealtimeServer } from './types.js';

/**
 * Course rooms follow membership (docs/decisions/023): joinRoom lets in only those who may
 * see a course, and these take out those who no longer may, on every instance (the adapter
 * carries socketsLeave).
 */
export function relayMembershipEvents(io: RealtimeServer, services: { events: DomainEvents }): void {
  services.events.on('memberRemoved', ({ courseId, userId, membersOnly }) => {
    io.in(rooms.user(userId)).socketsLeave([
      rooms.courseReport(courseId),
      ...(membersOnly ? [rooms.course(courseId)] : []),
    ]);
  });
  services.events.on('courseClosed', ({ courseId, memberIds }) => {
    io.in(rooms.course(courseId))
      .except([rooms.role('admin'), ...memberIds.map(rooms.user)])
      .socketsLeave(rooms.course(courseId));
  });
}
