import { startTransition, useEffect, useState } from 'react';
import { firstContentfulPaint } from './first-contentful-paint';

/**
 * False until the page's first contentful paint is on screen, then true (set in a transition,
 * which React splits into short tasks). What renders only once it is true, and the code it
 * imports lazily, is not part of what the first paint waits for.
 * docs/decisions/017-first-visit-loading.md.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void firstContentfulPaint().then(() => {
      if (cancelled) return;
      // An animation frame runs just before the next paint; a task queued from it runs after.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => setPainted(true)));
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
