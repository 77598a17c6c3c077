import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildQuestion,
  checkAnswers,
  explainQuestion,
  generateQuestion,
  NETWORKING_QUESTION_TYPES,
  promptOf,
  STEP_KEYS,
} from './index.js';
import { ipv4ToNumber, numberToIpv4 } from './ipv4.js';
import { readAnswer } from './notation.js';
import { explainedAnswers } from './test-helpers.js';

const anyType = fc.constantFrom(...NETWORKING_QUESTION_TYPES);
const anySeed = fc.string({ maxLength: 40 });
const RUNS = { numRuns: 3000 };

describe('generated questions', () => {
  it('the same type and seed give the same question again (a review shows the same numbers)', () => {
    fc.assert(
      fc.property(anyType, anySeed, (type, seed) => {
        expect(generateQuestion(type, seed)).toEqual(generateQuestion(type, seed));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the numbers of a seed across releases (a change here changes every stored seed: see decision 027)', () => {
    const seed = 'quiz12:student34:1:2';
    expect(generateQuestion('ipv4-subnet-facts', seed).params).toEqual({ address: '105.230.170.212', prefix: 21 });
    expect(generateQuestion('ipv4-vlsm', seed).params).toEqual({
      network: '54.18.236.0',
      prefix: 22,
      hosts: [6, 5, 53],
    });
    expect(generateQuestion('ipv6-compress', seed).params).toEqual({
      address: 'fe80:0000:04ab:04c4:a181:0c82:0000:0f22',
    });
  });

  it.each(NETWORKING_QUESTION_TYPES)('%s: different seeds give different numbers', (type) => {
    const seeds = Array.from({ length: 100 }, (_, i) => `quiz7:student${i}:1:2`);
    const distinct = new Set(seeds.map((seed) => JSON.stringify(generateQuestion(type, seed).params)));
    // A wildcard from a prefix has 23 possible questions; every other type far more.
    expect(distinct.size).toBeGreaterThanOrEqual(type === 'wildcard-from-prefix' ? 15 : 95);
  });

  it('every generated question accepts its own answer, field by field', () => {
    fc.assert(
      fc.property(anyType, anySeed, (type, seed) => {
        const question = generateQuestion(type, seed);
        expect(question.fields.map((field) => field.key).sort()).toEqual(Object.keys(question.answer).sort());
        expect(checkAnswers(question, question.answer)).toMatchObject({ correct: question.fields.length, score: 1 });
      }),
      RUNS,
    );
  });

  it("every explanation reaches each field's answer", () => {
    fc.assert(
      fc.property(anyType, anySeed, (type, seed) => {
        const question = generateQuestion(type, seed);
        const explained = explainedAnswers(question);
        for (const step of explainQuestion(question)) expect(STEP_KEYS).toContain(step.key);
        expect(Object.keys(explained).sort()).toEqual(Object.keys(question.answer).sort());
        for (const { key, kind } of question.fields)
          expect(readAnswer(kind, explained[key] ?? ''), key).toBe(readAnswer(kind, question.answer[key] ?? ''));
      }),
      RUNS,
    );
  });

  it('a generated VLSM plan fits its block, largest first, without overlap', () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const { params, answer } = generateQuestion('ipv4-vlsm', seed);
        const blockEnd = ipv4ToNumber(params.network) + 2 ** (32 - params.prefix);
        let next = ipv4ToNumber(params.network);
        params.hosts.forEach((_, i) => {
          const start = ipv4ToNumber(answer[`network${i + 1}`] ?? '');
          const size = 2 ** (32 - Number(answer[`prefix${i + 1}`]?.slice(1)));
          expect(start).toBe(next);
          next = start + size;
        });
        expect(next).toBeLessThanOrEqual(blockEnd);
        expect(params.hosts.length).toBeGreaterThanOrEqual(3);
      }),
      RUNS,
    );
  });

  it('a generated subnet-for-hosts question holds the hosts and makes at least two subnets', () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const { params, answer } = generateQuestion('ipv4-subnet-hosts', seed);
        expect(Number(answer.usableHosts)).toBeGreaterThanOrEqual(params.hosts);
        expect(Number(answer.subnetCount)).toBeGreaterThanOrEqual(2);
      }),
      RUNS,
    );
  });
});

describe('checking in other notations', () => {
  const anyAddress = fc.nat({ max: 0xffffffff }).map(numberToIpv4);
  const withLeadingZeros = (address: string) =>
    address
      .split('.')
      .map((octet) => octet.padStart(3, '0'))
      .join(' . ');

  it('accepts subnet facts with padded octets and the mask as a prefix', () => {
    fc.assert(
      fc.property(anyAddress, fc.integer({ min: 0, max: 32 }), (address, prefix) => {
        const question = buildQuestion('ipv4-subnet-facts', { address, prefix });
        const typed = Object.fromEntries(
          Object.entries(question.answer).map(([key, value]) => [
            key,
            key === 'mask' ? `/${prefix}` : key === 'usableHosts' ? value : withLeadingZeros(value),
          ]),
        );
        expect(checkAnswers(question, typed).score).toBe(1);
      }),
      RUNS,
    );
  });

  it('accepts an IPv6 network in any valid notation, and only the canonical text when compressing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 128 }),
        (groups, prefix) => {
          const expanded = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
          const network = buildQuestion('ipv6-prefix', { address: expanded, prefix });
          const upper = network.answer.network?.toUpperCase() ?? '';
          expect(checkAnswers(network, { network: upper }).score).toBe(1);
          const compress = buildQuestion('ipv6-compress', { address: expanded });
          expect(checkAnswers(compress, { compressed: expanded }).score).toBe(
            expanded === compress.answer.compressed ? 1 : 0,
          );
          expect(checkAnswers(compress, { compressed: compress.answer.compressed?.toUpperCase() }).score).toBe(1);
        },
      ),
      RUNS,
    );
  });

  it('a prompt for the student carries neither the answer nor the seed, and explains the same', () => {
    const question = generateQuestion('ipv4-vlsm', 'quiz1:student1:1:1');
    const prompt = promptOf(question);
    expect(Object.keys(prompt).sort()).toEqual(['fields', 'params', 'type']);
    expect(explainQuestion(prompt)).toEqual(explainQuestion(question));
  });

  it('marks a missing or unreadable answer incorrect', () => {
    const question = generateQuestion('ipv4-subnet-facts', 'quiz1:student1:1:1');
    expect(checkAnswers(question, {})).toMatchObject({ correct: 0, score: 0 });
    expect(checkAnswers(question, { network: 'not an address' }).fields[0]).toEqual({ key: 'network', correct: false });
  });
});
