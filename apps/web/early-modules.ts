import type { Plugin, Rolldown } from 'vite';
import { EARLY_MODULES_ID } from './src/lib/early-page';

/**
 * Writes into index.html, as data (`<script type="application/json">`), the files each early
 * group needs: a chunk whose module `groupsOf` names, with every chunk it imports and their
 * styles, less what index.html loads already. The page's first script (lib/early-page.ts)
 * preloads the groups of a fresh load at once, before the app's JavaScript has arrived and
 * asked for them a round trip later. Data, not links: whether a group is wanted (a session is
 * stored, which language) is known only in the browser.
 */
export function earlyModules(groupsOf: (moduleId: string) => readonly string[]): Plugin {
  return {
    name: 'netclass:early-modules',
    apply: 'build',
    transformIndexHtml(_html, { bundle }) {
      const files = earlyModuleFiles(bundle ?? {}, groupsOf);
      // `<` escaped: the data cannot end its element, whatever a file is named.
      const children = JSON.stringify(files).replaceAll('<', '\\u003c');
      return [{ tag: 'script', attrs: { type: 'application/json', id: EARLY_MODULES_ID }, children, injectTo: 'body' }];
    },
  };
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** Each group's files (paths from the site's root), in the order a chunk's imports come before it. */
export function earlyModuleFiles(
  bundle: Rolldown.OutputBundle,
  groupsOf: (moduleId: string) => readonly string[],
): Record<string, string[]> {
  const chunks = new Map<string, Chunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const withImports = (roots: Chunk[]): Chunk[] => {
    const seen = new Set<string>();
    const ordered: Chunk[] = [];
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = chunks.get(imported);
        if (next) visit(next);
      }
      ordered.push(chunk);
    };
    roots.forEach(visit);
    return ordered;
  };
  const onThePage = new Set(
    withImports([...chunks.values()].filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName),
  );
  const roots = new Map<string, Chunk[]>();
  for (const chunk of chunks.values()) {
    for (const group of chunk.facadeModuleId ? groupsOf(chunk.facadeModuleId) : [])
      roots.set(group, [...(roots.get(group) ?? []), chunk]);
  }
  const files: Record<string, string[]> = {};
  for (const [group, chunksOfGroup] of [...roots].sort(([a], [b]) => a.localeCompare(b))) {
    const needed = withImports(chunksOfGroup).filter((chunk) => !onThePage.has(chunk.fileName));
    files[group] = [
      ...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? []), chunk.fileName])),
    ].map((file) => `/${file}`);
  }
  return files;
}
