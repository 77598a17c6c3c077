import type { UserNotification } from '@netclass/shared';
import type { userNotifications } from '../../db/schema/index.js';

type NotificationFields = Pick<typeof userNotifications.$inferSelect, 'id' | 'content' | 'link' | 'isRead' | 'createdAt'>;

/** A user's own notification, over HTTP and in their room alike. */
export function presentNotification(row: NotificationFields): UserNotification {
  return {
    id: row.id,
    content: row.content,
    message: row.content,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
  };
}

/** The first `max` characters of a text for a notification, on one line. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
