import { addressBits, andBits, bitsToDotted, maskBits, maskFromPrefixStep, withHostBits } from './bits.js';
import { field, randomIpv4Number, type QuestionDefinition } from './definition.js';
import { broadcastOf, dottedBinary, ipv4ToNumber, maskOf, networkOf, numberToIpv4 } from './ipv4.js';
import type { ExplanationStep } from './types.js';

/**
 * Given an address and a prefix: network, broadcast, first and last host, mask, usable hosts.
 * /31 (RFC 3021, point-to-point): both addresses are hosts, 2 usable, no broadcast field.
 * /32 (a single host route): the address is the only host, 1 usable, no broadcast field.
 */
export interface SubnetFactsParams {
  address: string;
  prefix: number;
}

export const subnetFacts: QuestionDefinition<SubnetFactsParams> = {
  randomParams(random) {
    return { address: numberToIpv4(randomIpv4Number(random)), prefix: random.int(8, 32) };
  },

  solve({ address, prefix }) {
    const network = networkOf(address, prefix);
    const hostBits = 32 - prefix;
    const fields = [
      field('network', 'ipv4'),
      field('firstHost', 'ipv4'),
      field('lastHost', 'ipv4'),
      field('mask', 'mask'),
      field('usableHosts', 'integer'),
    ];
    const answer: Record<string, string> = { network, mask: maskOf(prefix) };
    if (prefix === 32) {
      Object.assign(answer, { firstHost: network, lastHost: network, usableHosts: '1' });
      return { fields, answer };
    }
    const broadcast = broadcastOf(address, prefix);
    if (prefix === 31) {
      Object.assign(answer, { firstHost: network, lastHost: broadcast, usableHosts: '2' });
      return { fields, answer };
    }
    Object.assign(answer, {
      broadcast,
      firstHost: numberToIpv4(ipv4ToNumber(network) + 1),
      lastHost: numberToIpv4(ipv4ToNumber(broadcast) - 1),
      usableHosts: String(2 ** hostBits - 2),
    });
    fields.splice(1, 0, field('broadcast', 'ipv4'));
    return { fields, answer };
  },

  explain({ address, prefix }) {
    const hostBits = 32 - prefix;
    const mask = maskBits(prefix);
    const network = andBits(addressBits(address), mask);
    const steps: ExplanationStep[] = [
      maskFromPrefixStep(prefix),
      {
        key: 'networkByAnd',
        params: {
          address,
          addressBinary: dottedBinary(addressBits(address)),
          maskBinary: dottedBinary(mask),
          networkBinary: dottedBinary(network),
          network: bitsToDotted(network),
        },
        answers: { network: bitsToDotted(network) },
      },
      { key: 'hostBits', params: { prefix, hostBits, blockSize: 2 ** hostBits } },
    ];
    if (prefix === 32) {
      const only = bitsToDotted(network);
      steps.push({
        key: 'singleHost',
        params: { address: only },
        answers: { firstHost: only, lastHost: only, usableHosts: '1' },
      });
      return steps;
    }
    if (prefix === 31) {
      const first = bitsToDotted(network);
      const last = bitsToDotted(withHostBits(network, prefix, '1'));
      steps.push({
        key: 'pointToPoint',
        params: { first, last },
        answers: { firstHost: first, lastHost: last, usableHosts: '2' },
      });
      return steps;
    }
    const broadcast = withHostBits(network, prefix, '1');
    const first = withHostBits(network, prefix, '0', '1');
    const last = withHostBits(network, prefix, '1', '0');
    const usable = String(2 ** hostBits - 2);
    steps.push(
      {
        key: 'broadcastHostBitsOne',
        params: { broadcastBinary: dottedBinary(broadcast), broadcast: bitsToDotted(broadcast) },
        answers: { broadcast: bitsToDotted(broadcast) },
      },
      {
        key: 'firstHost',
        params: { firstBinary: dottedBinary(first), first: bitsToDotted(first) },
        answers: { firstHost: bitsToDotted(first) },
      },
      {
        key: 'lastHost',
        params: { lastBinary: dottedBinary(last), last: bitsToDotted(last) },
        answers: { lastHost: bitsToDotted(last) },
      },
      { key: 'usableHosts', params: { hostBits, total: 2 ** hostBits, usable }, answers: { usableHosts: usable } },
    );
    return steps;
  },
};
