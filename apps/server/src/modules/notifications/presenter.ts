import { renderNotification, type MessageLanguage, type UserNotification } from '@netclass/shared';
import type { userNotifications } from '../../db/schema/index.js';

type NotificationFields = Pick<
  typeof userNotifications.$inferSelect,
  'id' | 'type' | 'params' | 'link' | 'isRead' | 'createdAt'
>;

/**
 * A user's own notification, over HTTP and in their room alike: its type and parameters for
 * clients that render it in the reader's language, and its text (`content`, `message`) for
 * those that do not, worded on reading in `language` (the request's; Vietnamese in the room,
 * whose tabs may each read another language) from the notification locale files
 * (docs/decisions/045).
 */
export function presentNotification(row: NotificationFields, language: MessageLanguage = 'vi'): UserNotification {
  const content = renderNotification(row.type, row.params, language);
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
