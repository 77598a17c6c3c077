import type { ClassAnnouncement, Reminder, UserNotification } from '@netclass/shared';

/** Answers shaped like the server's (packages/shared schemas), for announcement, notification and note tests. */
const at = (minute: number) => new Date(Date.UTC(2026, 4, 14, 2, minute % 60)).toISOString();

export const buildNotification = (overrides: Partial<UserNotification> & { id: number }): UserNotification => {
  const content = overrides.content ?? `Thông báo ${overrides.id}`;
  return {
    type: 'text',
    params: { text: content },
    content,
    message: content,
    link: null,
    created_at: at(overrides.id),
    is_read: false,
    ...overrides,
  };
};

export const buildAnnouncement = (overrides: Partial<ClassAnnouncement> & { id: number }): ClassAnnouncement => ({
  content: `Thông báo lớp ${overrides.id}`,
  file_attachment: null,
  attachment: null,
  publisher: 'Trần Minh Quân',
  publisher_id: 1001,
  course_id: null,
  course_name: null,
  created_at: at(overrides.id),
  updated_at: at(overrides.id),
  can_manage: true,
  ...overrides,
});

export const buildReminder = (overrides: Partial<Reminder> & { id: number; schedule_date: string }): Reminder => ({
  student_id: 20210001,
  note: `Ghi chú ${overrides.id}`,
  created_at: at(overrides.id),
  ...overrides,
});
