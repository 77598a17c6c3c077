// The order of Mantine's style layers, then its base styles; each component brings its own (mantine-styles.ts).
import '@mantine/core/styles.css?mantine-layer-order';
import '@mantine/core/styles/baseline.css?mantine-layer';
import '@mantine/core/styles/default-css-variables.css?mantine-layer';
import '@mantine/core/styles/global.css?mantine-layer';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectAtStart } from './app/hooks/use-realtime-connection';
import { AppProviders } from './app/providers';
import { i18nReady } from './lib/i18n';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
connectAtStart();
const queryClient = createQueryClient();
const router = createRouter(queryClient);

// The router has already started fetching the current page's screen and its data meanwhile.
await i18nReady;
// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, rather than in one long task (docs/decisions/017).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
