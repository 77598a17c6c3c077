import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** `TooltipOnDemand`'s tooltip, attached to its control (`target`) rather than wrapping it. */
export function TargetTooltip({
  target,
  label,
  withArrow,
}: {
  target: RefObject<HTMLElement | null>;
  label: string;
  withArrow?: boolean;
}) {
  return <Tooltip target={target} label={label} withArrow={withArrow} />;
}
