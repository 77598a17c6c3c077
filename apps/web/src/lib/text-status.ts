import { cleanText } from '@netclass/shared';

/** What holds a typed text back: nothing typed, past its limit, or a character the server refuses. */
export type TextBlock = 'blank' | 'tooLong' | 'invalid';

export interface TextStatus {
  /** Characters as the server counts them (the shared text rule: NFC, hidden characters dropped, trimmed). */
  length: number;
  max: number;
  block: TextBlock | null;
}

/** A multi-line text (message, comment, announcement, note) as the server will judge it, before it is sent. */
export function textStatus(value: string, max: number): TextStatus {
  const { text, invalid } = cleanText(value, 'multi');
  const block = invalid ? 'invalid' : text === '' ? 'blank' : text.length > max ? 'tooLong' : null;
  return { length: text.length, max, block };
}
