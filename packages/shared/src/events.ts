import { z } from 'zod';
import { MAX_ID, type Role } from './constants.js';
import type {
  ChatMessage,
  ClassAnnouncement,
  Comment,
  LessonProgress,
  Material,
  UserNotification,
} from './schemas/entities.js';
import type { ChatRoomMessageEvent } from './schemas/chat-rooms.js';
import type { CommentDeletedEvent } from './schemas/comments.js';
import type { PresenceBatch } from './schemas/users.js';
import type { CourseProgressChangedEvent, MaterialCompletedEvent } from './schemas/progress.js';

/**
 * The spec uses one set of announcement event names for class announcements (sent to
 * everyone) and for a user's own notifications (sent to their room); `scope` tells them apart.
 */
export type AnnouncementEvent =
  { scope: 'class'; announcement: ClassAnnouncement } | { scope: 'user'; notification: UserNotification };

/**
 * Every event the server sends (docs/product/rules.md#realtime names, plus presence). Rooms: class
 * announcements go to everyone, presence to the presence room, notifications and progress to the user's
 * own room (and `courseProgressChanged` to the course's staff-only report room), comments
 * and materials to the lesson's course room, chat to the chat room.
 */
export interface ServerToClientEvents {
  newComment: (comment: Comment) => void;
  deleteComment: (payload: CommentDeletedEvent) => void;
  newMessage: (message: ChatMessage) => void;
  deleteMessage: (payload: { id: number }) => void;
  /** A message in a course room or private question, to that room (`joinRoom {chatRoomId}`). */
  roomMessage: (payload: ChatRoomMessageEvent) => void;
  roomMessageDeleted: (payload: { room_id: number; id: number }) => void;
  /** To a user's own room: a chat room of theirs appeared (a student's first private question to their course); reload the room list. */
  chatRoomsChanged: (payload: { room_id: number }) => void;
  newAnnouncement: (payload: AnnouncementEvent) => void;
  announcementUpdated: (payload: AnnouncementEvent) => void;
  /** `all` (mark all as read): this notification and every older one of the user are read; the unread count is 0. */
  announcementRead: (payload: { scope: 'user'; id: number; all?: true }) => void;
  /** `was_unread` (user scope): lower the unread count when true. */
  announcementDeleted: (
    payload: { scope: 'class'; id: number } | { scope: 'user'; id: number; was_unread: boolean },
  ) => void;
  /** A material became visible to students (published, upload finished), to its course room. */
  materialCreated: (material: Material) => void;
  /** A lesson became visible to students (its course published too), to its course room: refetch the lesson list. */
  lessonPublished: (payload: { id: number; course_id: number }) => void;
  materialDeleted: (payload: { id: number; lesson_id: number }) => void;
  /**
   * A course, lesson or material was edited, moved or reordered: refetch the course's lessons and,
   * when `lesson_id` is set, that lesson and its materials. To the course room, or only to its
   * managers (their own rooms) while students cannot see the item.
   */
  contentChanged: (payload: { course_id: number; lesson_id: number | null }) => void;
  /** A term or one of its published courses was edited, to everyone (both are seen by all): refetch the terms and that term's courses. */
  categoryChanged: (payload: { id: number }) => void;
  materialCompleted: (payload: MaterialCompletedEvent) => void;
  lessonProgressCreated: (progress: LessonProgress) => void;
  lessonProgressUpdated: (progress: LessonProgress) => void;
  /** Staff-only report room of the course: a student's progress there changed; refetch the report. */
  courseProgressChanged: (payload: CourseProgressChangedEvent) => void;
  /** Only to the presence room (screens that show who is online), coalesced (PresenceBatch). */
  presenceChanged: (batch: PresenceBatch) => void;
}

export type ServerEventName = keyof ServerToClientEvents;

/** A room's id: a positive whole number within the database's integer columns. */
const roomId = z.number().int().positive().max(MAX_ID);

/**
 * What joinRoom and leaveRoom take: exactly one of these shapes, nothing else.
 * `reportCourseId`: the staff-only progress report room of a course (its teacher and admins),
 * which receives `courseProgressChanged`. `{room: 'presence'}`: held while a screen shows who
 * is online; receives `presenceChanged`. `chatRoomId`: a course's chat room or a private question
 * (docs/decisions/025), for those who may read it; receives `roomMessage` and `roomMessageDeleted`.
 */
export const joinRoomRequestSchema = z.union([
  z.strictObject({ studentId: roomId }),
  z.strictObject({ courseId: roomId }),
  z.strictObject({ reportCourseId: roomId }),
  z.strictObject({ chatRoomId: roomId }),
  z.strictObject({ room: z.enum(['chat', 'presence']) }),
]);
export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;

/** What the server acknowledges a client event with (when the client asked for an acknowledgement). */
export type ClientEventResult = { ok: true } | { ok: false; error: string };
export type RoomAck = (result: ClientEventResult) => void;

export interface ClientToServerEvents {
  joinRoom: (request: JoinRoomRequest, ack?: RoomAck) => void;
  leaveRoom: (request: JoinRoomRequest, ack?: RoomAck) => void;
}
export type ClientEventName = keyof ClientToServerEvents;

/** Room names, built one way on the server. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  course: (courseId: number) => `course:${courseId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** Staff watching a course's progress report (never students: it names students). */
  courseReport: (courseId: number) => `course-report:${courseId}`,
  chat: 'chat',
  /** A course's chat room or a private question (not the class chat, which is `chat`). */
  chatRoom: (roomId: number) => `chat-room:${roomId}`,
  /** Sockets of screens that show who is online: the only receivers of `presenceChanged`. */
  presence: 'presence',
  /** Every socket of a role (roles never change): lets one emit reach who may manage an item. */
  role: (role: Role) => `role:${role}`,
} as const;
