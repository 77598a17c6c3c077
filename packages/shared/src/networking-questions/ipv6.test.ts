import { describe, expect, it } from 'vitest';
import { buildQuestion, explainQuestion } from './index.js';
import { explainedAnswers } from './test-helpers.js';

describe('IPv6 compression (RFC 5952)', () => {
  it.each([
    [
      'the longest zero run becomes ::',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '2001:db8::ff00:42:8329',
      'longestZeroRun',
    ],
    ['the first of equal runs', '2001:0db8:0000:0000:0001:0000:0000:0001', '2001:db8::1:0:0:1', 'firstOfEqualZeroRuns'],
    [
      'the longer run even when it comes second',
      '2001:0000:0000:0001:0000:0000:0000:0001',
      '2001:0:0:1::1',
      'longestZeroRun',
    ],
    [
      'a single zero group is not compressed',
      '2001:0db8:0000:0001:0001:0001:0001:0001',
      '2001:db8:0:1:1:1:1:1',
      'singleZeroGroupKept',
    ],
    ['no zero group', '2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2:3:4:5:6', 'noZeroGroups'],
    ['lower case', '2001:0DB8:0000:0000:0000:0000:0000:00AB', '2001:db8::ab', 'longestZeroRun'],
    ['all zero', '0000:0000:0000:0000:0000:0000:0000:0000', '::', 'longestZeroRun'],
    ['a leading run', '0000:0000:0000:0000:0000:0000:0000:0001', '::1', 'longestZeroRun'],
    ['a trailing run', 'fe80:0000:0000:0000:0000:0000:0000:0000', 'fe80::', 'longestZeroRun'],
  ])('%s', (_, address, compressed, ruleStep) => {
    const question = buildQuestion('ipv6-compress', { address });
    expect(question.answer).toEqual({ compressed });
    expect(explainedAnswers(question)).toEqual({ compressed });
    expect(explainQuestion(question).map((step) => step.key)).toContain(ruleStep);
  });
});

describe('IPv6 expansion', () => {
  it.each([
    ['2001:db8::ff00:42:8329', '2001:0db8:0000:0000:0000:ff00:0042:8329'],
    ['::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['fe80::', 'fe80:0000:0000:0000:0000:0000:0000:0000'],
    ['::', '0000:0000:0000:0000:0000:0000:0000:0000'],
    ['2001:db8:0:1:1:1:1:1', '2001:0db8:0000:0001:0001:0001:0001:0001'],
  ])('%s', (address, expanded) => {
    const question = buildQuestion('ipv6-expand', { address });
    expect(question.answer).toEqual({ expanded });
    expect(explainedAnswers(question)).toEqual({ expanded });
  });
});

describe('IPv6 prefix', () => {
  it.each([
    ['2001:db8:abcd:1234::1', 48, '2001:db8:abcd::'],
    ['2001:db8:abcd:1234::1', 52, '2001:db8:abcd:1000::'],
    ['2001:db8:abcd:1234:5678::1', 64, '2001:db8:abcd:1234::'],
    ['2001:db8:abcd:1234::1', 36, '2001:db8:a000::'],
    ['2001:db8:abcd:1234::1', 20, '2001::'],
    ['2001:db8:abcd:12ff::1', 57, '2001:db8:abcd:1280::'],
  ])('%s/%i is in %s', (address, prefix, network) => {
    const question = buildQuestion('ipv6-prefix', { address, prefix });
    expect(question.answer).toEqual({ network });
    expect(explainedAnswers(question)).toEqual({ network });
  });
});
