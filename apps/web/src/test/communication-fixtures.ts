import type { ChatMessage, Comment, Profile } from '@netclass/shared';

/** Answers shaped like the server's (packages/shared schemas), for chat and comment tests. */
const at = (minute: number) => new Date(Date.UTC(2026, 8, 1, 1, minute)).toISOString();

export const buildComment = (overrides: Partial<Comment> & { id: number }): Comment => ({
  lesson_id: 1,
  content: `Bình luận ${overrides.id}`,
  parent_id: null,
  user_id: 20210001,
  user_name: 'Nguyễn Thị Lan',
  created_at: at(overrides.id),
  deleted: false,
  can_delete: false,
  ...overrides,
});

export const buildChatMessage = (overrides: Partial<ChatMessage> & { id: number }): ChatMessage => ({
  content: `Tin nhắn ${overrides.id}`,
  sender_id: 20210002,
  sender_name: 'Lê Văn Hùng',
  created_at: at(overrides.id % 60),
  can_delete: false,
  ...overrides,
});

export const buildProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 20210001,
  name: 'Nguyễn Thị Lan',
  username: '20210001',
  email: null,
  role: 'student',
  must_change_password: false,
  can: { manage_roles: [], delete_users: false, broadcast_notifications: false },
  ...overrides,
});
