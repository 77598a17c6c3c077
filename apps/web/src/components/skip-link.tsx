import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Spread on a page's `<main>`: the skip link's target, focusable from script only. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.target } as const;

/**
 * The first stop of the Tab key on every page, shown when focused: 'skip to main content'
 * moves the focus past the header and its navigation to the page's `<main>`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
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
  );
}
