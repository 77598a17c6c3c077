import { eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema/index.js';
import type { Outbox } from '../../lib/outbox.js';
import type { Services } from '../../services.js';

/**
 * What a chat message tells, once (lib/outbox.ts): its room hears of it as it stands at the
 * delivery. One deleted meanwhile says nothing: its deletion does (lib/domain-events.ts, `RELAYED`).
 */
export function deliverChatMessages(outbox: Outbox, services: Services): void {
  const { events } = services;
  outbox.handle('chatMessageSent', async (tx, { messageId, room }) => {
    const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    return message && (() => events.publish('chatMessageCreated', { message, room }));
  });
}
