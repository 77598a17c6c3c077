import { cloneElement, Suspense, useRef, type ReactElement, type Ref } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { lazyPart } from './lazy-part';

// Mantine's Tooltip brings floating-ui: fetched after the first paint (components/menu-on-demand.tsx says why).
const TargetTooltip = lazyPart(() => import('./target-tooltip').then((module) => ({ default: module.TargetTooltip })));

/**
 * A control with a tooltip (`label`, on hover, `withArrow` as Mantine's) whose code comes after
 * the page's first paint. The control is the same element throughout (its focus, and a dialog
 * that will give the focus back to it, are not lost): the tooltip attaches to it once it is in.
 */
export function TooltipOnDemand({
  label,
  withArrow,
  children,
}: {
  label: string;
  withArrow?: boolean;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const painted = useAfterFirstPaint();
  const control = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(children, { ref: control })}
      {painted && (
        <Suspense fallback={null}>
          <TargetTooltip target={control} label={label} withArrow={withArrow} />
        </Suspense>
      )}
    </>
  );
}
