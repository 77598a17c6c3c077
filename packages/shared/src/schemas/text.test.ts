import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '../constants.js';
import { cleanText, fileNameText, optionalText, requiredText } from './text.js';
import { TEXT_MESSAGES } from '../messages.js';

const name = requiredText({ lines: 'single', required: 'name required', max: 20, tooLong: 'name too long' });
const body = requiredText({
  lines: 'multi',
  required: 'body required',
  code: 'COMMENT_CONTENT_REQUIRED',
  max: 20,
  tooLong: 'body too long',
});
const issueOf = (result: { error?: { issues: { message: string; params?: unknown }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { message: issue.message, code: (issue.params as { code?: string } | undefined)?.code };
};

/** The deceptive characters the rule is about, each between two letters. */
const HIDDEN = {
  'right-to-left override U+202E': '\u202E',
  'left-to-right embedding U+202A': '\u202A',
  'pop directional formatting U+202C': '\u202C',
  'right-to-left isolate U+2067': '\u2067',
  'pop directional isolate U+2069': '\u2069',
  'right-to-left mark U+200F': '\u200F',
  'left-to-right mark U+200E': '\u200E',
  'arabic letter mark U+061C': '\u061C',
  'zero-width space U+200B': '\u200B',
  'zero-width joiner U+200D': '\u200D',
  'byte order mark U+FEFF': '\uFEFF',
  'soft hyphen U+00AD': '\u00AD',
};
const CONTROLS = {
  NUL: '\u0000',
  escape: '\u001B',
  delete: '\u007F',
  'C1 next line U+0085': '\u0085',
  'C1 CSI U+009B': '\u009B',
};

describe('single-line texts (names, titles, file names)', () => {
  it.each(Object.entries({ ...HIDDEN, ...CONTROLS, 'line feed': '\n', tab: '\t', 'line separator U+2028': '\u2028' }))(
    'refuse a %s with TEXT_INVALID',
    (_, char) => {
      expect(issueOf(name.safeParse(`Bài${char}học`))).toEqual({
        message: TEXT_MESSAGES.invalid,
        code: 'TEXT_INVALID',
      });
    },
  );

  it('refuse the classic spoofed file name (invoice‮fdp.exe shows as invoiceexe.pdf)', () => {
    expect(issueOf(fileNameText('file required').safeParse('invoice\u202Efdp.exe'))).toEqual({
      message: TEXT_MESSAGES.invalid,
      code: 'TEXT_INVALID',
    });
  });

  it('take Vietnamese typed as NFC or NFD and store it as NFC', () => {
    const nfc = 'Nguyễn Thị Hương';
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect(name.parse(nfc)).toBe(nfc);
    expect(name.parse(nfd)).toBe(nfc);
  });

  it('count the limit after normalizing, and refuse limit + 1 with the field message, never cutting', () => {
    expect(name.parse('ệ'.normalize('NFD').repeat(20))).toBe('ệ'.repeat(20));
    expect(issueOf(name.safeParse('a'.repeat(21)))).toEqual({ message: 'name too long', code: 'TEXT_TOO_LONG' });
  });

  it('keep emoji sequences whole (their joiners are visible, not hidden)', () => {
    expect(name.parse('Nhóm 👩🏽‍💻 lab')).toBe('Nhóm 👩🏽‍💻 lab');
  });

  it.each([undefined, null, '', '   '])('answer required for %j', (value) => {
    expect(issueOf(name.safeParse(value))).toEqual({ message: 'name required', code: 'VALIDATION' });
  });
});

describe('multi-line texts (content, comments, chat, notes, announcements)', () => {
  it.each(Object.entries(HIDDEN))('remove a %s', (_, char) => {
    expect(body.parse(`Xin${char} chào`)).toBe('Xin chào');
  });

  it.each(Object.entries(CONTROLS))('refuse a %s with TEXT_INVALID', (_, char) => {
    expect(issueOf(body.safeParse(`Xin${char}chào`))).toEqual({ message: TEXT_MESSAGES.invalid, code: 'TEXT_INVALID' });
  });

  it('keep line breaks and tabs, one kind of line break', () => {
    expect(body.parse('a\r\nb\rc\u2028d\n\te')).toBe('a\nb\nc\nd\n\te');
  });

  it('refuse limit + 1 (counted after cleaning) and answer required with the field code', () => {
    expect(body.parse(`${'x'.repeat(20)}\u200B`)).toBe('x'.repeat(20));
    expect(issueOf(body.safeParse('x'.repeat(21)))).toEqual({ message: 'body too long', code: 'TEXT_TOO_LONG' });
    expect(issueOf(body.safeParse('\u200B\u202E '))).toEqual({
      message: 'body required',
      code: 'COMMENT_CONTENT_REQUIRED',
    });
  });
});

describe('optional texts and file names', () => {
  const description = optionalText({ lines: 'multi', max: 10, tooLong: 'too long' });

  it('make blank, null or missing null', () => {
    expect([undefined, null, '', ' \u200B '].map((value) => description.parse(value))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('take a file name from its last path segment, at most FILE_NAME_MAX_LENGTH', () => {
    const fileName = fileNameText('file required');
    expect(fileName.parse('C:\\fakepath\\Bài giảng.pdf')).toBe('Bài giảng.pdf');
    expect(issueOf(fileName.safeParse(`${'a'.repeat(FILE_NAME_MAX_LENGTH - 3)}.pdf`))).toEqual({
      message: TEXT_MESSAGES.fileNameTooLong,
      code: 'TEXT_TOO_LONG',
    });
    expect(issueOf(fileName.safeParse('folder/'))).toEqual({ message: 'file required', code: 'VALIDATION' });
  });

  it('cleanText is what a form counts', () => {
    expect(cleanText(' Xin\u200B chào ', 'multi')).toEqual({ text: 'Xin chào', invalid: false });
    expect(cleanText('', 'single')).toEqual({ text: '', invalid: false });
    expect(cleanText('Xin\u202Echào', 'single')).toEqual({ text: 'Xin\u202Echào', invalid: true });
  });
});
