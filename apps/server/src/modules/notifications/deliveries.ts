import type { Outbox } from '../../infra/outbox.js';
import type { NotificationService } from './service.js';

/** 'Announcement to everyone', once (infra/outbox.ts): a notification per user, pushed to those online after the commit. */
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
}
