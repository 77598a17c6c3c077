import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES as M,
  type AskQuestionInput,
  type AskQuestionResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatRoom,
  type PageQuery,
  type SendChatMessageInput,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { chatMessages, chatReadMarkers, chatRooms, courseMembers, courses } from '../../db/schema/index.js';
import type { ChatRoomPlace } from '../../infra/domain-events.js';
import { notFound } from '../../lib/errors.js';
import type { Outbox, RecordEvent } from '../../infra/outbox.js';
import { authorize, can, coursePublishedSql, type Actor } from '../../policies/index.js';
import { presentChatMessage } from './presenter.js';
import { listChatRooms } from './room-list.js';
import { chatRoomFor, classChatRoom, type ChatRoomRef } from './room-access.js';

/** Which room: the class chat (its old routes), or a room by id. */
export type RoomRef = 'class' | number;

/**
 * Chat rooms (docs/decisions/025): the class chat, a room per course, private questions.
 * History paged from the newest, send, delete (own; moderators any), read markers.
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  /** The rooms `actor` has, with their unread counts (one query). */
  rooms(actor: Actor): Promise<ChatRoom[]> {
    return listChatRooms(this.db, actor);
  }

  /** The room, if `actor` may read it (404 when there is none, 403 otherwise). */
  private async readable(actor: Actor, ref: RoomRef): Promise<ChatRoomRef> {
    const room = ref === 'class' ? await classChatRoom(this.db) : await chatRoomFor(this.db, actor, ref);
    authorize(actor, 'chat.read', room);
    return room;
  }

  /** One page of history, answered oldest to newest. */
  async history(actor: Actor, ref: RoomRef, query: PageQuery): Promise<ChatHistoryResponse> {
    const room = await this.readable(actor, ref);
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room.id), query.before ? lt(chatMessages.id, query.before) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit).reverse();
    return {
      messages: page.map((row) => presentChatMessage(row, can(actor, 'message.delete', row, room))),
      has_more: rows.length > query.limit,
    };
  }

  /** Stored with the sender's current name, which stays if the account goes. */
  async send(actor: Actor & { name: string }, ref: RoomRef, input: SendChatMessageInput): Promise<ChatMessage> {
    const room = await this.readable(actor, ref);
    const row = await this.outbox.transaction(async (tx, record) => {
      const row = await insertMessage(tx, actor, room.id, input.content);
      await announce(record, row, room);
      return row;
    });
    return presentChatMessage(row, true);
  }

  /**
   * A student's private question to the teachers of a course they belong to: their room for
   * that course (made with the first question, in its transaction; the course's teachers then
   * hear of the new room) gets the message.
   */
  async ask(actor: Actor & { name: string }, input: AskQuestionInput): Promise<AskQuestionResponse> {
    const [course] = await this.db
      .select({ id: courses.id, memberRole: courseMembers.role, coursePublished: coursePublishedSql })
      .from(courses)
      .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, actor.id)))
      .where(eq(courses.id, input.course_id));
    if (!course) throw notFound(M.courseNotFound);
    authorize(actor, 'chat.ask', course);
    const { row, roomId } = await this.outbox.transaction(async (tx, record) => {
      // A question asked twice at once: the second insert waits for the first and finds its room.
      const [created] = await tx
        .insert(chatRooms)
        .values({ courseId: course.id, studentId: actor.id })
        .onConflictDoNothing()
        .returning({ id: chatRooms.id });
      const roomId = created?.id ?? (await questionRoomId(tx, course.id, actor.id));
      const row = await insertMessage(tx, actor, roomId, input.content);
      await announce(record, row, { id: roomId, courseId: course.id, studentId: actor.id });
      if (created) await record('chatRoomOpened', { roomId, userIds: await teacherIds(tx, course.id) });
      return { row, roomId };
    });
    return { room_id: roomId, chat_message: presentChatMessage(row, true) };
  }

  /** The reader has seen `room` up to message `lastReadId`; the marker never moves back. */
  async markRead(actor: Actor, roomId: number, lastReadId: number): Promise<void> {
    const room = await this.readable(actor, roomId);
    await this.db
      .insert(chatReadMarkers)
      // Not past the room's newest message: later ones stay unread.
      .values({
        userId: actor.id,
        roomId: room.id,
        lastReadId: sql`least(${lastReadId}, coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.roomId} = ${room.id}), 0))`,
      })
      .onConflictDoUpdate({
        target: [chatReadMarkers.userId, chatReadMarkers.roomId],
        set: { lastReadId: sql`greatest(${chatReadMarkers.lastReadId}, excluded.last_read_id)` },
      });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const [row] = await this.db
      .select({ senderId: chatMessages.senderId, roomId: chatMessages.roomId })
      .from(chatMessages)
      .where(eq(chatMessages.id, id));
    if (!row) throw notFound(M.notFound);
    const room = await chatRoomFor(this.db, actor, row.roomId);
    authorize(actor, 'message.delete', row, room);
    await this.outbox.transaction(async (tx, record) => {
      const [deleted] = await tx.delete(chatMessages).where(eq(chatMessages.id, id)).returning({ id: chatMessages.id });
      if (deleted) await record('chatMessageDeleted', { id, room: placeOf(room) });
    });
  }
}

const placeOf = (room: ChatRoomPlace): ChatRoomPlace => ({
  id: room.id,
  courseId: room.courseId,
  studentId: room.studentId,
});

/** The room hears of the message once it commits (deliveries.ts). */
const announce = (record: RecordEvent, message: ChatMessageRow, room: ChatRoomPlace) =>
  record('chatMessageSent', { messageId: message.id, room: placeOf(room) });

type ChatMessageRow = typeof chatMessages.$inferSelect;

async function insertMessage(
  db: DbOrTx,
  sender: Actor & { name: string },
  roomId: number,
  content: string,
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ content, senderId: sender.id, senderName: sender.name, roomId })
    .returning();
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}

async function questionRoomId(db: DbOrTx, courseId: number, studentId: number): Promise<number> {
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.courseId, courseId), eq(chatRooms.studentId, studentId)));
  if (!room) throw new Error('question room vanished after its insert conflicted');
  return room.id;
}

async function teacherIds(db: DbOrTx, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, 'teacher')));
  return rows.map((row) => row.id);
}
