import { TIMINGS } from '@netclass/shared';
import { useCallback } from 'react';

/** Smooth scroll to a section, leaving 180 px above it for the sticky header (docs/product/messages.md#constants). */
export function useAnchorScroll() {
  return useCallback((id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - TIMINGS.anchorScrollOffsetPx;
    window.scrollTo({ top: Math.max(top, 0), behavior: 'smooth' });
    window.history.replaceState(null, '', `#${id}`);
  }, []);
}
