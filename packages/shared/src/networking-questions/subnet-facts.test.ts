import { describe, expect, it } from 'vitest';
import { buildQuestion, checkAnswers, explainQuestion } from './index.js';
import { explainedAnswers } from './test-helpers.js';

const facts = (address: string, prefix: number) => buildQuestion('ipv4-subnet-facts', { address, prefix });

describe('IPv4 subnet facts', () => {
  it.each([
    [
      '10.1.2.3',
      0,
      {
        network: '0.0.0.0',
        broadcast: '255.255.255.255',
        firstHost: '0.0.0.1',
        lastHost: '255.255.255.254',
        mask: '0.0.0.0',
        usableHosts: '4294967294',
      },
    ],
    [
      '10.20.30.40',
      8,
      {
        network: '10.0.0.0',
        broadcast: '10.255.255.255',
        firstHost: '10.0.0.1',
        lastHost: '10.255.255.254',
        mask: '255.0.0.0',
        usableHosts: '16777214',
      },
    ],
    [
      '172.16.37.9',
      20,
      {
        network: '172.16.32.0',
        broadcast: '172.16.47.255',
        firstHost: '172.16.32.1',
        lastHost: '172.16.47.254',
        mask: '255.255.240.0',
        usableHosts: '4094',
      },
    ],
    [
      '172.16.5.200',
      26,
      {
        network: '172.16.5.192',
        broadcast: '172.16.5.255',
        firstHost: '172.16.5.193',
        lastHost: '172.16.5.254',
        mask: '255.255.255.192',
        usableHosts: '62',
      },
    ],
    [
      '192.168.10.77',
      30,
      {
        network: '192.168.10.76',
        broadcast: '192.168.10.79',
        firstHost: '192.168.10.77',
        lastHost: '192.168.10.78',
        mask: '255.255.255.252',
        usableHosts: '2',
      },
    ],
  ])('%s/%i', (address, prefix, answer) => {
    const question = facts(address, prefix);
    expect(question.answer).toEqual(answer);
    expect(question.fields.map((field) => field.key)).toEqual([
      'network',
      'broadcast',
      'firstHost',
      'lastHost',
      'mask',
      'usableHosts',
    ]);
    expect(explainedAnswers(question)).toEqual(answer);
  });

  it('a /31 is a point-to-point link (RFC 3021): both addresses are hosts, no broadcast is asked', () => {
    const question = facts('203.0.113.9', 31);
    const answer = {
      network: '203.0.113.8',
      firstHost: '203.0.113.8',
      lastHost: '203.0.113.9',
      mask: '255.255.255.254',
      usableHosts: '2',
    };
    expect(question.answer).toEqual(answer);
    expect(question.fields.map((field) => field.key)).not.toContain('broadcast');
    expect(explainedAnswers(question)).toEqual(answer);
    expect(explainQuestion(question).map((step) => step.key)).toContain('pointToPoint');
  });

  it('a /32 is one host: the address itself, no broadcast is asked', () => {
    const question = facts('198.51.100.7', 32);
    const answer = {
      network: '198.51.100.7',
      firstHost: '198.51.100.7',
      lastHost: '198.51.100.7',
      mask: '255.255.255.255',
      usableHosts: '1',
    };
    expect(question.answer).toEqual(answer);
    expect(question.fields.map((field) => field.key)).not.toContain('broadcast');
    expect(explainedAnswers(question)).toEqual(answer);
  });

  it('works the network out as the AND of address and mask in binary', () => {
    const [, and] = explainQuestion(facts('192.168.10.77', 30));
    expect(and).toEqual({
      key: 'networkByAnd',
      params: {
        address: '192.168.10.77',
        addressBinary: '11000000.10101000.00001010.01001101',
        maskBinary: '11111111.11111111.11111111.11111100',
        networkBinary: '11000000.10101000.00001010.01001100',
        network: '192.168.10.76',
      },
      answers: { network: '192.168.10.76' },
    });
  });

  it('marks each field on its own and scores the share right', () => {
    const question = facts('172.16.5.200', 26);
    const result = checkAnswers(question, {
      network: '172.16.5.192',
      broadcast: '172.16.5.254',
      mask: '/26',
      usableHosts: '64',
    });
    expect(result.fields).toEqual([
      { key: 'network', correct: true },
      { key: 'broadcast', correct: false },
      { key: 'firstHost', correct: false },
      { key: 'lastHost', correct: false },
      { key: 'mask', correct: true },
      { key: 'usableHosts', correct: false },
    ]);
    expect(result).toMatchObject({ correct: 2, total: 6, score: 2 / 6 });
  });
});
