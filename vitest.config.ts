import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The web app's own config; listed only once it exists so the server suite runs alone meanwhile. */
const webConfig = fromRoot('./apps/web/vitest.config.ts');

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'server',
      root: fromRoot('./'),
      environment: 'node',
      include: ['apps/server/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      // One PostgreSQL for the run; each test file clones its own database from a migrated template.
      globalSetup: [fromRoot('./apps/server/test/global-setup.ts')],
      setupFiles: [fromRoot('./apps/server/test/setup.ts')],
      pool: 'forks',
      testTimeout: 15_000,
      hookTimeout: 60_000,
      teardownTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'shared',
      root: fromRoot('./'),
      environment: 'node',
      include: ['packages/shared/**/*.test.ts'],
      exclude: ['**/node_modules/**'],
    },
  },
  {
    test: {
      // The repository's own scripts (the licence check).
      name: 'scripts',
      root: fromRoot('./'),
      environment: 'node',
      include: ['scripts/**/*.test.mjs'],
    },
  },
];
if (fs.existsSync(webConfig)) projects.push(webConfig);

export default defineConfig({
  test: {
    projects,
  },
});
