import { Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

/**
 * A secondary part of a screen (below the fold on a phone, or beside the main content) drawn
 * after the screen's first paint: a skeleton of `height` px holds its place meanwhile, and it
 * is then rendered in a transition, which React splits into short tasks (the page stays
 * responsive). Nothing above it moves. On a first visit it waits for the page's first
 * contentful paint as well, so a lazy component among `children` is fetched only once that is
 * on screen: its code is not part of what the first paint waits for. The skeleton stays until
 * it has arrived. docs/decisions/017-first-visit-loading.md.
 */
export function AfterFirstPaint({ height, children }: { height: number; children: ReactNode }) {
  const shown = useAfterFirstPaint();
  const placeholder = <Skeleton height={height} radius="md" />;
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
