import { randomIpv4Number, type QuestionDefinition } from './definition.js';
import { binaryOf, dottedBinary, ipv4ToNumber, numberToIpv4, octetsOf } from './ipv4.js';
import type { AnswerKind, ExplanationStep, StepKey } from './types.js';

/**
 * Converting an octet (8 bits) or an address (32 bits) between decimal, binary and hexadecimal.
 * An address in decimal is dotted decimal; in binary, four dotted octets; in hexadecimal, 8 digits.
 */
export const NUMBER_BASES = ['decimal', 'binary', 'hex'] as const;
export type NumberBase = (typeof NUMBER_BASES)[number];

export interface ConversionParams {
  from: NumberBase;
  to: NumberBase;
  width: 8 | 32;
  value: string;
}

const HEX_DIGITS = '0123456789ABCDEF';

function format(value: number, base: NumberBase, width: 8 | 32): string {
  if (base === 'decimal') return width === 8 ? String(value) : numberToIpv4(value);
  if (base === 'binary') return width === 8 ? binaryOf(value, 8) : dottedBinary(binaryOf(value, 32));
  return value
    .toString(16)
    .toUpperCase()
    .padStart(width / 4, '0');
}

function parse(text: string, base: NumberBase, width: 8 | 32): number {
  if (base === 'decimal') return width === 8 ? Number(text) : ipv4ToNumber(text);
  return parseInt(text.replace(/\./g, ''), base === 'binary' ? 2 : 16);
}

function answerKind(base: NumberBase, width: 8 | 32): AnswerKind {
  if (base === 'decimal') return width === 8 ? 'integer' : 'ipv4';
  return base;
}

/** One octet worked by hand: place values for binary, 16 × high + low for hexadecimal. */
function octetStep(octet: number, from: NumberBase, to: NumberBase): { step: ExplanationStep; result: string } {
  const places = [128, 64, 32, 16, 8, 4, 2, 1];
  let rest = octet;
  const bits = places.map((place) => (rest >= place ? ((rest -= place), '1') : '0')).join('');
  const sum = places.filter((_, i) => bits[i] === '1').join(' + ') || '0';
  const high = Math.floor(octet / 16);
  const low = octet % 16;
  const hex = `${HEX_DIGITS[high]}${HEX_DIGITS[low]}`;
  const shown = { decimal: String(octet), binary: bits, hex }[from];
  const result = { decimal: String(octet), binary: bits, hex }[to];
  const params = {
    value: shown,
    decimal: octet,
    binary: bits,
    sum,
    high,
    low,
    hex,
    highBits: bits.slice(0, 4),
    lowBits: bits.slice(4),
  };
  return { step: { key: `octet_${from}_${to}` as StepKey, params }, result };
}

export const conversion: QuestionDefinition<ConversionParams> = {
  randomParams(random) {
    const width = random.pick([8, 32] as const);
    const from = random.pick(NUMBER_BASES);
    const to = random.pick(NUMBER_BASES.filter((base) => base !== from));
    const value = width === 8 ? random.int(0, 255) : randomIpv4Number(random);
    return { from, to, width, value: format(value, from, width) };
  },

  solve({ from, to, width, value }) {
    return {
      fields: [{ key: 'value', kind: answerKind(to, width), label: 'converted', labelParams: { width } }],
      answer: { value: format(parse(value, from, width), to, width) },
    };
  },

  explain({ from, to, width, value }) {
    const octets = width === 8 ? [parse(value, from, 8)] : octetsOf(parse(value, from, 32));
    const worked = octets.map((octet) => octetStep(octet, from, to));
    const joined = worked.map(({ result }) => result).join(to === 'hex' ? '' : '.');
    return [
      ...worked.map(({ step }) => step),
      { key: 'conversionResult', params: { value: joined }, answers: { value: joined } },
    ];
  },
};
