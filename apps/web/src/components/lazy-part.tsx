import { lazy, type ComponentProps, type ComponentType } from 'react';
import { importWithRetry } from '../lib/chunk-load';
import { PartBoundary } from './part-load-failed';

/**
 * `lazy()` for a part of a page: its code is fetched again when that fails (offline: once the
 * connection is back), and if it cannot be had, a "reload" message shows in its place, the
 * page around it staying (docs/decisions/035). Render it under a `Suspense`, as `lazy()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's own lazy()
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, { floating = false } = {}) {
  const Lazy = lazy(() => importWithRetry(load));
  const Part = (props: ComponentProps<T>) => (
    <PartBoundary floating={floating}>
      <Lazy {...props} />
    </PartBoundary>
  );
  return Part;
}
