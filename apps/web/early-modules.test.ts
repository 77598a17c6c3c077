import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyModuleFiles } from './early-modules';

/** A chunk of a built bundle, as far as the plugin reads it. */
const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  options: { isEntry?: boolean; css?: string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  }) as unknown as Rolldown.OutputChunk;

const bundle = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]));

const groupsOf = (id: string): string[] => {
  if (id.endsWith('/layout.tsx')) return ['home', 'lesson'];
  if (id.endsWith('/home-page.tsx')) return ['home'];
  if (id.endsWith('/lesson-page.tsx')) return ['lesson'];
  return [];
};

describe('earlyModuleFiles', () => {
  it("lists each group's chunks with what they import and their styles, imports first, less what the page loads itself", () => {
    const files = earlyModuleFiles(
      bundle(
        chunk('assets/index.js', '/src/main.tsx', ['assets/react.js', 'assets/app.js'], {
          isEntry: true,
          css: ['assets/app.css'],
        }),
        chunk('assets/react.js', null, []),
        chunk('assets/app.js', null, ['assets/react.js'], { css: ['assets/app.css'] }),
        chunk('assets/shared.js', null, ['assets/react.js', 'assets/app.js'], { css: ['assets/shared.css'] }),
        chunk('assets/layout.js', '/src/layout.tsx', ['assets/shared.js', 'assets/app.js']),
        chunk('assets/home-page.js', '/src/home-page.tsx', ['assets/shared.js', 'assets/charts.js'], {
          css: ['assets/home-page.css'],
        }),
        chunk('assets/charts.js', null, ['assets/react.js']),
        chunk('assets/lesson-page.js', '/src/lesson-page.tsx', ['assets/shared.js']),
        chunk('assets/admin-page.js', '/src/admin-page.tsx', ['assets/shared.js']),
      ),
      groupsOf,
    );
    expect(files).toEqual({
      home: [
        '/assets/shared.css',
        '/assets/shared.js',
        '/assets/layout.js',
        '/assets/charts.js',
        '/assets/home-page.css',
        '/assets/home-page.js',
      ],
      lesson: ['/assets/shared.css', '/assets/shared.js', '/assets/layout.js', '/assets/lesson-page.js'],
    });
  });

  it('lists no group that no chunk belongs to, and follows an import cycle once', () => {
    const files = earlyModuleFiles(
      bundle(
        chunk('assets/index.js', '/src/main.tsx', [], { isEntry: true }),
        chunk('assets/home-page.js', '/src/home-page.tsx', ['assets/a.js']),
        chunk('assets/a.js', null, ['assets/home-page.js']),
      ),
      groupsOf,
    );
    expect(files).toEqual({ home: ['/assets/a.js', '/assets/home-page.js'] });
  });
});
