import { renderNotification, type UserNotification } from '@netclass/shared';
import type { userNotifications } from '../../db/schema/index.js';

type NotificationFields = Pick<
  typeof userNotifications.$inferSelect,
  'id' | 'type' | 'params' | 'link' | 'isRead' | 'createdAt'
>;

/**
 * A user's own notification, over HTTP and in their room alike: its type and parameters for
 * clients that render it in the reader's language, and the Vietnamese text (`content`,
 * `message`) for those that do not.
 */
export function presentNotification(row: NotificationFields): UserNotification {
  const content = renderNotification(row.type, row.params, 'vi');
  return {
    id: row.id,
    type: row.type,
    params: row.params,
    content,
    message: content,
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
