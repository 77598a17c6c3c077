import { CAPTURE_FILTER_MESSAGES as M } from '../../messages.js';
import { FilterSyntaxError, type FilterError } from './errors.js';
import { tokenize, type Token } from './lexer.js';
import { addressKindOf, FIELD_ALIASES, FILTER_PROTOCOLS, parseIpv4, parseIpv6, parseMac } from './values.js';

export type CompareOperator = '==' | '!=' | '<' | '>' | '<=' | '>=' | 'contains';

/** A parsed filter: a tree of tests joined by `&&`, `||` and `!`. */
export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  /** A protocol or field is present (`dhcp`, `tcp.flags.syn`). */
  | { kind: 'present'; field: string }
  /** `field op value`; `quoted` when the value was written as a "string". */
  | { kind: 'compare'; field: string; operator: CompareOperator; value: string; quoted: boolean };

/** A filter read: `root` null for an empty filter, which every packet passes. */
export interface DisplayFilter {
  source: string;
  root: FilterNode | null;
}

export type FilterParse = { ok: true; filter: DisplayFilter } | { ok: false; error: FilterError };

/**
 * Reads a display filter in Wireshark's syntax (docs/captures.md): never throws; an error carries a
 * message key and the position of the part at fault, for showing as the user types.
 */
export function parseFilter(source: string): FilterParse {
  try {
    const parser = new Parser(tokenize(source));
    if (parser.peek.kind === 'end') return { ok: true, filter: { source, root: null } };
    const root = parser.expression();
    parser.expectEnd();
    return { ok: true, filter: { source, root } };
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      return { ok: false, error: { message: error.key, position: error.position, length: error.length } };
    throw error;
  }
}

/** A field name is known when its first part is a protocol this reader dissects. */
const isKnownName = (name: string): boolean => FILTER_PROTOCOLS.has(name.split('.')[0] ?? '') || name in FIELD_ALIASES;

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  get peek(): Token {
    return this.tokens[this.at] ?? this.tokens[this.tokens.length - 1]!;
  }

  private next(): Token {
    const token = this.peek;
    if (this.at < this.tokens.length - 1) this.at++;
    return token;
  }

  expectEnd(): void {
    const token = this.peek;
    if (token.kind === 'close') throw new FilterSyntaxError(M.unexpectedToken(')'), token.position, token.length);
    if (token.kind !== 'end') throw new FilterSyntaxError(M.unexpectedToken(token.text), token.position, token.length);
  }

  expression(): FilterNode {
    let left = this.conjunction();
    while (this.peek.kind === 'or') {
      this.next();
      left = { kind: 'or', left, right: this.conjunction() };
    }
    return left;
  }

  private conjunction(): FilterNode {
    let left = this.negation();
    while (this.peek.kind === 'and') {
      this.next();
      left = { kind: 'and', left, right: this.negation() };
    }
    return left;
  }

  private negation(): FilterNode {
    if (this.peek.kind === 'not') {
      this.next();
      return { kind: 'not', operand: this.negation() };
    }
    return this.primary();
  }

  private primary(): FilterNode {
    const token = this.next();
    if (token.kind === 'open') {
      const inner = this.expression();
      const close = this.peek;
      if (close.kind !== 'close') {
        if (close.kind === 'end') throw new FilterSyntaxError(M.unclosedParenthesis, token.position, 1);
        throw new FilterSyntaxError(M.unexpectedToken(close.text), close.position, close.length);
      }
      this.next();
      return inner;
    }
    if (token.kind === 'end') throw new FilterSyntaxError(M.unexpectedEnd, token.position, 0);
    if (token.kind !== 'word') throw new FilterSyntaxError(M.unexpectedToken(token.text), token.position, token.length);
    if (!isKnownName(token.text)) throw new FilterSyntaxError(M.unknownField(token.text), token.position, token.length);
    if (this.peek.kind !== 'op') return { kind: 'present', field: token.text };
    const operator = this.next().text as CompareOperator;
    const value = this.next();
    if (value.kind === 'end') throw new FilterSyntaxError(M.valueExpected, value.position, 0);
    if (value.kind !== 'word' && value.kind !== 'string')
      throw new FilterSyntaxError(M.unexpectedToken(value.text), value.position, value.length);
    if (value.kind === 'word') checkLiteral(token.text, value);
    return { kind: 'compare', field: token.text, operator, value: value.text, quoted: value.kind === 'string' };
  }
}

/** Refuses an address literal that cannot be one, for the address fields known. */
function checkLiteral(field: string, value: Token): void {
  const kind = addressKindOf(field);
  const valid =
    kind === 'ipv4'
      ? parseIpv4(value.text)
      : kind === 'ipv6'
        ? parseIpv6(value.text)
        : kind === 'mac'
          ? parseMac(value.text)
          : true;
  if (!valid) throw new FilterSyntaxError(M.badValue(value.text, field), value.position, value.length);
}
