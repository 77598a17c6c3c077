import type { Plugin } from 'vite';

/**
 * Puts `entry` in index.html as a module script of its own, before the app's: Vite would
 * otherwise bundle every script of the page into one entry, which runs only once all the app's
 * chunks it imports have arrived. The entry must import nothing the app's chunks hold
 * (vite.config.ts keeps it and its imports out of the `app` group).
 */
export function earlyScript(entry: string, name: string): Plugin {
  let building = false;
  return {
    name: 'netclass:early-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: entry, name });
    },
    transformIndexHtml(_html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === name,
      );
      const src = building ? `/${chunk?.fileName ?? ''}` : `/${entry}`;
      if (building && !chunk) throw new Error(`No chunk built for ${entry}`);
      return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head-prepend' }];
    },
  };
}
