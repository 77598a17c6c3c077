import { eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';

/**
 * What a chat message tells, once (infra/outbox.ts): its room hears of it as it stands at the
 * delivery. One deleted meanwhile says nothing: its deletion does (infra/domain-events.ts, `RELAYED`).
 */
export function deliverChatMessages(outbox: Outbox, services: { events: DomainEvents }): void {
  const { events } = services;
  outbox.handle('chatMessageSent', async (tx, { messageId, room }) => {
    const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    return message && (() => events.publish('chatMessageCreated', { message, room }));
  });
}
