import { Alert, Anchor, Box, Code, Image, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { StoredFile } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import tokens from '../../../components/code-tokens.module.css';
import { highlightedPython } from './highlighted-code';
import { notebookCode, previewKind, TEXT_PREVIEW_BYTES } from './hand-in-text';

const frameStyle = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
};

/**
 * A hand-in file opened in the grading view, through its signed link: a PDF in the browser's
 * viewer, an image, text and code (a .py file or a notebook's code cells, highlighted as
 * Python) in a scrolling block; other types
 * stay a download (docs/decisions/026).
 */
export function HandInPreview({ file }: { file: StoredFile }) {
  const { t } = useTranslation();
  const kind = previewKind(file.ext);
  if (kind === 'pdf')
    return (
      <Box
        component="iframe"
        src={file.url}
        title={t('assignments.preview.pdf', { name: file.name })}
        w="100%"
        h="70vh"
        style={frameStyle}
      />
    );
  if (kind === 'image')
    return (
      <Image
        src={file.url}
        alt={t('assignments.preview.image', { name: file.name })}
        fit="contain"
        mah="70vh"
        w="auto"
        maw="100%"
        style={frameStyle}
      />
    );
  if (kind === 'download') {
    return (
      <Text size="sm">
        {t('assignments.preview.downloadOnly')}{' '}
        <Anchor href={file.url} download={file.name}>
          {t('assignments.preview.download', { name: file.name })}
        </Anchor>
      </Text>
    );
  }
  return <TextPreview file={file} notebook={kind === 'notebook'} python={kind !== 'text'} />;
}

/** Text fetched through the signed link: the first 200 kB (a Range request); a notebook only when whole. */
function TextPreview({ file, notebook, python }: { file: StoredFile; notebook: boolean; python: boolean }) {
  const { t } = useTranslation();
  const tooLarge = notebook && file.size > TEXT_PREVIEW_BYTES;
  const { data, error, isPending } = useQuery({
    queryKey: ['hand-in-text', file.id],
    enabled: !tooLarge,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetch(file.url, { headers: { range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` } });
      if (!response.ok) throw new Error(String(response.status));
      const text = new TextDecoder().decode((await response.arrayBuffer()).slice(0, TEXT_PREVIEW_BYTES));
      return notebook ? notebookCode(text) : text;
    },
  });
  if (tooLarge) return <Text size="sm">{t('assignments.preview.tooLarge')}</Text>;
  if (isPending) return <Loader size="sm" />;
  if (error || data === null) return <Alert color="red">{t('assignments.preview.failed')}</Alert>;
  return (
    <Stack gap={4}>
      <ScrollArea.Autosize
        mah="60vh"
        type="auto"
        style={frameStyle}
        tabIndex={0}
        aria-label={t('assignments.preview.text', { name: file.name })}
      >
        <Code block className={tokens.tokens} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {python ? highlightedPython(data) : data}
        </Code>
      </ScrollArea.Autosize>
      {file.size > TEXT_PREVIEW_BYTES && !notebook && (
        <Text size="xs" c="dimmed">
          {t('assignments.preview.truncated')}
        </Text>
      )}
    </Stack>
  );
}
