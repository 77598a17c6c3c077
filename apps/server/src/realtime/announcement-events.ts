import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '@netclass/shared';
import { presentAnnouncement, type AnnouncementRow } from '../modules/announcements/presenter.js';
import { can } from '../policies/index.js';
import type { DomainEvents } from '../infra/domain-events.js';
import type { AnnouncementService } from '../modules/announcements/service.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * Class announcements go to everyone signed in (scope 'class'), those for a course to its
 * members' rooms, its course room and the admins; `can_manage` per receiver: admins and the
 * publisher see true. A deletion names only the id, so it goes to everyone.
 */
export function relayAnnouncementEvents(
  io: RealtimeServer,
  services: { events: DomainEvents; announcements: AnnouncementService },
  log: FastifyBaseLogger,
): void {
  const relay = (event: 'newAnnouncement' | 'announcementUpdated', row: AnnouncementRow, memberIds: number[]) => {
    const to =
      row.courseId === null
        ? undefined
        : [rooms.course(row.courseId), rooms.role('admin'), ...memberIds.map(rooms.user)];
    services.announcements
      .link(row)
      .then((link) =>
        emitByPermission(
          io,
          { to, allowed: (actor) => can(actor, 'announcement.manage', row), ownerId: row.publisherId },
          event,
          (canManage) => ({ scope: 'class', announcement: presentAnnouncement(row, link, canManage) }),
        ),
      )
      .catch((err: unknown) => log.error({ err }, `${event} could not be sent`));
  };
  services.events.on('announcementPosted', ({ announcement, memberIds }) =>
    relay('newAnnouncement', announcement, memberIds),
  );
  services.events.on('announcementEdited', ({ announcement, memberIds }) =>
    relay('announcementUpdated', announcement, memberIds),
  );
  services.events.on('announcementRemoved', ({ id }) => {
    io.emit('announcementDeleted', { scope: 'class', id });
  });
}
