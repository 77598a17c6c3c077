import type {
  ChatMessage,
  ClassAnnouncement,
  Comment,
  LessonProgress,
  Material,
  UserNotification,
} from './schemas/entities.js';
import type { OnlineUser } from './schemas/users.js';

/**
 * The spec uses one set of announcement event names for class announcements (sent to
 * everyone) and for a user's own notifications (sent to their room); `scope` tells them apart.
 */
export type AnnouncementEvent =
  | { scope: 'class'; announcement: ClassAnnouncement }
  | { scope: 'user'; notification: UserNotification };

/**
 * Every event the server sends (SPEC §4 names, plus presence). Rooms: class
 * announcements and presence go to everyone, notifications and progress to the user's
 * own room, comments and materials to the lesson's course room, chat to the chat room.
 */
export interface ServerToClientEvents {
  newComment: (comment: Comment) => void;
  deleteComment: (payload: { id: number; lesson_id: number }) => void;
  newMessage: (message: ChatMessage) => void;
  deleteMessage: (payload: { id: number }) => void;
  newAnnouncement: (payload: AnnouncementEvent) => void;
  announcementUpdated: (payload: AnnouncementEvent) => void;
  announcementRead: (payload: { scope: 'user'; id: number }) => void;
  announcementDeleted: (payload: { scope: 'class' | 'user'; id: number }) => void;
  materialCreated: (material: Material) => void;
  materialDeleted: (payload: { id: number; lesson_id: number }) => void;
  materialCompleted: (payload: { studentId: number; materialId: number; lessonId: number }) => void;
  lessonProgressCreated: (progress: LessonProgress) => void;
  lessonProgressUpdated: (progress: LessonProgress) => void;
  presenceChanged: (user: OnlineUser) => void;
}

export type ServerEventName = keyof ServerToClientEvents;

export type JoinRoomRequest = { studentId: number } | { courseId: number } | { room: 'chat' };
export type RoomAck = (result: { ok: true } | { ok: false; error: string }) => void;

export interface ClientToServerEvents {
  joinRoom: (request: JoinRoomRequest, ack?: RoomAck) => void;
  leaveRoom: (request: JoinRoomRequest, ack?: RoomAck) => void;
}

/** Room names, built one way on the server. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  course: (courseId: number) => `course:${courseId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  chat: 'chat',
} as const;

/** Substring the client looks for in a connect error to drop its token (SPEC §4). */
export const SOCKET_AUTH_ERROR = 'authentication error';
