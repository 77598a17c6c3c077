// Fails when an installed npm package's licence is not one NetClass may ship under the
// GNU AGPL (docs/decisions/040-licence-runtimes-and-format.md). Reads package-lock.json for
// the tree (which packages, production or dev) and each installed package's own package.json
// for its `license` (or the old `licenses` list). Plain Node with no dependencies.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Licences compatible with distributing the whole under AGPL-3.0-or-later: permissive ones,
 * the weak copylefts the AGPL can absorb, and the GNU licences at version 3.
 */
export const ALLOWED = [
  '0BSD',
  'AGPL-3.0-or-later',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
];

/** Allowed in the dev tree only: data that is used while building and never shipped. */
export const ALLOWED_DEV_ONLY = ['CC-BY-4.0'];

/**
 * Packages whose package.json names no usable SPDX licence, with the licence their own files
 * state (read by hand). Keyed by name@version, so a new version is read again.
 */
export const KNOWN = {
  'only@0.0.2': 'MIT', // Readme.md, "License": The MIT License
  'humanize-number@0.0.2': 'MIT', // Readme.md, "License": MIT
  'parse-cache-control@1.0.1': 'BSD-3-Clause', // LICENSE: three-clause BSD text
};

/** The licence a package.json declares, as an SPDX expression, or undefined. */
export function declaredLicence(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses)) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean);
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return undefined;
}

/**
 * Whether an SPDX expression is satisfied by `allowed`: every part of an AND, any part of an
 * OR. `WITH` exceptions only widen what a licence permits, so the licence before them decides.
 */
export function satisfies(expression, allowed) {
  const tokens = expression
    .replace(/[()]/g, (p) => ` ${p} `)
    .trim()
    .split(/\s+/);
  let i = 0;
  const parseOr = () => {
    let ok = parseAnd();
    while (tokens[i]?.toUpperCase() === 'OR') {
      i += 1;
      ok = parseAnd() || ok;
    }
    return ok;
  };
  const parseAnd = () => {
    let ok = parseTerm();
    while (tokens[i]?.toUpperCase() === 'AND') {
      i += 1;
      ok = parseTerm() && ok;
    }
    return ok;
  };
  const parseTerm = () => {
    const token = tokens[i++];
    if (token === '(') {
      const ok = parseOr();
      i += 1; // ')'
      return ok;
    }
    if (tokens[i]?.toUpperCase() === 'WITH') i += 2;
    return token !== undefined && allowed.has(token.replace(/\+$/, ''));
  };
  const ok = parseOr();
  return ok && i === tokens.length;
}

/**
 * Checks a list of `{ name, version, licence, dev }` against the policy; answers the packages
 * that break it, each with why.
 */
export function findViolations(packages, policy = { allowed: ALLOWED, devOnly: ALLOWED_DEV_ONLY, known: KNOWN }) {
  const prod = new Set(policy.allowed);
  const dev = new Set([...policy.allowed, ...policy.devOnly]);
  const violations = [];
  for (const pkg of packages) {
    const licence = policy.known[`${pkg.name}@${pkg.version}`] ?? pkg.licence;
    if (licence === undefined) {
      violations.push({ ...pkg, reason: 'names no licence' });
    } else if (!satisfies(licence, pkg.dev ? dev : prod)) {
      violations.push({ ...pkg, licence, reason: `${licence} is not on the allowlist` });
    }
  }
  return violations;
}

/** Every installed package of the lock's tree, production and dev, with its declared licence. */
export function installedPackages(root) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const packages = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (where === '' || entry.link || !where.includes('node_modules/')) continue;
    const manifestPath = path.join(root, where, 'package.json');
    if (!existsSync(manifestPath)) {
      // Another platform's optional binary is not installed here, and is never used here.
      if (entry.optional || entry.devOptional) continue;
      throw new Error(`${where} is in package-lock.json but not installed: run npm ci first.`);
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const { name = where.slice(where.lastIndexOf('node_modules/') + 13), version } = manifest;
    packages.push({ name, version, licence: declaredLicence(manifest), dev: entry.dev === true, where });
  }
  return packages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const packages = installedPackages(root);
  const violations = findViolations(packages);
  for (const v of violations) {
    console.error(`${v.name}@${v.version} (${v.dev ? 'dev' : 'production'}, ${v.where}): ${v.reason}`);
  }
  const prod = packages.filter((p) => !p.dev).length;
  if (violations.length > 0) {
    console.error(`Licence check: ${violations.length} package(s) outside the allowlist (scripts/check-licences.mjs).`);
    process.exit(1);
  }
  console.log(
    `Licence check: ${packages.length} packages (${prod} production, ${packages.length - prod} dev) on the allowlist.`,
  );
}
