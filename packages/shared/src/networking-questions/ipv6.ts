import ipaddr from 'ipaddr.js';
import { type QuestionDefinition } from './definition.js';
import type { Random } from './random.js';
import { compressIpv6, expandIpv6 } from './notation.js';
import type { ExplanationStep } from './types.js';

/**
 * IPv6: compressing to the RFC 5952 canonical text (leading zeros dropped, the longest run of two or
 * more zero groups as "::", the first of equal runs, a lone zero group kept as 0, lower case),
 * expanding to all eight groups of four digits, and the network of an address and prefix.
 */
export interface Ipv6AddressParams {
  address: string;
}

export interface Ipv6PrefixParams {
  address: string;
  prefix: number;
}

function randomIpv6(random: Random): string {
  const groups = [random.pick([0x2001, 0x2a02, 0xfe80, 0xfd00 + random.int(0, 255)])];
  while (groups.length < 8)
    groups.push(random.pick([0, 0, random.int(1, 0xff), random.int(1, 0xfff), random.int(0x1000, 0xffff)]));
  return expandIpv6(groups.map((group) => group.toString(16)).join(':'));
}

/** The longest run of two or more zero groups, the first of equal ones; null when there is none. */
function longestZeroRun(groups: readonly string[]): { start: number; length: number; tie: boolean } | null {
  let best: { start: number; length: number; tie: boolean } | null = null;
  for (let start = 0; start < groups.length; start++) {
    if (groups[start] !== '0' || groups[start - 1] === '0') continue;
    let length = 0;
    while (groups[start + length] === '0') length++;
    if (length < 2) continue;
    if (best === null || length > best.length) best = { start, length, tie: false };
    else if (length === best.length) best.tie = true;
  }
  return best;
}

/** The canonical text worked step by step from the eight groups. */
function compressionSteps(expanded: string): { steps: ExplanationStep[]; compressed: string } {
  const groups = expanded.split(':').map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
  const steps: ExplanationStep[] = [{ key: 'dropLeadingZeros', params: { before: expanded, after: groups.join(':') } }];
  const run = longestZeroRun(groups);
  if (run === null) {
    steps.push({ key: groups.includes('0') ? 'singleZeroGroupKept' : 'noZeroGroups', params: {} });
    return { steps, compressed: groups.join(':') };
  }
  const compressed = `${groups.slice(0, run.start).join(':')}::${groups.slice(run.start + run.length).join(':')}`;
  steps.push({
    key: run.tie ? 'firstOfEqualZeroRuns' : 'longestZeroRun',
    params: { from: run.start + 1, to: run.start + run.length, length: run.length },
  });
  return { steps, compressed };
}

export const ipv6Compress: QuestionDefinition<Ipv6AddressParams> = {
  randomParams: (random) => ({ address: randomIpv6(random) }),

  solve: ({ address }) => ({
    fields: [{ key: 'compressed', kind: 'ipv6-compressed', label: 'compressed' }],
    answer: { compressed: compressIpv6(address) },
  }),

  explain({ address }) {
    const { steps, compressed } = compressionSteps(address);
    return [...steps, { key: 'lowerCaseResult', params: { compressed }, answers: { compressed } }];
  },
};

export const ipv6Expand: QuestionDefinition<Ipv6AddressParams> = {
  randomParams: (random) => ({ address: compressIpv6(randomIpv6(random)) }),

  solve: ({ address }) => ({
    fields: [{ key: 'expanded', kind: 'ipv6-expanded', label: 'expanded' }],
    answer: { expanded: expandIpv6(address) },
  }),

  explain({ address }): ExplanationStep[] {
    const [left = '', right] = address.split('::');
    const written = (part: string) => (part === '' ? [] : part.split(':'));
    const missing = right === undefined ? 0 : 8 - written(left).length - written(right).length;
    const groups = [...written(left), ...Array<string>(missing).fill('0'), ...written(right ?? '')];
    const expanded = groups.map((group) => group.padStart(4, '0')).join(':');
    return [
      {
        key: missing === 0 ? 'allGroupsWritten' : 'restoreZeroGroups',
        params: { address, written: 8 - missing, missing },
      },
      { key: 'padGroups', params: { expanded }, answers: { expanded } },
    ];
  },
};

export const ipv6Prefix: QuestionDefinition<Ipv6PrefixParams> = {
  randomParams: (random) => ({ address: compressIpv6(randomIpv6(random)), prefix: random.int(16, 64) }),

  solve: ({ address, prefix }) => ({
    fields: [{ key: 'network', kind: 'ipv6', label: 'ipv6Network' }],
    answer: { network: ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefix}`).toRFC5952String() },
  }),

  explain({ address, prefix }) {
    const groups = expandIpv6(address).split(':');
    const whole = Math.floor(prefix / 16);
    const bits = prefix % 16;
    const steps: ExplanationStep[] = [
      { key: 'prefixGroups', params: { expanded: groups.join(':'), prefix, whole, bits } },
    ];
    const network = groups.map((group, i) => (i < whole ? group : '0000'));
    const partial = groups[whole];
    if (bits > 0 && partial !== undefined) {
      const groupBits = parseInt(partial, 16).toString(2).padStart(16, '0');
      const kept = groupBits.slice(0, bits) + '0'.repeat(16 - bits);
      network[whole] = parseInt(kept, 2).toString(16).padStart(4, '0');
      steps.push({
        key: 'maskPartialGroup',
        params: { position: whole + 1, group: partial, groupBits, bits, kept, result: network[whole] },
      });
    }
    const { compressed } = compressionSteps(network.join(':'));
    steps.push({
      key: 'ipv6NetworkResult',
      params: { expanded: network.join(':'), network: compressed },
      answers: { network: compressed },
    });
    return steps;
  },
};
