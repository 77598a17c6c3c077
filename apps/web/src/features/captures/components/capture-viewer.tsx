import { Alert, Button, SimpleGrid, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../../lib/forms/localize-message';
import { useWiderThan } from '../../../lib/use-wider-than';
import type { CaptureSource } from '../capture-client';
import type { CaptureOverview, FieldNode, PacketDetail, PacketRow } from '../capture-protocol';
import { FilterInput } from './filter-input';
import { HexView } from './hex-view';
import { PacketList } from './packet-list';
import { PacketTree } from './packet-tree';

/** Rows kept on the page's side at most; past it the cache starts again from the rows in sight. */
const MAX_CACHED_ROWS = 20_000;

type Phase = { kind: 'loading'; packets: number } | { kind: 'failed' } | { kind: 'ready'; overview: CaptureOverview };

/**
 * A capture in the browser (docs/captures.md#viewing-a-capture): the packet list, the display
 * filter, the selected packet's details tree and bytes. `source` reads the file (a Web Worker in
 * the app); the viewer only asks it for rows in sight, one packet's details, a filter's matches.
 */
export function CaptureViewer({ url, source }: { url: string; source: CaptureSource }) {
  const { t } = useTranslation();
  const wide = useWiderThan('md');
  const id = useId().replace(/:/g, '');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', packets: 0 });
  const [view, setView] = useState<Uint32Array | null>(null);
  /** Counts the filters applied: a new list starts at its top. */
  const [viewNumber, setViewNumber] = useState(0);
  /** Enter was pressed on this packet before its details came: its tree takes the focus once they are drawn. */
  const treeWanted = useRef<number | null>(null);
  const [filtering, setFiltering] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [detail, setDetail] = useState<PacketDetail | null>(null);
  const [field, setField] = useState<FieldNode | null>(null);
  const [showBytes, setShowBytes] = useState(false);
  const [, setVersion] = useState(0);
  const cache = useRef(new Map<number, PacketRow>());
  const asked = useRef(new Set<number>());
  const lastFilter = useRef('');

  useEffect(() => {
    let live = true;
    source
      .open(url, (packets) => live && setPhase({ kind: 'loading', packets }))
      .then(
        (overview) => live && setPhase({ kind: 'ready', overview }),
        () => live && setPhase({ kind: 'failed' }),
      );
    return () => {
      live = false;
      source.close();
    };
  }, [source, url]);

  const indexAt = useCallback((position: number) => (view ? view[position] : position), [view]);
  const onRange = useCallback(
    (from: number, to: number) => {
      if (phase.kind !== 'ready') return;
      const missing: number[] = [];
      for (let position = from; position < to; position++) {
        const index = indexAt(position);
        if (index !== undefined && !cache.current.has(index) && !asked.current.has(index)) missing.push(index);
      }
      if (!missing.length) return;
      if (cache.current.size > MAX_CACHED_ROWS) cache.current.clear();
      for (const index of missing) asked.current.add(index);
      void source.rows(missing).then((rows) => {
        for (const row of rows) cache.current.set(row[0], row);
        for (const index of missing) asked.current.delete(index);
        setVersion((v) => v + 1);
      });
    },
    [phase.kind, indexAt, source],
  );

  const select = (position: number) => {
    setSelected(position);
    const index = indexAt(position);
    if (index === undefined) return;
    void source.detail(index).then((answer) => {
      setDetail(answer);
      setField(null);
    });
  };
  const focusTree = () => document.getElementById('field-0')?.focus();
  const open = (position: number) => {
    const index = indexAt(position);
    if (detail !== null && detail.index === index) focusTree();
    else treeWanted.current = index ?? null;
  };
  useEffect(() => {
    // After the commit that drew this packet's tree: focusing earlier could reach the previous packet's.
    if (detail === null || treeWanted.current !== detail.index) return;
    treeWanted.current = null;
    focusTree();
  }, [detail]);
  const applyFilter = useCallback(
    (text: string) => {
      if (text === lastFilter.current) return;
      lastFilter.current = text;
      setFiltering(true);
      void source.filter(text).then((answer) => {
        if (lastFilter.current !== text) return;
        setFiltering(false);
        if (!answer.ok) return;
        setView(text === '' ? null : answer.matches);
        setViewNumber((n) => n + 1);
        setSelected(null);
        setDetail(null);
      });
    },
    [source],
  );

  if (phase.kind === 'failed') return <Alert color="red">{t('captures.viewer.downloadFailed')}</Alert>;
  if (phase.kind === 'loading')
    return (
      <Stack align="center" py="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('captures.viewer.reading', { count: phase.packets })}</Text>
      </Stack>
    );
  const { overview } = phase;
  const count = view ? view.length : overview.packets;
  const treeTitle = `${id}-tree-title`;
  const bytes = detail && (
    <HexView
      bytes={detail.bytes}
      highlight={field && field.length > 0 ? field : null}
      label={t('captures.bytes.label', { number: detail.index + 1 })}
    />
  );
  return (
    <Stack gap="sm">
      {overview.issues.map((issue, i) => (
        <Alert key={i} color={issue.fatal ? 'red' : 'orange'} title={t('captures.viewer.problem')}>
          {localizeMessage(issue.message, t)}
        </Alert>
      ))}
      <Text size="sm" c="dimmed" role="status">
        {t('captures.viewer.counts', { shown: count, count: overview.packets })}
        {overview.malformed > 0 && ` · ${t('captures.viewer.malformed', { count: overview.malformed })}`}
        {filtering && ` · ${t('captures.viewer.filtering')}`}
      </Text>
      <FilterInput onApply={applyFilter} disabled={overview.packets === 0} />
      <PacketList
        key={viewNumber}
        id={`${id}-packets`}
        count={count}
        rowAt={(position) => {
          const index = indexAt(position);
          return index === undefined ? undefined : cache.current.get(index);
        }}
        onRange={onRange}
        selected={selected}
        onSelect={select}
        onOpen={open}
      />
      {detail && (
        <SimpleGrid cols={wide ? 2 : 1} spacing="sm">
          <div>
            <Title order={3} fz="sm" mb={4} id={treeTitle}>
              {t('captures.details.title', { number: detail.index + 1 })}
            </Title>
            <PacketTree key={detail.index} tree={detail.tree} onSelect={setField} labelledBy={treeTitle} />
          </div>
          <div>
            {wide ? (
              bytes
            ) : (
              <>
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => setShowBytes((v) => !v)}
                  aria-expanded={showBytes}
                >
                  {showBytes ? t('captures.bytes.hide') : t('captures.bytes.show')}
                </Button>
                {showBytes && bytes}
              </>
            )}
          </div>
        </SimpleGrid>
      )}
    </Stack>
  );
}
