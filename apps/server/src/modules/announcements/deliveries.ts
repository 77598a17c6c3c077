import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classAnnouncements } from '../../db/schema/index.js';
import type { Outbox } from '../../lib/outbox.js';
import type { Services } from '../../services.js';
import { excerpt } from '../notifications/presenter.js';

/** Where the notification of a new announcement leads: the student dashboard, or the admin list. */
const ANNOUNCEMENT_LINKS = { student: '/dashboard', staff: '/admin-dashboard/announcements/list' };

const announcement = async (tx: Tx, id: number) => (await tx.select().from(classAnnouncements).where(eq(classAnnouncements.id, id)))[0];

/**
 * What class announcements tell, once per event (lib/outbox.ts): a new one notifies every
 * other user (inserted with the delivery) and is pushed to everyone signed in, as the row
 * stands then; an edit and a deletion are pushed. One deleted before its delivery says
 * nothing more than its deletion.
 */
export function deliverAnnouncements(outbox: Outbox, services: Services): void {
  const { notifications, events } = services;

  outbox.handle('announcementCreated', async (tx, { announcementId }) => {
    const row = await announcement(tx, announcementId);
    if (!row) return undefined;
    const notice = { content: `${row.publisherName} đã đăng thông báo mới: ${excerpt(row.content)}`, link: ANNOUNCEMENT_LINKS };
    const batch = await notifications.insert(tx, row.publisherId ? { kind: 'everyoneExcept', userId: row.publisherId } : { kind: 'everyone' }, notice);
    return () => {
      events.publish('announcementCreated', { announcement: row });
      notifications.announce(batch);
    };
  });

  outbox.handle('announcementUpdated', async (tx, { announcementId }) => {
    const row = await announcement(tx, announcementId);
    return row && (() => events.publish('announcementUpdated', { announcement: row }));
  });

  outbox.handle('announcementDeleted', async (_tx, { announcementId }) => () => events.publish('announcementDeleted', { id: announcementId }));
}
