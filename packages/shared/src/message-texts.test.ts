import { describe, expect, it } from 'vitest';
import * as shared from './index.js';
import { messageOf, splitMessage } from './message-keys.js';
import { acceptedLanguage, MESSAGE_TEXTS, parseMessage, renderMessage } from './message-texts.js';

const keysOf = (texts: Record<string, Record<string, string>>) =>
  Object.entries(texts).flatMap(([group, entries]) => Object.keys(entries).map((name) => `${group}.${name}`));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Every message the shared constants give (functions called with sample values), by constant and name. */
const messages = Object.entries(shared)
  .filter(([name]) => name.endsWith('_MESSAGES'))
  .flatMap(([name, group]) =>
    Object.entries(group as Record<string, unknown>).map(([entry, value]): [string, string] => [
      `${name}.${entry}`,
      typeof value === 'function' ? (value as (...args: unknown[]) => string)('x', 1, 2) : String(value),
    ]),
  );

describe('the message locales', () => {
  it('have the same keys in Vietnamese and English, no text empty, the same values named', () => {
    expect(keysOf(MESSAGE_TEXTS.en)).toEqual(keysOf(MESSAGE_TEXTS.vi));
    for (const key of keysOf(MESSAGE_TEXTS.vi)) {
      const [group = '', name = ''] = key.split('.');
      const [vi = '', en = ''] = [MESSAGE_TEXTS.vi[group]?.[name], MESSAGE_TEXTS.en[group]?.[name]];
      expect(vi.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(vi));
    }
  });

  it('word every message the schemas and the server can send, with every value its texts name', () => {
    expect(messages.length).toBeGreaterThan(300);
    for (const [constant, message] of messages) {
      const parsed = parseMessage(message);
      expect(parsed, `${constant} (${message}) has no text`).not.toBeNull();
      for (const language of ['vi', 'en'] as const) {
        expect(renderMessage(message, language), `${constant} in ${language}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('have no text the constants do not give (every key is sent by something)', () => {
    const sent = new Set(messages.map(([, message]) => splitMessage(message).key));
    expect(keysOf(MESSAGE_TEXTS.vi).filter((key) => !sent.has(key))).toEqual([]);
  });
});

describe('a message', () => {
  it('is its key, with its values after a bar, worded in either language', () => {
    const message = messageOf(shared.CHAT_MESSAGES.courseRequired.replace(/\|.*/, ''));
    expect(message).toBe('chat.courseRequired');
    expect(renderMessage(shared.COMMENT_MESSAGES.tooLong)).toBe('Bình luận tối đa 2000 ký tự.');
    expect(renderMessage(shared.COMMENT_MESSAGES.tooLong, 'en')).toBe('A comment can have at most 2000 characters.');
    expect(splitMessage(shared.COMMENT_MESSAGES.tooLong)).toEqual({ key: 'comment.tooLong', params: { max: 2000 } });
    expect(renderMessage(shared.QUIZ_AUTHORING_MESSAGES.categoryUsed('Định tuyến'), 'vi')).toBe(
      'Nhóm câu hỏi đang được dùng trong bài kiểm tra “Định tuyến” nên không thể xoá.',
    );
  });

  it('that is no key stays as it is (zod’s own texts, a user’s words)', () => {
    expect(parseMessage('Expected number, received string')).toBeNull();
    expect(renderMessage('comment.nothing', 'en')).toBe('comment.nothing');
    expect(renderMessage('Xin chào', 'en')).toBe('Xin chào');
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, undefined],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['vi-VN, en;q=0.5', 'vi'],
    ['fr, en;q=0.3, vi;q=0.2', 'en'],
    ['vi;q=0.1, en-GB;q=0.8', 'en'],
    ['fr, de', undefined],
    ['en;q=0, vi', 'vi'],
  ])('%s prefers %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
