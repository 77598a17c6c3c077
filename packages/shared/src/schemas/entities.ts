import { z } from 'zod';
import { isoDateTime } from './common.js';
import { publicationFieldsSchema } from './publication.js';

/**
 * Shapes of the entities of docs/product/rules.md#entities that travel over realtime events. Each feature's
 * request and response schemas build on these.
 */
export const MATERIAL_FILE_TYPES = ['video', 'pdf', 'word', 'ppt', 'pkt', 'unknown'] as const;

export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];

/** Extensions a material may have (docs/product/rules.md#files: the spec's list plus pkt), lower case. */
export const MATERIAL_EXTENSIONS = ['mp4', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'pka', 'pkt'] as const;
export type MaterialExtension = (typeof MATERIAL_EXTENSIONS)[number];

/** The spec's file_type of each extension (the server derives it; clients never send it). */
export const MATERIAL_TYPE_BY_EXTENSION: Record<MaterialExtension, MaterialFileType> = {
  mp4: 'video',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  ppt: 'ppt',
  pptx: 'ppt',
  pka: 'pkt',
  pkt: 'pkt',
};

/** What every material shows, pending or ready. */
export const materialFieldsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    lesson_id: z.number().int(),
    file_type: z.enum(MATERIAL_FILE_TYPES),
    /** Lower-case extension without the dot, for the file icon. */
    file_ext: z.enum(MATERIAL_EXTENSIONS),
    /** The name the file had on the uploader's computer. */
    file_name: z.string(),
    file_size: z.number().int(),
    /** Place among the lesson's materials (lists sort by it, then by id). */
    order_num: z.number().int(),
    created_at: isoDateTime,
  })
  .extend(publicationFieldsSchema.shape);

/**
 * A ready material, as lists, `materialCreated` events and uploads answer it. Open the file
 * with `url`: a short-lived signed link that needs no bearer header (fetch the list again
 * once `url_expires_at` has passed). `file_path` is a stable, non-secret name of the file
 * (`materials/{id}/{file_name}`), not an address.
 */
export const materialSchema = materialFieldsSchema.extend({
  file_path: z.string(),
  url: z.string(),
  url_expires_at: isoDateTime,
});
export type Material = z.infer<typeof materialSchema>;

export const lessonProgressSchema = z.object({
  studentId: z.number().int(),
  lessonId: z.number().int(),
  progress_percentage: z.number().int().min(0).max(100),
  is_completed: z.boolean(),
  completed_at: isoDateTime.nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/**
 * A comment under a lesson. Replies point at `parent_id`; the client builds the tree. A
 * deleted comment that still has replies stays as a placeholder: `deleted` true and empty
 * `content`, so the thread stays readable.
 */
export const commentSchema = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  /** Plain text; empty when `deleted`. */
  content: z.string(),
  parent_id: z.number().int().nullable(),
  /** Null once the author's account is deleted (the name stays). */
  user_id: z.number().int().nullable(),
  /** The author's name when they wrote it. */
  user_name: z.string(),
  created_at: isoDateTime,
  deleted: z.boolean(),
  /** Whether the signed-in user may delete it (their own; teachers and admins any). */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A file attached to a class announcement, opened through a short-lived signed link. */
export const attachmentSchema = z.object({
  /** The name the file had on the publisher's computer. */
  name: z.string(),
  /** Lower-case extension without the dot, for the file icon. */
  ext: z.string(),
  size: z.number().int(),
  /** Opens the file in a new tab without a bearer header, until `url_expires_at`. */
  url: z.string(),
  url_expires_at: isoDateTime,
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const classAnnouncementSchema = z.object({
  id: z.number().int(),
  /** Plain text. */
  content: z.string(),
  /** The attachment's signed link (= `attachment.url`), or null; its last segment is the file name. */
  file_attachment: z.string().nullable(),
  attachment: attachmentSchema.nullable(),
  /** The publisher's name when they published it; null: show 'unknown'. */
  publisher: z.string().nullable(),
  publisher_id: z.number().int().nullable(),
  /** The course it is for (its members are told), or null: for everyone. */
  course_id: z.number().int().nullable(),
  /** That course's name, or null. */
  course_name: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Whether the signed-in user may edit and delete it (admins any; teachers their own). */
  can_manage: z.boolean(),
});
export type ClassAnnouncement = z.infer<typeof classAnnouncementSchema>;

/** One of the user's own notifications (the spec's user announcement). */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  /** What kind it is (NOTIFICATION_TYPES): clients render `type` with `params` in the reader's language. */
  type: z.string(),
  /** The values its text is made of (titles, names, excerpts, `course_id`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Plain text: the Vietnamese rendering, for clients that do not know the types. */
  content: z.string(),
  /** The same text as `content` (the old client's full list reads `message`). */
  message: z.string(),
  /** Where it leads in the app (e.g. `/lesson/12`), or null. */
  link: z.string().nullable(),
  created_at: isoDateTime,
  is_read: z.boolean(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** Plain text. */
  content: z.string(),
  /** Null once the sender's account is deleted. */
  sender_id: z.number().int().nullable(),
  /** The sender's name when they sent it ('User' when none was kept). */
  sender_name: z.string(),
  created_at: isoDateTime,
  /** Whether the signed-in user may delete it (their own; teachers and admins any). */
  can_delete: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
