import { desc, eq, lt } from 'drizzle-orm';
import { CHAT_MESSAGES as M, type ChatHistoryResponse, type ChatMessage, type PageQuery, type SendChatMessageInput } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { chatMessages } from '../../db/schema/index.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { notFound } from '../../lib/errors.js';
import { authorize, can, type Actor } from '../../policies/index.js';
import { presentChatMessage } from './presenter.js';

/** The class chat: history paged from the newest, send, delete (own; teachers and admins any). */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
  ) {}

  /** One page of history, answered oldest to newest. */
  async history(actor: Actor, query: PageQuery): Promise<ChatHistoryResponse> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(query.before ? lt(chatMessages.id, query.before) : undefined)
      .orderBy(desc(chatMessages.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit).reverse();
    return {
      messages: page.map((row) => presentChatMessage(row, can(actor, 'message.delete', row))),
      has_more: rows.length > query.limit,
    };
  }

  /** Stored with the sender's current name, which stays if the account goes. */
  async send(actor: Actor & { name: string }, input: SendChatMessageInput): Promise<ChatMessage> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ content: input.content, senderId: actor.id, senderName: actor.name })
      .returning();
    if (!row) throw new Error('chat message insert returned nothing');
    this.events.publish('chatMessageCreated', { message: row });
    return presentChatMessage(row, true);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const [row] = await this.db.select({ senderId: chatMessages.senderId }).from(chatMessages).where(eq(chatMessages.id, id));
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'message.delete', row);
    const [deleted] = await this.db.delete(chatMessages).where(eq(chatMessages.id, id)).returning({ id: chatMessages.id });
    if (deleted) this.events.publish('chatMessageDeleted', { id });
  }
}
