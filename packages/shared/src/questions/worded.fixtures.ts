import { renderMessage } from '../message-texts.js';

/** An import's or export's rows with each message worded as a Vietnamese reader sees it (messages are keys). */
export const worded = <T extends { message: string }>(rows: T[]): T[] =>
  rows.map((row) => ({ ...row, message: renderMessage(row.message) }));

/** One message worded in Vietnamese; nothing stays nothing. */
export const wordedMessage = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : renderMessage(message);
