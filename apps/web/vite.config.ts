import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyModules } from './early-modules';
import { EARLY_PAGE_GROUPS, SIGNED_IN_PAGE_GROUPS, textGroup } from './src/lib/early-page';
import { earlyScript } from './early-script';
import { localeParts } from './locale-parts';
import { mantineStylesPerComponent } from './mantine-styles';
import { precompress } from './precompress';
import { signedInChunk } from './signed-in-chunk';

const serverUrl = 'http://localhost:3000';

const vendor = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);
/**
 * The page itself and main.tsx: the entry chunk, which imports the 'app' chunk; the page's first
 * script (early-page-data.ts, with what it imports), a chunk of its own that imports nothing.
 */
const ENTRY = /index\.html$|src[\\/](main\.tsx|early-page-data\.ts|lib[\\/]early-page\.ts|lib[\\/]storage-keys\.ts)$/;
/**
 * Mantine's notification list (app/deferred-notifications.tsx, with react-transition-group): the
 * layout reaches it through the package's index, which it imports for the store.
 */
const DEFERRED_NOTIFICATIONS =
  /[\\/]node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](?!notifications\.store|index)|react-transition-group[\\/])/;
const signedIn = signedInChunk(
  /src[\\/]app[\\/]layouts[\\/]main-layout\.tsx$/,
  /src[\\/]app[\\/]routes[\\/](login|landing)-page\.tsx$/,
  DEFERRED_NOTIFICATIONS,
);
/** An early page's screen and the prefetch of its data (`routes/<group>-page.tsx`, `-data.ts`), by the pages lib/early-page.ts lists. */
const EARLY_SCREEN = new RegExp(
  `src[\\\\/]app[\\\\/]routes[\\\\/](${EARLY_PAGE_GROUPS.join('|')})-(page|data)\\.tsx?$`,
);
/**
 * The early groups (early-modules.ts) a chunk's module belongs to: what a fresh load of the
 * dashboard or a lesson page imports at once (the signed-in layout, the realtime client, the
 * screen, the prefetch of its data), the login page's screen, and each part of a language's
 * texts. lib/early-page.ts preloads them.
 */
const earlyGroups = (id: string): string[] => {
  const texts = /[\\/]locales[\\/]([a-z]+)\.json\?([a-z]+)$/.exec(id);
  if (texts) return [textGroup(texts[1]!, texts[2]!)];
  if (/src[\\/]app[\\/]layouts[\\/]main-layout\.tsx$|[\\/]node_modules[\\/]socket\.io-client[\\/]/.test(id))
    return [...SIGNED_IN_PAGE_GROUPS];
  const screen = EARLY_SCREEN.exec(id);
  return screen ? [screen[1]!] : [];
};
/** How a screen calls the API and shows a failed call (the server's texts and their English): the login page and nearly every other screen. */
const API_CALLS = new RegExp(
  [
    String.raw`(apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|error-message|forms[\\/]localize-message)|`,
    String.raw`packages[\\/]shared[\\/]src[\\/](messages|message-keys|question-messages|quiz-messages))\.ts$|`,
    String.raw`[\\/]node_modules[\\/]openapi-fetch[\\/]`,
  ].join(''),
);

export default defineConfig({
  plugins: [
    react(),
    earlyScript('src/early-page-data.ts', 'early-page-data'),
    earlyModules(earlyGroups),
    localeParts(),
    mantineStylesPerComponent(),
    signedIn.plugin,
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/socket.io': { target: serverUrl, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Needed to inline common chunks (below); no chunk of the app is imported from outside.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // Libraries change far less often than the app: a separate chunk stays cached across releases.
            { name: 'react', test: vendor('react|react-dom|react-router|scheduler'), priority: 2 },
            // Everything the first render needs, in one chunk rather than a dozen small ones
            // shared with the screens.
            // Not the ENTRY modules another module imports (the session's keys), so the first script imports nothing from it.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !ENTRY.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // What the signed-in layout and its screens share; /login and the landing page load none of it.
            // Not their dependencies: those the public pages use stay out of it.
            { name: 'signed-in', test: signedIn.test, includeDependenciesRecursively: false },
            // One copy for the login page and the signed-in screens, instead of one in each of their chunks.
            { name: 'api-calls', test: API_CALLS, includeDependenciesRecursively: false },
          ],
          // A screen's small shared pieces (a Mantine component, a hook, an icon) are copied
          // into the screen's chunk instead of being chunks of their own: over HTTP/1.1 a
          // signed-in page otherwise waits for about a hundred requests, six at a time.
          experimentalInlineCommonChunks: { maxSize: 60_000 },
        },
      },
    },
  },
});
