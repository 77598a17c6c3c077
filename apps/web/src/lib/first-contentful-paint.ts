let painted: Promise<void> | undefined;

/**
 * Resolves once the page has shown its first text or image: the browser's
 * `first-contentful-paint` entry, whose time is when the frame was presented (later than the
 * animation frame that drew it). At once when it was earlier, and where the browser does not
 * report paints. docs/decisions/017-first-visit-loading.md.
 */
export function firstContentfulPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}
