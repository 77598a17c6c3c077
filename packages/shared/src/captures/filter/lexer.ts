import { CAPTURE_FILTER_MESSAGES as M } from '../../messages.js';
import { FilterSyntaxError } from './errors.js';

export type TokenKind = 'word' | 'string' | 'op' | 'and' | 'or' | 'not' | 'open' | 'close' | 'end';

export interface Token {
  kind: TokenKind;
  /** The word, the string's content, or the operator (`==`, `!=`, `<`, `>`, `<=`, `>=`, `contains`). */
  text: string;
  position: number;
  length: number;
}

const SYMBOLS: [string, TokenKind, string][] = [
  ['&&', 'and', '&&'],
  ['||', 'or', '||'],
  ['==', 'op', '=='],
  ['!=', 'op', '!='],
  ['<=', 'op', '<='],
  ['>=', 'op', '>='],
  ['<', 'op', '<'],
  ['>', 'op', '>'],
  ['!', 'not', '!'],
  ['(', 'open', '('],
  [')', 'close', ')'],
];
const KEYWORDS: Record<string, [TokenKind, string]> = {
  and: ['and', '&&'],
  or: ['or', '||'],
  not: ['not', '!'],
  eq: ['op', '=='],
  ne: ['op', '!='],
  lt: ['op', '<'],
  gt: ['op', '>'],
  le: ['op', '<='],
  ge: ['op', '>='],
  contains: ['op', 'contains'],
};
const WORD = /[A-Za-z0-9_.:\-/]/;

/** Splits a display filter into tokens; throws FilterSyntaxError on a character or string it cannot read. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? '';
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    const symbol = SYMBOLS.find(([text]) => source.startsWith(text, at));
    if (symbol) {
      tokens.push({ kind: symbol[1], text: symbol[2], position: at, length: symbol[0].length });
      at += symbol[0].length;
      continue;
    }
    if (char === '"') {
      at = readString(source, at, tokens);
      continue;
    }
    if (!WORD.test(char)) throw new FilterSyntaxError(M.unexpectedCharacter(char), at, 1);
    const start = at;
    while (at < source.length && WORD.test(source[at] ?? '')) at++;
    const text = source.slice(start, at);
    const keyword = KEYWORDS[text];
    tokens.push(
      keyword
        ? { kind: keyword[0], text: keyword[1], position: start, length: at - start }
        : { kind: 'word', text, position: start, length: at - start },
    );
  }
  tokens.push({ kind: 'end', text: '', position: source.length, length: 0 });
  return tokens;
}

function readString(source: string, start: number, tokens: Token[]): number {
  const parts: string[] = [];
  let at = start + 1;
  while (at < source.length) {
    const char = source[at] ?? '';
    if (char === '"') {
      tokens.push({ kind: 'string', text: parts.join(''), position: start, length: at + 1 - start });
      return at + 1;
    }
    if (char === '\\' && at + 1 < source.length) {
      parts.push(source[at + 1] ?? '');
      at += 2;
      continue;
    }
    parts.push(char);
    at++;
  }
  throw new FilterSyntaxError(M.unclosedString, start, source.length - start);
}
