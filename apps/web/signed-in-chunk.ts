import type { Plugin } from 'vite';

/**
 * One chunk for what the signed-in layout (header, footer, session gate) and the screens
 * behind it share, instead of a copy in the layout's chunk and in each screen's
 * (`experimentalInlineCommonChunks` copies small common chunks into each user): a signed-in
 * page then downloads and runs each module once. Its members are the modules the layout
 * imports, directly or not, except those a public page (the login page, the landing page)
 * imports as well, so those pages never load this chunk. The graph is read once the build
 * has parsed every module (`buildEnd`), before the chunks are made. A package's index makes
 * all of the package reachable, used or not: `deferred` names what the layout reaches that way
 * but the app loads after the first paint, which must not come with this chunk.
 */
export function signedInChunk(
  layout: RegExp,
  publicPages: RegExp,
  deferred: RegExp,
): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'netclass:signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const reachable = (roots: string[]): Set<string> => {
        const seen = new Set(roots);
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(imported)) {
              seen.add(imported);
              queue.push(imported);
            }
          }
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const publicModules = reachable(ids.filter((id) => publicPages.test(id)));
      members.clear();
      for (const id of reachable(ids.filter((id) => layout.test(id))))
        if (!publicModules.has(id) && !deferred.test(id)) members.add(id);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
