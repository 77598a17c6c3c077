import { type QuestionDefinition } from './definition.js';
import { ipv4ToNumber, maskOf, numberToIpv4, octetsOf } from './ipv4.js';
import { randomBlock } from './subnetting.js';
import type { ExplanationStep } from './types.js';

/**
 * Wildcard masks (the inverse of a subnet mask, as Cisco ACLs and OSPF write them): from a prefix,
 * and the ACL entry (address and wildcard) that matches exactly a range of addresses that is one block.
 */
export interface WildcardParams {
  prefix: number;
  mask: string;
}

export interface AclRangeParams {
  first: string;
  last: string;
}

function wildcardSteps(mask: string) {
  return octetsOf(ipv4ToNumber(mask)).map((octet, i) => ({
    key: 'wildcardOctet' as const,
    params: { position: i + 1, mask: octet, wildcard: 255 - octet },
  }));
}

export const wildcardFromPrefix: QuestionDefinition<WildcardParams> = {
  randomParams(random) {
    const prefix = random.int(8, 30);
    return { prefix, mask: maskOf(prefix) };
  },

  solve({ prefix }) {
    return {
      fields: [{ key: 'wildcard', kind: 'wildcard', label: 'wildcard' }],
      answer: { wildcard: numberToIpv4(2 ** (32 - prefix) - 1) },
    };
  },

  explain({ mask }) {
    const steps = wildcardSteps(mask);
    const wildcard = steps.map(({ params }) => params.wildcard).join('.');
    return [...steps, { key: 'wildcardResult', params: { mask, wildcard }, answers: { wildcard } }];
  },
};

export const aclRange: QuestionDefinition<AclRangeParams> = {
  randomParams(random) {
    const { network, prefix } = randomBlock(random, 16, 30);
    return { first: network, last: numberToIpv4(ipv4ToNumber(network) + 2 ** (32 - prefix) - 1) };
  },

  solve({ first, last }) {
    return {
      fields: [
        { key: 'address', kind: 'ipv4', label: 'aclAddress' },
        { key: 'wildcard', kind: 'wildcard', label: 'wildcard' },
      ],
      answer: { address: first, wildcard: numberToIpv4(ipv4ToNumber(last) - ipv4ToNumber(first)) },
    };
  },

  explain({ first, last }): ExplanationStep[] {
    const size = ipv4ToNumber(last) - ipv4ToNumber(first) + 1;
    const hostBits = Math.log2(size);
    const wildcard = octetsOf(ipv4ToNumber(last))
      .map((octet, i) => octet - (octetsOf(ipv4ToNumber(first))[i] ?? 0))
      .join('.');
    return [
      { key: 'rangeSize', params: { first, last, size, hostBits } },
      {
        key: 'aclWildcard',
        params: { first, last, wildcard, prefix: 32 - hostBits },
        answers: { address: first, wildcard },
      },
    ];
  },
};
