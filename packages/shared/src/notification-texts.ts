import en from './locales/notifications.en.json';
import vi from './locales/notifications.vi.json';

/**
 * What each kind of notification says, in each interface language: the locale files
 * locales/notifications.vi.json and notifications.en.json (one text per type, the same keys),
 * which both the server (the API's `content`, in the request's language) and the web app (the
 * reader's language, at display time) render from (docs/decisions/024, 045). A notification is
 * stored as its `type` and `params`; `{{name}}` stands for a parameter.
 */
export const NOTIFICATION_TYPES = [
  'text',
  'broadcast',
  'announcement',
  'course_announcement',
  'course_published',
  'lesson_published',
  'material_published',
  'comment_reply',
  'reminder_material',
  'reminder_lesson_not_opened',
  'reminder_lesson_not_completed',
  'grades_released',
  'assignment_published',
  'deadline_reminder',
  'quiz_published',
  'quiz_deadline_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The parameters each type is rendered with; `course_id` names the course a per-course mute applies to. */
export interface NotificationParamsByType {
  /** A text kept as it was written (notifications from before types, in Vietnamese). */
  text: { text: string };
  /** 'Announcement to everyone': the sender's own words. */
  broadcast: { text: string };
  announcement: { publisher: string; excerpt: string };
  course_announcement: { publisher: string; excerpt: string; course: string; course_id: number };
  course_published: { course: string; category: string; course_id?: number };
  lesson_published: { lesson: string; course: string; course_id?: number };
  material_published: { material: string; lesson: string; course: string; course_id?: number };
  comment_reply: { author: string; lesson: string; excerpt: string; course_id?: number };
  reminder_material: { material: string; lesson: string; course_id?: number };
  reminder_lesson_not_opened: { lesson: string; course: string; course_id?: number };
  reminder_lesson_not_completed: { lesson: string; course: string; course_id?: number };
  /** An assignment's grades were released (docs/decisions/026); told to each graded student, not mutable. */
  grades_released: { assignment: string; course: string; course_id: number };
  /** An assignment was published (docs/decisions/026), to the students who may see its course. */
  assignment_published: { assignment: string; course: string; due: string; course_id: number };
  /** 24 hours before a deadline, to each student of the class who has not handed in; `due` in Vietnam time. */
  deadline_reminder: { assignment: string; course: string; due: string; course_id: number };
  /** A quiz was published (docs/decisions/038), to the students who may see its course. */
  quiz_published: { quiz: string; course: string; course_id: number };
  /** 24 hours before a quiz closes, to each student of its course who has submitted no attempt; `due` in Vietnam time. */
  quiz_deadline_reminder: { quiz: string; course: string; due: string; course_id: number };
}

export type NotificationParams = Record<string, string | number>;

export const NOTIFICATION_LANGUAGES = ['vi', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** The texts by language and type (the locale files; a type missing from either fails the type check). */
export const NOTIFICATION_TEMPLATES: Record<NotificationLanguage, Record<NotificationType, string>> = { vi, en };

const isNotificationType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * A notification's text in `language`. A type this build does not know (a newer server)
 * shows its `text` parameter if any; a missing parameter shows as nothing.
 */
export function renderNotification(type: string, params: NotificationParams, language: NotificationLanguage): string {
  const template = isNotificationType(type) ? NOTIFICATION_TEMPLATES[language][type] : '{{text}}';
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * The types a user may mute (docs/decisions/024): everything but the sender-written ones
 * ('announcement to everyone', old texts) and the teacher's reminders.
 */
export const MUTABLE_NOTIFICATION_TYPES = [
  'announcement',
  'course_announcement',
  'course_published',
  'lesson_published',
  'material_published',
  'comment_reply',
  'assignment_published',
  'deadline_reminder',
  'quiz_published',
  'quiz_deadline_reminder',
] as const satisfies readonly NotificationType[];
export type MutableNotificationType = (typeof MUTABLE_NOTIFICATION_TYPES)[number];

/** Mutable types that concern one course, so can be muted for that course alone. */
export const COURSE_MUTABLE_NOTIFICATION_TYPES = [
  'course_announcement',
  'lesson_published',
  'material_published',
  'comment_reply',
  'assignment_published',
  'deadline_reminder',
  'quiz_published',
  'quiz_deadline_reminder',
] as const satisfies readonly MutableNotificationType[];
export type CourseMutableNotificationType = (typeof COURSE_MUTABLE_NOTIFICATION_TYPES)[number];
