import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import classes from './skip-link.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Spread on a page's `<main>`: the skip link's target, focusable from script only. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.target } as const;

/** Whether a page was drawn in this document already: the first one starts at the top by itself. */
let pageDrawn = false;

/**
 * After a move to another page, a focus that was lost with the old page (it sat in an element
 * that is gone, so nothing has it) starts again at the top, as on a full page load: the next
 * Tab reaches the skip link. Without this the browser resumes from where the removed element
 * was, somewhere inside the new page. A focus that is still somewhere (a header link, a field
 * the page focused) is left alone. A layout effect, so this happens in the commit that shows the
 * new page: a key pressed as soon as it is drawn cannot reach the browser first. Not on the
 * document's first page, where the browser starts at the top anyway: a focus there makes the
 * browser lay out the whole new page at once, inside the commit (about 0.6 s on a slow phone).
 */
function useFocusFromTopAfterNavigation() {
  const top = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const first = !pageDrawn;
    pageDrawn = true;
    const focused = document.activeElement;
    if (!first && (focused === null || focused === document.body)) top.current?.focus({ preventScroll: true });
  }, [pathname]);
  return top;
}

/**
 * The first stop of the Tab key on every page, shown when focused: 'skip to main content'
 * moves the focus past the header and its navigation to the page's `<main>`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const top = useFocusFromTopAfterNavigation();
  return (
    <div ref={top} tabIndex={-1} className={classes.target}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={classes.link}
        onClick={(event) => {
          const main = document.getElementById(MAIN_CONTENT_ID);
          if (!main) return;
          // Focus, not a hash change: the router keeps its address and the next Tab starts inside main.
          event.preventDefault();
          main.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
    </div>
  );
}
