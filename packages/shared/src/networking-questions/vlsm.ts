import { type QuestionDefinition } from './definition.js';
import { hostBitsFor, ipv4ToNumber, numberToIpv4 } from './ipv4.js';
import { randomBlock } from './subnetting.js';
import type { AnswerField, ExplanationStep } from './types.js';

/**
 * A VLSM plan: host counts (listed in any order) placed in a block largest first (equal counts in
 * the order given), each in the smallest subnet with 2^h − 2 ≥ hosts, one after the other from the
 * block's network. Fields ask each subnet's network and prefix, numbered in the placing order.
 */
export interface VlsmParams {
  network: string;
  prefix: number;
  hosts: number[];
}

/** The host counts in placing order: largest first, a stable sort keeps equal counts in the given order. */
function placingOrder(hosts: readonly number[]): number[] {
  return [...hosts].sort((a, b) => b - a);
}

function fieldsOf(hosts: readonly number[]): AnswerField[] {
  return placingOrder(hosts).flatMap((count, i) => [
    {
      key: `network${i + 1}`,
      kind: 'ipv4' as const,
      label: 'vlsmNetwork' as const,
      labelParams: { ordinal: i + 1, hosts: count },
    },
    {
      key: `prefix${i + 1}`,
      kind: 'prefix' as const,
      label: 'vlsmPrefix' as const,
      labelParams: { ordinal: i + 1, hosts: count },
    },
  ]);
}

export const vlsm: QuestionDefinition<VlsmParams> = {
  randomParams(random) {
    const block = randomBlock(random, 20, 24);
    let free = 2 ** (32 - block.prefix);
    const hosts: number[] = [];
    const wanted = random.int(3, 5);
    while (hosts.length < wanted && free >= 4) {
      // Half the free space at most, so the later subnets still fit.
      const maxBits = Math.min(Math.floor(Math.log2(free)) - (hosts.length < wanted - 1 ? 1 : 0), 8);
      if (maxBits < 2) break;
      const bits = random.int(2, maxBits);
      hosts.push(random.int(Math.max(2, 2 ** (bits - 1) - 1), 2 ** bits - 2));
      free -= 2 ** bits;
    }
    return { ...block, hosts };
  },

  solve({ network, hosts }) {
    const answer: Record<string, string> = {};
    let next = ipv4ToNumber(network);
    placingOrder(hosts).forEach((count, i) => {
      const hostBits = hostBitsFor(count);
      answer[`network${i + 1}`] = numberToIpv4(next);
      answer[`prefix${i + 1}`] = `/${32 - hostBits}`;
      next += 2 ** hostBits;
    });
    return { fields: fieldsOf(hosts), answer };
  },

  explain({ network, prefix, hosts }) {
    const order = placingOrder(hosts);
    const steps: ExplanationStep[] = [{ key: 'vlsmOrder', params: { hosts: order.join(', '), network, prefix } }];
    let start = ipv4ToNumber(network);
    order.forEach((count, i) => {
      let hostBits = 2;
      while (2 ** hostBits - 2 < count) hostBits++;
      const blockSize = 2 ** hostBits;
      const subnet = numberToIpv4(start);
      steps.push({
        key: 'vlsmSubnet',
        params: {
          ordinal: i + 1,
          hosts: count,
          hostBits,
          blockSize,
          network: subnet,
          prefix: 32 - hostBits,
          broadcast: numberToIpv4(start + blockSize - 1),
        },
        answers: { [`network${i + 1}`]: subnet, [`prefix${i + 1}`]: `/${32 - hostBits}` },
      });
      start += blockSize;
    });
    return steps;
  },
};
