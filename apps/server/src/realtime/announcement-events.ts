import type { FastifyBaseLogger } from 'fastify';
import { presentAnnouncement, type AnnouncementRow } from '../modules/announcements/presenter.js';
import { can } from '../policies/index.js';
import type { Services } from '../services.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * Class announcements go to everyone signed in (scope 'class'), `can_manage` per receiver:
 * admins and the publisher see true.
 */
export function relayAnnouncementEvents(io: RealtimeServer, services: Services, log: FastifyBaseLogger): void {
  const relay = (event: 'newAnnouncement' | 'announcementUpdated', row: AnnouncementRow) => {
    services.announcements
      .link(row)
      .then((link) =>
        emitByPermission(
          io,
          { allowed: (actor) => can(actor, 'announcement.manage', row), ownerId: row.publisherId },
          event,
          (canManage) => ({ scope: 'class', announcement: presentAnnouncement(row, link, canManage) }),
        ),
      )
      .catch((err: unknown) => log.error({ err }, `${event} could not be sent`));
  };
  services.events.on('announcementCreated', ({ announcement }) => relay('newAnnouncement', announcement));
  services.events.on('announcementUpdated', ({ announcement }) => relay('announcementUpdated', announcement));
  services.events.on('announcementDeleted', ({ id }) => {
    io.emit('announcementDeleted', { scope: 'class', id });
  });
}
