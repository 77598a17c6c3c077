/**
 * The binary-digit view used by explanations: an address as 32 characters of 0 and 1, worked on
 * character by character as a student does on paper (and so independent of the number arithmetic).
 */
import { dottedBinary, ipv4ToNumber } from './ipv4.js';
import type { ExplanationStep } from './types.js';

export function addressBits(address: string): string {
  return ipv4ToNumber(address).toString(2).padStart(32, '0');
}

export function maskBits(prefix: number): string {
  return '1'.repeat(prefix) + '0'.repeat(32 - prefix);
}

export function andBits(left: string, right: string): string {
  return [...left].map((bit, i) => (bit === '1' && right[i] === '1' ? '1' : '0')).join('');
}

/** The prefix bits of `bits` followed by host bits all set to `fill`, with the last host bit replaced by `last`. */
export function withHostBits(bits: string, prefix: number, fill: '0' | '1', last?: '0' | '1'): string {
  const hostBits = 32 - prefix;
  if (hostBits === 0) return bits;
  return bits.slice(0, prefix) + fill.repeat(hostBits - 1) + (last ?? fill);
}

export function bitsToDotted(bits: string): string {
  return dottedBinary(bits)
    .split('.')
    .map((octet) => parseInt(octet, 2))
    .join('.');
}

export function maskFromPrefixStep(prefix: number): ExplanationStep {
  const mask = bitsToDotted(maskBits(prefix));
  return {
    key: 'maskFromPrefix',
    params: { prefix, maskBinary: dottedBinary(maskBits(prefix)), mask },
    answers: { mask },
  };
}
