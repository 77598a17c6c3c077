import { PAGE_LIMITS, TEXT_LIMITS } from '../constants.js';
import { z } from 'zod';
import { pageQuerySchema } from './communication.js';
import { requiredText } from './text.js';
import { chatMessageSchema } from './entities.js';
import { CHAT_MESSAGES } from '../messages.js';

/**
 * The class chat (docs/product/screens-and-roles.md#chat, docs/product/api.md#calls `/api/messages`). History is paged from the newest: the
 * first call has no `before`; scrolling up asks `before=<id of the oldest shown>`. Live, to
 * the chat room (the chat screen sends `joinRoom {room:'chat'}`, again after a reconnect):
 * `newMessage` (a ChatMessage) and `deleteMessage` `{id}`.
 */

/** Shown when a message kept no sender name (docs/product/rules.md#entities). */
export const CHAT_FALLBACK_SENDER = 'User';

export const chatHistoryQuerySchema = pageQuerySchema(PAGE_LIMITS.chatDefault);

export const chatHistoryResponseSchema = z.object({
  /** One page, oldest to newest (append below, or prepend the page when scrolling up). */
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist: ask again with `before` = the first message's id. */
  has_more: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const sendChatMessageSchema = z.object({
  content: requiredText({
    lines: 'multi',
    required: CHAT_MESSAGES.contentRequired,
    code: 'MESSAGE_CONTENT_REQUIRED',
    max: TEXT_LIMITS.chatMessage,
    tooLong: CHAT_MESSAGES.tooLong,
  }),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

export const chatMessageResponseSchema = z.object({ chat_message: chatMessageSchema });
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;
