import type { PacketDissection } from '../dissect/dissect.js';
import type { PacketField } from '../dissect/field.js';
import type { CompareOperator, DisplayFilter, FilterNode } from './parser.js';
import { FIELD_ALIASES, parseIpv4, parseIpv6, parseMac, parseNumber } from './values.js';

/** A packet's fields by name, made once per packet from its tree (dissectPacket with `fields: true`). */
export type FieldIndex = Map<string, PacketField[]>;

export function indexFields(fields: PacketField[], into: FieldIndex = new Map()): FieldIndex {
  for (const field of fields) {
    const list = into.get(field.name);
    if (list) list.push(field);
    else into.set(field.name, [field]);
    if (field.children) indexFields(field.children, into);
  }
  return into;
}

/**
 * True when the packet passes the filter. The dissection must hold the field tree (`fields: true`).
 * As in Wireshark: a comparison holds when some occurrence of the field satisfies it; `!=` holds when
 * the field is present and no occurrence equals the value.
 */
export function matchesFilter(
  filter: DisplayFilter,
  dissection: PacketDissection,
  index = indexFields(dissection.fields),
): boolean {
  return filter.root === null || evaluate(filter.root, dissection, index);
}

function evaluate(node: FilterNode, dissection: PacketDissection, index: FieldIndex): boolean {
  switch (node.kind) {
    case 'and':
      return evaluate(node.left, dissection, index) && evaluate(node.right, dissection, index);
    case 'or':
      return evaluate(node.left, dissection, index) || evaluate(node.right, dissection, index);
    case 'not':
      return !evaluate(node.operand, dissection, index);
    case 'present':
      return (
        dissection.protocols.includes(node.field) || node.field === 'frame' || fieldsOf(node.field, index).length > 0
      );
    case 'compare': {
      const fields = fieldsOf(node.field, index);
      if (node.operator === '!=')
        return fields.length > 0 && !fields.some((field) => compare(field, '==', node.value, node.quoted));
      return fields.some((field) => compare(field, node.operator, node.value, node.quoted));
    }
  }
}

function fieldsOf(name: string, index: FieldIndex): PacketField[] {
  const aliases = FIELD_ALIASES[name];
  if (!aliases) return index.get(name) ?? [];
  return aliases.flatMap((alias) => index.get(alias) ?? []);
}

function order(difference: number, operator: CompareOperator): boolean {
  switch (operator) {
    case '==':
      return difference === 0;
    case '<':
      return difference < 0;
    case '>':
      return difference > 0;
    case '<=':
      return difference <= 0;
    case '>=':
      return difference >= 0;
    default:
      return false;
  }
}

function compare(field: PacketField, operator: CompareOperator, text: string, quoted: boolean): boolean {
  const value = field.value;
  if (operator === 'contains') {
    if (typeof value === 'string') return value.includes(text);
    if (value instanceof Uint8Array)
      return containsBytes(value, quoted ? Array.from(text, (c) => c.charCodeAt(0) & 255) : hexBytes(text));
    return false;
  }
  switch (field.type) {
    case 'ipv4': {
      const network = parseIpv4(text);
      if (!network) return false;
      const address = (Number(value) & network.mask) >>> 0;
      return order(address === network.address ? 0 : address < network.address ? -1 : 1, operator);
    }
    case 'ipv6': {
      const network = parseIpv6(text);
      const own = typeof value === 'string' ? parseIpv6(value) : null;
      return network !== null && own !== null && order(compareBits(own.bytes, network.bytes, network.prefix), operator);
    }
    case 'mac': {
      const mac = parseMac(text);
      return mac !== null && order(String(value).localeCompare(mac), operator);
    }
    case 'string':
      return order(String(value) === text ? 0 : String(value) < text ? -1 : 1, operator);
    case 'bytes': {
      const bytes = hexBytes(text);
      return (
        value instanceof Uint8Array && operator === '==' && bytes.length === value.length && containsBytes(value, bytes)
      );
    }
    default: {
      const number = parseNumber(text);
      if (number === null) return false;
      return order(Number(value) - number, operator);
    }
  }
}

/** Compares the first `bits` bits: < 0, 0 or > 0. */
function compareBits(a: Uint8Array, b: Uint8Array, bits: number): number {
  for (let i = 0; i < 16 && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    const difference = ((a[i] ?? 0) & mask) - ((b[i] ?? 0) & mask);
    if (difference !== 0) return difference;
  }
  return 0;
}

const hexBytes = (text: string): number[] =>
  /^([0-9a-fA-F]{2}[:.-]?)*$/.test(text)
    ? (text.replace(/[:.-]/g, '').match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))
    : [-1];

function containsBytes(haystack: Uint8Array, needle: number[]): boolean {
  if (needle.length === 0) return true;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
