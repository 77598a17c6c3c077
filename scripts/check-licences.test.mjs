import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredLicence, findViolations, installedPackages, satisfies } from './check-licences.mjs';

const policy = { allowed: ['MIT', 'Apache-2.0'], devOnly: ['CC-BY-4.0'], known: { 'old@1.0.0': 'MIT' } };

describe('findViolations', () => {
  it('passes packages on the allowlist and fails one outside it', () => {
    const violations = findViolations(
      [
        { name: 'a', version: '1.0.0', licence: 'MIT', dev: false },
        { name: 'b', version: '1.0.0', licence: 'SSPL-1.0', dev: false },
      ],
      policy,
    );
    expect(violations.map((v) => v.name)).toEqual(['b']);
    expect(violations[0].reason).toBe('SSPL-1.0 is not on the allowlist');
  });

  it('fails a package that names no licence, unless it is a known one', () => {
    const violations = findViolations(
      [
        { name: 'old', version: '1.0.0', licence: undefined, dev: false },
        { name: 'old', version: '2.0.0', licence: undefined, dev: false },
      ],
      policy,
    );
    expect(violations).toEqual([expect.objectContaining({ version: '2.0.0', reason: 'names no licence' })]);
  });

  it('allows the dev-only licences in the dev tree alone', () => {
    const data = { name: 'data', version: '1.0.0', licence: 'CC-BY-4.0' };
    expect(findViolations([{ ...data, dev: true }], policy)).toEqual([]);
    expect(findViolations([{ ...data, dev: false }], policy)).toHaveLength(1);
  });
});

describe('satisfies', () => {
  const allowed = new Set(['MIT', 'Apache-2.0']);
  it.each([
    ['MIT', true],
    ['(MIT OR GPL-2.0-only)', true],
    ['(MIT AND GPL-2.0-only)', false],
    ['(MIT AND Apache-2.0)', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['GPL-2.0-only', false],
    ['SEE LICENSE IN LICENSE.txt', false],
  ])('%s → %s', (expression, expected) => {
    expect(satisfies(expression, allowed)).toBe(expected);
  });
});

describe('declaredLicence', () => {
  it('reads `license`, its old object form and the old `licenses` list', () => {
    expect(declaredLicence({ license: 'MIT' })).toBe('MIT');
    expect(declaredLicence({ license: { type: 'ISC' } })).toBe('ISC');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(declaredLicence({})).toBeUndefined();
  });
});

describe('installedPackages', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads each installed package.json and skips another platform’s optional binary', () => {
    root = mkdtempSync(path.join(tmpdir(), 'licences-'));
    const lock = {
      packages: {
        '': { name: 'app' },
        'node_modules/kept': { version: '1.0.0' },
        'node_modules/tool': { version: '2.0.0', dev: true },
        'node_modules/@x/darwin-arm64': { version: '1.0.0', optional: true },
      },
    };
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    for (const [name, license] of [
      ['kept', 'GPL-2.0-only'],
      ['tool', 'MIT'],
    ]) {
      mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
      writeFileSync(
        path.join(root, 'node_modules', name, 'package.json'),
        JSON.stringify({ name, version: '1.0.0', license }),
      );
    }
    const packages = installedPackages(root);
    expect(packages.map((p) => [p.name, p.licence, p.dev])).toEqual([
      ['kept', 'GPL-2.0-only', false],
      ['tool', 'MIT', true],
    ]);
    expect(findViolations(packages, policy).map((v) => v.name)).toEqual(['kept']);
  });
});
