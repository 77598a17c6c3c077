import ipaddr from 'ipaddr.js';
import type { AnswerKind } from './types.js';

/**
 * What a student may type in each kind of field (decision 027). Each reader returns a value
 * that compares with `===`, or null when the text is not a valid answer of that kind.
 */
const SPACES = /[\s\u00a0\u202f]+/g;

/** Dotted decimal with spaces anywhere and leading zeros read as decimal ("010" is 10, not octal 8). */
function readIpv4(text: string): string | null {
  const parts = text.replace(SPACES, '').split('.');
  if (parts.length !== 4) return null;
  const candidate = parts.map((part) => part.replace(/^0+(?=\d)/, '')).join('.');
  return ipaddr.IPv4.isValidFourPartDecimal(candidate) ? ipaddr.IPv4.parse(candidate).toString() : null;
}

/** A prefix as "24", "/24" or its mask "255.255.255.0": the prefix length. */
function readPrefix(text: string): string | null {
  const compact = text.replace(SPACES, '');
  const number = /^\/?(\d{1,3})$/.exec(compact);
  if (number?.[1] !== undefined) return Number(number[1]) <= 32 ? String(Number(number[1])) : null;
  const mask = readIpv4(compact);
  const prefix = mask === null ? null : ipaddr.IPv4.parse(mask).prefixLengthFromSubnetMask();
  return prefix === null ? null : String(prefix);
}

/** Digits, with spaces anywhere, or "," or "." between groups of exactly three (65,534 · 65.534 · 65 534). */
function readInteger(text: string): string | null {
  const compact = text.replace(SPACES, '');
  if (!/^\d+$/.test(compact) && !/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(compact)) return null;
  return String(Number(compact.replace(/[.,]/g, '')));
}

/**
 * Binary or hexadecimal: separators (dots, spaces, colons) are ignored, except that exactly four
 * groups are the four octets of an address (each at most 8 bits, or 2 hex digits).
 */
function readDigits(text: string, radix: 2 | 16): string | null {
  let compact = text.trim();
  if (radix === 16) compact = compact.replace(/^0x/i, '');
  const groups = compact.split(/[\s.:\u00a0\u202f]+/).filter((group) => group !== '');
  const digit = radix === 2 ? /^[01]+$/ : /^[0-9a-f]+$/i;
  if (groups.length === 0 || !groups.every((group) => digit.test(group))) return null;
  if (groups.length === 4) {
    const octets = groups.map((group) => parseInt(group, radix));
    if (octets.some((octet) => octet > 255)) return null;
    return String(octets.reduce((value, octet) => value * 256 + octet, 0));
  }
  const value = parseInt(groups.join(''), radix);
  return value <= 0xffffffff ? String(value) : null;
}

/** Any valid IPv6 text (compressed or not, any case, no zone): its fixed-length form. */
function readIpv6(text: string): string | null {
  const compact = text.replace(SPACES, '');
  if (compact.includes('%') || !ipaddr.IPv6.isValid(compact)) return null;
  return expandIpv6(compact);
}

export function expandIpv6(address: string): string {
  return ipaddr.IPv6.parse(address)
    .parts.map((part) => part.toString(16).padStart(4, '0'))
    .join(':');
}

export function compressIpv6(address: string): string {
  return ipaddr.IPv6.parse(address).toRFC5952String();
}

const EXPANDED_IPV6 = /^[0-9a-f]{4}(:[0-9a-f]{4}){7}$/i;

const READERS: Record<AnswerKind, (text: string) => string | null> = {
  ipv4: readIpv4,
  wildcard: readIpv4,
  mask: readPrefix,
  prefix: readPrefix,
  integer: readInteger,
  binary: (text) => readDigits(text, 2),
  hex: (text) => readDigits(text, 16),
  ipv6: readIpv6,
  // The canonical text itself is the answer (RFC 5952); letter case is not marked down.
  'ipv6-compressed': (text) => {
    const compact = text.replace(SPACES, '').toLowerCase();
    return readIpv6(compact) !== null && compressIpv6(compact) === compact ? compact : null;
  },
  // All eight groups, four digits each.
  'ipv6-expanded': (text) => {
    const compact = text.replace(SPACES, '');
    return EXPANDED_IPV6.test(compact) ? compact.toLowerCase() : null;
  },
};

/** The comparable value of an answer, or null when it is not a valid answer of this kind. */
export function readAnswer(kind: AnswerKind, text: string): string | null {
  try {
    return READERS[kind](text);
  } catch {
    return null;
  }
}
