import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load';
import classes from './part-load-failed.module.css';

/**
 * In place of a part whose code could not be fetched, even after trying again (a new
 * deployment removed it, or the server is unreachable): a short message and a button that
 * reloads the page. Plain elements, not Mantine's: it is in the first chunk.
 */
export function PartLoadFailed({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={floating ? `${classes.part} ${classes.floating}` : classes.part}>
      <span>{t('crash.partFailed')}</span>
      <button type="button" className={classes.button} onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  floating?: boolean;
}

/**
 * Catches a part whose code failed to load and shows `PartLoadFailed` in its place: the rest of
 * the page stays. Any other error goes on to the route's boundary.
 */
export class PartBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadFailed floating={this.props.floating} />;
  }
}
