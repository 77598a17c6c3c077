import { TEXT_LIMITS } from '../constants.js';
import { z } from 'zod';
import { PAGE_LIMITS, nextCursorSchema, pageQuerySchema } from './communication.js';
import { requiredText } from './text.js';
import { userNotificationSchema } from './entities.js';
import { NOTIFICATION_MESSAGES } from '../messages.js';

/**
 * The signed-in user's own notifications (SPEC §7 `/api/userannouncements`): the bell, its
 * dropdown and /all-notifications. They come from 'announcement to everyone', a new class
 * announcement, a new material, and a reply to one's comment. Live, to the user's own room
 * only: `newAnnouncement` `{scope:'user', notification}`, `announcementRead`
 * `{scope:'user', id}`, `announcementDeleted` `{scope:'user', id, was_unread}`.
 */

export const notificationListQuerySchema = pageQuerySchema(PAGE_LIMITS.default).extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread phải là true hoặc false.' })
    .optional()
    .transform((value) => value === 'true')
    .describe("'true': unread ones only; 'false' or absent: all"),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  /** Newest first. */
  notifications: z.array(userNotificationSchema),
  /** All of the user's unread notifications (not only this page's): the bell's number. */
  unread_count: z.number().int(),
  next_cursor: nextCursorSchema,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationReadResponseSchema = z.object({
  notification: userNotificationSchema,
  unread_count: z.number().int(),
});
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

export const notificationDeletedResponseSchema = z.object({
  message: z.string(),
  unread_count: z.number().int(),
});
export type NotificationDeletedResponse = z.infer<typeof notificationDeletedResponseSchema>;

/** `POST /api/userannouncements/all` (teachers and admins): one notification for every user. */
export const broadcastNotificationSchema = z.object({
  content: requiredText({
    lines: 'multi',
    required: NOTIFICATION_MESSAGES.contentRequired,
    code: 'NOTIFICATION_CONTENT_REQUIRED',
    max: TEXT_LIMITS.notification,
    tooLong: NOTIFICATION_MESSAGES.tooLong,
  }),
});
export type BroadcastNotificationInput = z.infer<typeof broadcastNotificationSchema>;

export const broadcastResponseSchema = z.object({
  message: z.string(),
  /** How many users were notified. */
  count: z.number().int(),
});
export type BroadcastResponse = z.infer<typeof broadcastResponseSchema>;
