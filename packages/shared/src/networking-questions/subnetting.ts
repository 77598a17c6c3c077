import { maskFromPrefixStep } from './bits.js';
import { field, randomIpv4Number, type QuestionDefinition } from './definition.js';
import type { Random } from './random.js';
import { hostBitsFor, ipv4ToNumber, maskOf, networkOf, numberToIpv4 } from './ipv4.js';
import type { ExplanationStep } from './types.js';

/**
 * Subnetting a block: into at least N equal subnets, or into subnets of at least N usable hosts.
 * Subnets are numbered from 1 (the first subnet starts at the block's own network: "subnet zero" is
 * used, as every current IOS does), and usable hosts are 2^h − 2, so a plan never makes a /31 or /32.
 */
export interface SubnetCountParams {
  network: string;
  prefix: number;
  subnets: number;
  /** Which subnet (1 = the first) the question asks the network and broadcast of. */
  ordinal: number;
}

export interface SubnetHostsParams {
  network: string;
  prefix: number;
  hosts: number;
}

export function randomBlock(random: Random, minPrefix: number, maxPrefix: number): { network: string; prefix: number } {
  const prefix = random.int(minPrefix, maxPrefix);
  return { network: networkOf(numberToIpv4(randomIpv4Number(random)), prefix), prefix };
}

/** The smallest number of bits b with 2^b ≥ count. */
function bitsFor(count: number): number {
  let bits = 0;
  while (2 ** bits < count) bits++;
  return bits;
}

export const subnetCount: QuestionDefinition<SubnetCountParams> = {
  randomParams(random) {
    const block = randomBlock(random, 8, 24);
    const bits = random.int(1, Math.min(8, 30 - block.prefix));
    const subnets = random.int(2 ** (bits - 1) + 1, 2 ** bits);
    return { ...block, subnets, ordinal: random.int(1, subnets) };
  },

  solve({ network, prefix, subnets, ordinal }) {
    const newPrefix = prefix + bitsFor(subnets);
    const blockSize = 2 ** (32 - newPrefix);
    const nth = ipv4ToNumber(network) + (ordinal - 1) * blockSize;
    return {
      fields: [
        field('prefix', 'prefix'),
        field('mask', 'mask'),
        field('subnetCount', 'integer'),
        field('usableHosts', 'integer'),
        { ...field('nthNetwork', 'ipv4'), labelParams: { ordinal } },
        { ...field('nthBroadcast', 'ipv4'), labelParams: { ordinal } },
      ],
      answer: {
        prefix: `/${newPrefix}`,
        mask: maskOf(newPrefix),
        subnetCount: String(2 ** (newPrefix - prefix)),
        usableHosts: String(blockSize - 2),
        nthNetwork: numberToIpv4(nth),
        nthBroadcast: numberToIpv4(nth + blockSize - 1),
      },
    };
  },

  explain({ network, prefix, subnets, ordinal }) {
    let borrowed = 0;
    while (2 ** borrowed < subnets) borrowed++;
    const newPrefix = prefix + borrowed;
    const hostBits = 32 - newPrefix;
    const blockSize = 2 ** hostBits;
    const start = ipv4ToNumber(network) + (ordinal - 1) * blockSize;
    return [
      {
        key: 'borrowBits',
        params: { subnets, borrowed, created: 2 ** borrowed },
        answers: { subnetCount: String(2 ** borrowed) },
      },
      { key: 'newPrefix', params: { prefix, borrowed, newPrefix }, answers: { prefix: `/${newPrefix}` } },
      maskFromPrefixStep(newPrefix),
      {
        key: 'usableHosts',
        params: { hostBits, total: blockSize, usable: String(blockSize - 2) },
        answers: { usableHosts: String(blockSize - 2) },
      },
      { key: 'blockSize', params: { hostBits, blockSize } },
      {
        key: 'nthSubnet',
        params: {
          ordinal,
          network,
          steps: ordinal - 1,
          blockSize,
          nthNetwork: numberToIpv4(start),
          nthBroadcast: numberToIpv4(start + blockSize - 1),
        },
        answers: { nthNetwork: numberToIpv4(start), nthBroadcast: numberToIpv4(start + blockSize - 1) },
      },
    ];
  },
};

export const subnetHosts: QuestionDefinition<SubnetHostsParams> = {
  randomParams(random) {
    const block = randomBlock(random, 8, 24);
    const hostBits = random.int(2, 31 - block.prefix);
    return { ...block, hosts: random.int(2 ** (hostBits - 1) - 1, 2 ** hostBits - 2) };
  },

  solve({ prefix, hosts }) {
    const newPrefix = 32 - hostBitsFor(hosts);
    return {
      fields: [
        field('prefix', 'prefix'),
        field('mask', 'mask'),
        field('subnetCount', 'integer'),
        field('usableHosts', 'integer'),
      ],
      answer: {
        prefix: `/${newPrefix}`,
        mask: maskOf(newPrefix),
        subnetCount: String(2 ** (newPrefix - prefix)),
        usableHosts: String(2 ** (32 - newPrefix) - 2),
      },
    };
  },

  explain({ prefix, hosts }) {
    const rows: ExplanationStep[] = [];
    let hostBits = 2;
    while (2 ** hostBits - 2 < hosts) {
      rows.push({ key: 'hostBitsTooFew', params: { hostBits, usable: 2 ** hostBits - 2, hosts } });
      hostBits++;
    }
    const newPrefix = 32 - hostBits;
    const usable = String(2 ** hostBits - 2);
    return [
      ...rows.slice(-1),
      { key: 'hostBitsEnough', params: { hostBits, usable, hosts }, answers: { usableHosts: usable } },
      { key: 'newPrefixFromHosts', params: { hostBits, newPrefix }, answers: { prefix: `/${newPrefix}` } },
      maskFromPrefixStep(newPrefix),
      {
        key: 'subnetCountFromBits',
        params: { prefix, newPrefix, borrowed: newPrefix - prefix, subnetCount: 2 ** (newPrefix - prefix) },
        answers: { subnetCount: String(2 ** (newPrefix - prefix)) },
      },
    ];
  },
};
