import { asc, inArray } from 'drizzle-orm';
import type { NotificationType } from '@netclass/shared';
import { userNotifications } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { NotificationService } from './service.js';

/**
 * 'Announcement to everyone', once (infra/outbox.ts): a notification per user, pushed to those
 * online after the commit. Notifications made outside a delivery (reminders) are pushed the
 * same way, those still there at their delivery.
 */
export function deliverBroadcasts(outbox: Outbox, services: { notifications: NotificationService }): void {
  const { notifications } = services;
  outbox.handle('broadcastSent', async (tx, { content }) => {
    const batch = await notifications.insert(
      tx,
      { kind: 'everyone' },
      { type: 'broadcast', params: { text: content }, link: null },
    );
    return () => notifications.announce(batch);
  });

  outbox.handle('notificationsSent', async (tx, { ids }) => {
    const rows = await tx
      .select()
      .from(userNotifications)
      .where(inArray(userNotifications.id, ids))
      .orderBy(asc(userNotifications.id));
    const first = rows[0];
    if (!first) return undefined;
    const batch = {
      recipients: rows.map((row) => ({ id: row.id, userId: row.userId, link: row.link })),
      // One statement's notifications: one type, one text.
      type: first.type as NotificationType,
      params: first.params as never,
      createdAt: first.createdAt,
    };
    return () => notifications.announce(batch);
  });
}
