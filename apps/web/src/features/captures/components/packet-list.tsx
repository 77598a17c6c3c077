import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PacketRow } from '../capture-protocol';
import classes from './capture-viewer.module.css';

/** Every row is this tall (pixels): the list draws only the rows in sight (fixed-height virtualisation). */
export const ROW_HEIGHT = 26;
/** Rows drawn beyond each edge of the window, so a quick scroll shows no gap. */
const OVERSCAN = 10;
/** The window's height when it cannot be measured (before layout, in tests). */
const FALLBACK_HEIGHT = 20 * ROW_HEIGHT;

export interface PacketListProps {
  /** Rows in the list (the filter's matches, or every packet). */
  count: number;
  /** The row at a position, or undefined while it is being fetched. */
  rowAt: (position: number) => PacketRow | undefined;
  /** The positions in sight changed: fetch their rows. */
  onRange: (from: number, to: number) => void;
  selected: number | null;
  onSelect: (position: number) => void;
  /** Enter on a row: go to its details. */
  onOpen: (position: number) => void;
  id: string;
}

/**
 * The packet list, a listbox of which only the rows in sight (plus a margin) are in the page: it
 * holds 100,000 packets as easily as 10. Focus stays on the list; the selected row is its
 * active descendant, moved with the arrows, Page Up/Down, Home and End.
 */
export function PacketList({ count, rowAt, onRange, selected, onSelect, onOpen, id }: PacketListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setHeight(node.clientHeight || FALLBACK_HEIGHT);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  useEffect(() => onRange(first, last), [first, last, onRange]);
  const pageRows = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);

  /** Selects the row at `position` and scrolls the list (`node`) so it shows. */
  const moveTo = (position: number, node: HTMLDivElement) => {
    if (count === 0) return;
    const to = Math.min(count - 1, Math.max(0, position));
    onSelect(to);
    const top = to * ROW_HEIGHT;
    let next = scrollTop;
    if (top < scrollTop) next = top;
    else if (top + ROW_HEIGHT > scrollTop + height) next = top + ROW_HEIGHT - height;
    if (next !== scrollTop) {
      node.scrollTop = next;
      setScrollTop(next);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = selected ?? -1;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      PageDown: at + pageRows,
      PageUp: at - pageRows,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(selected === null && event.key === 'ArrowUp' ? 0 : moves[event.key]!, event.currentTarget);
    } else if (event.key === 'Enter' && selected !== null) {
      event.preventDefault();
      onOpen(selected);
    }
  };

  const positions: number[] = [];
  for (let position = first; position < last; position++) positions.push(position);
  // The active descendant stays in the page when scrolled out of sight.
  if (selected !== null && selected < count && (selected < first || selected >= last)) positions.push(selected);
  const rows = positions.map((position) => {
    const row = rowAt(position);
    return (
      <div
        key={position}
        id={`${id}-row-${position}`}
        role="option"
        aria-selected={position === selected}
        aria-posinset={position + 1}
        aria-setsize={count}
        className={classes.row}
        data-malformed={row?.[7] === 1 || undefined}
        style={{ top: position * ROW_HEIGHT, height: ROW_HEIGHT }}
        onClick={() => onSelect(position)}
        onDoubleClick={() => onOpen(position)}
      >
        {row ? (
          <>
            <span>{row[0] + 1}</span>
            <span>{row[1]}</span>
            <span>{row[2]}</span>
            <span>{row[3]}</span>
            <span>{row[4]}</span>
            <span>{row[5]}</span>
            <span>{row[7] === 1 ? `${t('captures.list.malformed')} ${row[6]}` : row[6]}</span>
          </>
        ) : (
          <span>…</span>
        )}
      </div>
    );
  });
  return (
    <Box className={classes.list}>
      <div className={`${classes.row} ${classes.header}`} aria-hidden>
        <span>{t('captures.list.number')}</span>
        <span>{t('captures.list.time')}</span>
        <span>{t('captures.list.source')}</span>
        <span>{t('captures.list.destination')}</span>
        <span>{t('captures.list.protocol')}</span>
        <span>{t('captures.list.length')}</span>
        <span>{t('captures.list.info')}</span>
      </div>
      <div
        ref={box}
        id={id}
        role="listbox"
        tabIndex={0}
        aria-label={t('captures.list.label')}
        aria-activedescendant={selected !== null && count > 0 ? `${id}-row-${selected}` : undefined}
        className={classes.scroller}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
      >
        <div style={{ height: count * ROW_HEIGHT, position: 'relative' }}>{rows}</div>
      </div>
      {count === 0 && (
        <Text size="sm" c="dimmed" p="xs">
          {t('captures.list.empty')}
        </Text>
      )}
    </Box>
  );
}
