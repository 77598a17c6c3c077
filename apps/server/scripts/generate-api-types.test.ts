import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './generate-api-types.js';
import { repoRoot } from '../src/lib/paths.js';

/** A changed route changes the web app's types: the committed file must be regenerated, or the build breaks here. */
test(`${API_TYPES_FILE} is what the current routes generate (else run \`npm run api:types\`)`, async () => {
  const committed = fs.readFileSync(path.join(repoRoot, API_TYPES_FILE), 'utf8');
  expect(
    committed === (await generateApiTypes()),
    `${API_TYPES_FILE} is stale: run \`npm run api:types\` and commit it`,
  ).toBe(true);
});
