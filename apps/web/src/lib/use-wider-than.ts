import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least as wide as the theme's `breakpoint` (where Mantine's
 * `visibleFrom` starts showing): read during the first render, so a screen mounts only the
 * variant its width shows instead of all of them hidden by CSS, and followed as the width changes.
 */
export function useWiderThan(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, false, { getInitialValueInEffect: false }) ?? false
  );
}
