import fs from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, generateApiTypes } from './generate-api-types.js';
import { repoRoot } from '../src/lib/paths.js';

/** `npm run api:types`: writes the web app's API types from the server's routes. */
const file = path.join(repoRoot, API_TYPES_FILE);
fs.writeFileSync(file, await generateApiTypes());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
