import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The layer check of `npm run lint` (.dependency-cruiser.cjs), run on small trees of files. */
const root = fileURLToPath(new URL('..', import.meta.url));
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (path under apps/server/src: the names it imports) and returns the rules they break. */
function violations(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(dir, 'apps/server/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map((name, i) => {
      const relative = path.relative(path.dirname(full), path.join(dir, 'apps/server/src', name));
      return `import a${i} from '${relative.startsWith('.') ? relative : `./${relative}`}';`;
    });
    writeFileSync(full, [...lines, 'export default 1;', ''].join('\n'));
  }
  const run = spawnSync(process.execPath, [depcruise, 'apps', '--config', config, '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const found = JSON.parse(run.stdout).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  return found.map((v) => v.replaceAll('apps/server/src/', ''));
}

// Each case starts dependency-cruiser (a few seconds on a busy machine).
describe('the layer check', { timeout: 60_000 }, () => {
  it('passes imports that go down the layers, and a module reaching another through its index.ts', () => {
    expect(
      violations({
        'lib/text.js': [],
        'db/client.js': ['lib/text.js'],
        'infra/jobs.js': ['db/client.js'],
        'modules/notes/index.js': ['modules/notes/service.js'],
        'modules/notes/service.js': ['infra/jobs.js', 'lib/text.js'],
        'modules/feed/service.js': ['modules/notes/index.js'],
        'api.js': ['modules/feed/service.js'],
      }),
    ).toEqual([]);
  });

  it('fails a file cycle', () => {
    expect(violations({ 'lib/a.js': ['lib/b.js'], 'lib/b.js': ['lib/a.js'] })).toEqual([
      'no-file-cycle: lib/a.js -> lib/b.js',
    ]);
  });

  it('fails an import that climbs a layer', () => {
    expect(violations({ 'lib/a.js': ['db/client.js'], 'db/client.js': [] })).toEqual([
      'layer-lib: lib/a.js -> db/client.js',
    ]);
    expect(violations({ 'db/client.js': ['infra/jobs.js'], 'infra/jobs.js': [] })).toEqual([
      'layer-data: db/client.js -> infra/jobs.js',
    ]);
  });

  it('fails a cycle between folders, even when no file imports itself', () => {
    const found = violations({
      'modules/notes/index.js': [],
      'modules/notes/service.js': ['modules/feed/index.js'],
      'modules/feed/index.js': [],
      'modules/feed/service.js': ['modules/notes/index.js'],
    });
    expect(found.filter((v) => v.startsWith('no-folder-cycle')).length).toBeGreaterThan(0);
    expect(found.filter((v) => v.startsWith('no-file-cycle'))).toEqual([]);
  });

  it("fails a module reaching into another's files instead of its index.ts", () => {
    expect(
      violations({ 'modules/notes/service.js': [], 'modules/feed/service.js': ['modules/notes/service.js'] }),
    ).toEqual(['module-public-entry: modules/feed/service.js -> modules/notes/service.js']);
  });

  it('holds the public-entry rule for every module, those that once reached in included', () => {
    expect(
      violations({
        'modules/content/index.js': ['modules/content/presenter.js'],
        'modules/content/presenter.js': [],
        'modules/pages/service.js': ['modules/content/presenter.js'],
        'modules/quizzes/attempts/attempt-service.js': ['modules/quizzes/authoring/quiz-service.js'],
        'modules/quizzes/authoring/quiz-service.js': ['modules/content/index.js'],
      }),
    ).toEqual(['module-public-entry: modules/pages/service.js -> modules/content/presenter.js']);
  });
});
