/**
 * Fetching the app's chunks again after a failure (docs/decisions/035). A lazy import fails
 * when the browser is offline, or when a new deployment has removed the file a tab still
 * asks for. Offline, it waits for the connection and tries again, as often as it takes;
 * online, it tries once more after a pause, then gives up with a `ChunkLoadError`, which the
 * error boundaries show as a "reload" message in place of the part (never a blank page).
 */

/** A part of the app's code that could not be fetched, even after trying again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * What the browsers and Vite's preload say when a module or a stylesheet could not be fetched
 * (Chromium, WebKit, Firefox; Vite's "Unable to preload CSS").
 */
const FETCH_FAILED = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported module',
    'Unable to preload CSS',
    'Failed to load stylesheet',
  ].join('|'),
  'i',
);

/** A failed fetch of a chunk, or an error caused by one (a loader that wraps it). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    (FETCH_FAILED.test(error.message) || (error.cause !== undefined && isChunkLoadError(error.cause))));

/**
 * Stylesheets whose fetch failed. Vite's preload adds a chunk's styles as a `<link>` once: a
 * second import of the chunk does not add it again, so they are fetched again here first.
 */
const failedStyles = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') failedStyles.add(event.target);
    },
    true,
  );
}

/** Fetches the failed stylesheets again, each through a new `<link>` in place of the old one; rejects if one fails again. */
function refetchFailedStyles(): Promise<unknown> {
  const failed = [...failedStyles];
  failedStyles.clear();
  return Promise.all(
    failed.map(
      (old) =>
        new Promise<void>((resolve, reject) => {
          const link = old.cloneNode() as HTMLLinkElement;
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => reject(new Error(`Failed to load stylesheet ${old.href}`)));
          old.replaceWith(link);
        }),
    ),
  );
}

/** Resolves once the browser is online (at once when it is). */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Resolves when the browser is online again. */
  online?: () => Promise<void>;
  /** Waits before the try made while online. */
  wait?: () => Promise<void>;
}

/**
 * `load()` (a lazy import), tried again after a failed fetch: when the browser is offline,
 * once it is back, as many times as that takes; when online, once after a second (a
 * connection that is only just back). Then a `ChunkLoadError`. Other errors (the module
 * threw while evaluating) are thrown at once: fetching it again would not help.
 */
export async function importWithRetry<M>(
  load: () => Promise<M>,
  { online = whenOnline, wait = () => pause(1000) }: RetryOptions = {},
): Promise<M> {
  let onlineFailures = 0;
  for (;;) {
    try {
      await refetchFailedStyles();
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (!navigator.onLine) await online();
      else if ((onlineFailures += 1) > 1) throw new ChunkLoadError(error);
      else await wait();
    }
  }
}
