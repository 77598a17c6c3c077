import { z } from 'zod';
import { isoDateTime } from './common.js';

/**
 * Shapes of the entities of SPEC §3 that travel over realtime events. Each feature's
 * request and response schemas build on these.
 */
export const MATERIAL_FILE_TYPES = ['video', 'pdf', 'word', 'ppt', 'pkt', 'unknown'] as const;

export const materialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lesson_id: z.number().int(),
  file_type: z.enum(MATERIAL_FILE_TYPES),
  file_size: z.number().int(),
  file_path: z.string(),
  created_at: isoDateTime,
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

export const commentSchema = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  content: z.string(),
  parent_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  created_at: isoDateTime,
});
export type Comment = z.infer<typeof commentSchema>;

export const classAnnouncementSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  file_attachment: z.string().nullable(),
  publisher: z.string().nullable(),
  created_at: isoDateTime,
});
export type ClassAnnouncement = z.infer<typeof classAnnouncementSchema>;

export const userNotificationSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  message: z.string(),
  created_at: isoDateTime,
  is_read: z.boolean(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  sender_id: z.number().int().nullable(),
  sender_name: z.string(),
  created_at: isoDateTime,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
