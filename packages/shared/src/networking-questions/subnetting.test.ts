import { describe, expect, it } from 'vitest';
import { buildQuestion } from './index.js';
import { explainedAnswers } from './test-helpers.js';

describe('subnetting a block', () => {
  it.each([
    [
      { network: '192.168.1.0', prefix: 24, subnets: 5, ordinal: 3 },
      {
        prefix: '/27',
        mask: '255.255.255.224',
        subnetCount: '8',
        usableHosts: '30',
        nthNetwork: '192.168.1.64',
        nthBroadcast: '192.168.1.95',
      },
    ],
    [
      { network: '10.0.0.0', prefix: 8, subnets: 2, ordinal: 2 },
      {
        prefix: '/9',
        mask: '255.128.0.0',
        subnetCount: '2',
        usableHosts: '8388606',
        nthNetwork: '10.128.0.0',
        nthBroadcast: '10.255.255.255',
      },
    ],
    [
      { network: '172.16.0.0', prefix: 16, subnets: 256, ordinal: 1 },
      {
        prefix: '/24',
        mask: '255.255.255.0',
        subnetCount: '256',
        usableHosts: '254',
        nthNetwork: '172.16.0.0',
        nthBroadcast: '172.16.0.255',
      },
    ],
  ])('into N subnets: %o', (params, answer) => {
    const question = buildQuestion('ipv4-subnet-count', params);
    expect(question.answer).toEqual(answer);
    expect(explainedAnswers(question)).toEqual(answer);
  });

  it.each([
    [
      { network: '172.16.0.0', prefix: 16, hosts: 500 },
      { prefix: '/23', mask: '255.255.254.0', subnetCount: '128', usableHosts: '510' },
    ],
    [
      { network: '192.168.0.0', prefix: 24, hosts: 62 },
      { prefix: '/26', mask: '255.255.255.192', subnetCount: '4', usableHosts: '62' },
    ],
    [
      { network: '192.168.0.0', prefix: 24, hosts: 63 },
      { prefix: '/25', mask: '255.255.255.128', subnetCount: '2', usableHosts: '126' },
    ],
    [
      { network: '192.168.0.0', prefix: 24, hosts: 2 },
      { prefix: '/30', mask: '255.255.255.252', subnetCount: '64', usableHosts: '2' },
    ],
  ])('for N hosts per subnet: %o', (params, answer) => {
    const question = buildQuestion('ipv4-subnet-hosts', params);
    expect(question.answer).toEqual(answer);
    expect(explainedAnswers(question)).toEqual(answer);
  });
});

describe('VLSM plan', () => {
  it('places the largest first, each in the smallest subnet that holds it', () => {
    const question = buildQuestion('ipv4-vlsm', { network: '192.168.10.0', prefix: 24, hosts: [20, 50, 10, 2] });
    const answer = {
      network1: '192.168.10.0',
      prefix1: '/26',
      network2: '192.168.10.64',
      prefix2: '/27',
      network3: '192.168.10.96',
      prefix3: '/28',
      network4: '192.168.10.112',
      prefix4: '/30',
    };
    expect(question.answer).toEqual(answer);
    expect(question.fields.filter((field) => field.label === 'vlsmNetwork').map((field) => field.labelParams)).toEqual([
      { ordinal: 1, hosts: 50 },
      { ordinal: 2, hosts: 20 },
      { ordinal: 3, hosts: 10 },
      { ordinal: 4, hosts: 2 },
    ]);
    expect(explainedAnswers(question)).toEqual(answer);
  });
});
