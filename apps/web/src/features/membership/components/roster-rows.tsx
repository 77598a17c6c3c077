import { Badge, Button, Group, Pagination, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { RosterOutcome, RosterResult, RosterRow } from '@netclass/shared';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rosterResultCsv } from '../roster-mapping';

const PAGE_SIZE = 50;
const COLORS: Record<RosterOutcome, string> = { create: 'blue', enrol: 'teal', member: 'gray', error: 'red' };

/** Saves `text` as a file the browser downloads. */
function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** A checked or applied roster: the counts, its rows a page at a time (optionally only those that need a look), and the CSV. */
export function RosterRows({
  result,
  courseName,
  onAgain,
}: {
  result: RosterResult;
  courseName: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(1);
  const words = result.applied ? 'done' : 'planned';
  const reason = (row: RosterRow) =>
    row.problem
      ? t(`members.import.problems.${row.problem}`)
      : row.existing_name
        ? t('members.import.existingName', { name: row.existing_name })
        : '';
  const shown = onlyProblems ? result.rows.filter((row) => row.outcome === 'error' || row.existing_name) : result.rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const from = (Math.min(page, pages) - 1) * PAGE_SIZE;
  const download = () => {
    const headings = (['line', 'id', 'name', 'outcome', 'reason'] as const).map((column) =>
      t(`members.import.columns.${column}`),
    );
    saveText(
      rosterResultCsv(result, headings, (row) => [t(`members.import.${words}.${row.outcome}`), reason(row)]),
      t('members.import.resultFile', { name: courseName }),
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} size="h5">
          {result.applied ? t('members.import.resultTitle') : t('members.import.preview')}
        </Title>
        {result.applied && (
          <Group gap="sm">
            <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={download}>
              {t('members.import.download')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onAgain}>
              {t('members.import.again')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm" fw={500} role="status" data-testid="roster-summary">
        {t('members.import.summary', result.counts)}
      </Text>
      <Switch
        label={t('members.import.onlyProblems')}
        checked={onlyProblems}
        onChange={(event) => {
          setOnlyProblems(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" fz="sm" aria-label={t('members.import.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {(['line', 'id', 'name', 'outcome', 'reason'] as const).map((column) => (
                <Table.Th key={column}>{t(`members.import.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.slice(from, from + PAGE_SIZE).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={COLORS[row.outcome]}>
                    {t(`members.import.${words}.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{reason(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {shown.length > 0 &&
            t('members.import.range', {
              from: from + 1,
              to: Math.min(from + PAGE_SIZE, shown.length),
              total: shown.length,
            })}
        </Text>
        {pages > 1 && (
          <nav aria-label={t('members.import.pages')}>
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
          </nav>
        )}
      </Group>
    </Stack>
  );
}
