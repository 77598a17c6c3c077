import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found the same way from src/ (dev, tests) and dist/ (built). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder (drizzle/ migrations)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '..', '..');
