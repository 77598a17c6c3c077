import { Skeleton } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A secondary part of a screen (below the fold on a phone, or beside the main content) drawn
 * after the screen's first paint: a skeleton of `height` px holds its place meanwhile, and it
 * is then rendered in a transition, which React splits into short tasks (the page stays
 * responsive). Nothing above it moves. docs/decisions/017-first-visit-loading.md.
 */
export function AfterFirstPaint({ height, children }: { height: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before the next paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : <Skeleton height={height} radius="md" />;
}
