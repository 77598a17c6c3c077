import { CHAT_FALLBACK_SENDER, type ChatMessage } from '@netclass/shared';
import type { chatMessages } from '../../db/schema/index.js';

/** A chat message, with whether the receiver may delete it (HTTP and socket alike). */
export function presentChatMessage(row: typeof chatMessages.$inferSelect, canDelete: boolean): ChatMessage {
  return {
    id: row.id,
    content: row.content,
    sender_id: row.senderId,
    sender_name: row.senderName.trim() || CHAT_FALLBACK_SENDER,
    created_at: row.createdAt.toISOString(),
    can_delete: canDelete,
  };
}
