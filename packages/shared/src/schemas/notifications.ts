import { PAGE_LIMITS, TEXT_LIMITS } from '../constants.js';
import { z } from 'zod';
import { nextCursorSchema, pageQuerySchema } from './communication.js';
import { requiredText } from './text.js';
import { userNotificationSchema } from './entities.js';
import { idWith, isoDateTime } from './common.js';
import { FIELD_MESSAGES, NOTIFICATION_MESSAGES } from '../messages.js';
import { COURSE_MUTABLE_NOTIFICATION_TYPES, MUTABLE_NOTIFICATION_TYPES } from '../notification-texts.js';

/**
 * The signed-in user's own notifications (docs/product/api.md#calls `/api/userannouncements`): the bell, its
 * dropdown and /all-notifications. They come from 'announcement to everyone', a new class
 * announcement, a new material, and a reply to one's comment. Live, to the user's own room
 * only: `newAnnouncement` `{scope:'user', notification}`, `announcementRead`
 * `{scope:'user', id}`, `announcementDeleted` `{scope:'user', id, was_unread}`.
 */

export const notificationListQuerySchema = pageQuerySchema(PAGE_LIMITS.default).extend({
  unread: z
    .enum(['true', 'false'], { error: FIELD_MESSAGES.unreadInvalid })
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

/** `PUT /api/userannouncements/read`: every unread notification of yours turns read. */
export const notificationsReadAllResponseSchema = z.object({
  /** How many turned read. */
  count: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/**
 * A muted kind of notification (docs/decisions/024): none of that type is made for the user,
 * for every course (`course_id` null) or for one course.
 */
export const notificationMuteSchema = z.object({
  id: z.number().int(),
  type: z.enum(MUTABLE_NOTIFICATION_TYPES),
  course_id: z.number().int().nullable(),
  /** The course's name, or null when the mute is for every course. */
  course_name: z.string().nullable(),
  created_at: isoDateTime,
});
export type NotificationMute = z.infer<typeof notificationMuteSchema>;

/** `GET /api/notification-mutes`: all of the user's (at most MAX_NOTIFICATION_MUTES), newest first. */
export const notificationMuteListResponseSchema = z.object({ mutes: z.array(notificationMuteSchema) });
export type NotificationMuteListResponse = z.infer<typeof notificationMuteListResponseSchema>;

/** How many mutes one user keeps at most: more answers 409. */
export const MAX_NOTIFICATION_MUTES = 200;

/** `POST /api/notification-mutes`: mute a type everywhere, or for one course (types that concern one). */
export const notificationMuteInputSchema = z
  .object({
    type: z.enum(MUTABLE_NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.muteTypeInvalid }),
    course_id: idWith(NOTIFICATION_MESSAGES.courseInvalid)
      .nullable()
      .optional()
      .describe('The course, or absent/null: every course'),
  })
  .refine(
    (input) =>
      input.course_id === undefined ||
      input.course_id === null ||
      (COURSE_MUTABLE_NOTIFICATION_TYPES as readonly string[]).includes(input.type),
    {
      message: NOTIFICATION_MESSAGES.muteNotPerCourse,
      path: ['course_id'],
    },
  );
export type NotificationMuteInput = z.infer<typeof notificationMuteInputSchema>;

export const notificationMuteResponseSchema = z.object({ mute: notificationMuteSchema });
export type NotificationMuteResponse = z.infer<typeof notificationMuteResponseSchema>;
