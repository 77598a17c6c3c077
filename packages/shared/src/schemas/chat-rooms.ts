import { z } from 'zod';
import { CHAT_MESSAGES } from '../messages.js';
import { idSchema, idWith } from './common.js';
import { chatMessageSchema } from './entities.js';
import { sendChatMessageSchema } from './chat.js';

/**
 * Chat rooms besides the class chat's old routes (docs/decisions/025): the class chat, a room
 * per course for its members, and private questions (a course's student with its teachers).
 * A room's history, send and read marker go by room id; deleting a message stays
 * `DELETE /api/messages/{id}` for every room. Live: the chat screen joins `{chatRoomId}` for
 * each room it lists (the class chat stays `{room:'chat'}` with `newMessage`/`deleteMessage`)
 * and receives `roomMessage` and `roomMessageDeleted`; `chatRoomsChanged` asks it to reload
 * the list (a new private question reached a teacher).
 */
export const CHAT_ROOM_KINDS = ['class', 'course', 'question'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** Unread counts stop at one past this: a list shows `99+` rather than counting further. */
export const CHAT_UNREAD_CAP = 99;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_ROOM_KINDS),
  /** The course of a course room or question; null for the class chat. */
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  /** The student who asks (a question); null otherwise. */
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  /** Messages of others after the reader's read marker, counted up to CHAT_UNREAD_CAP + 1. */
  unread: z
    .number()
    .int()
    .min(0)
    .max(CHAT_UNREAD_CAP + 1),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatRoomListResponseSchema = z.object({
  /** The class chat, then course rooms by course name, then questions by course name, the newest activity first. */
  rooms: z.array(chatRoomSchema),
});
export type ChatRoomListResponse = z.infer<typeof chatRoomListResponseSchema>;

export const chatRoomParamsSchema = z.object({ roomId: idSchema });

/** A student asks the teachers of a course they belong to: their private question room (made on first use) gets the message. */
export const askQuestionSchema = sendChatMessageSchema.extend({
  course_id: idWith(CHAT_MESSAGES.courseInvalid, { required: CHAT_MESSAGES.courseRequired }),
});
export type AskQuestionInput = z.infer<typeof askQuestionSchema>;

export const askQuestionResponseSchema = z.object({ room_id: z.number().int(), chat_message: chatMessageSchema });
export type AskQuestionResponse = z.infer<typeof askQuestionResponseSchema>;

/** The reader has seen the room up to this message (a marker never moves back). */
export const markChatReadSchema = z.object({
  last_read_id: idWith(CHAT_MESSAGES.readMarkerInvalid, { required: CHAT_MESSAGES.readMarkerInvalid }),
});
export type MarkChatReadInput = z.infer<typeof markChatReadSchema>;

/** A message of a room other than the class chat, to the room's sockets. */
export interface ChatRoomMessageEvent {
  room_id: number;
  message: z.infer<typeof chatMessageSchema>;
}
