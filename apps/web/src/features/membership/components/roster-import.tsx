import { Alert, Button, FileInput, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROSTER_FILE_MAX_BYTES, type RosterResult } from '@netclass/shared';
import { IconChecklist, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { readRosterFile, useRosterApply, useRosterCheck } from '../api/members';
import { guessMapping, rosterEntries, type RosterMapping } from '../roster-mapping';
import { RosterRows } from './roster-rows';

/** The files the import takes (the server refuses others with 415 too). */
const EXTENSIONS = ['csv', 'txt', 'xlsx', 'xls', 'ods'];
const ACCEPT =
  `${EXTENSIONS.map((ext) => `.${ext}`).join(',')},text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,` +
  `application/vnd.ms-excel,application/vnd.oasis.opendocument.spreadsheet`;
const isSheetName = (name: string) => EXTENSIONS.includes(/\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '');
/** Rows offered as the header: a registrar's title block is rarely longer. */
const HEADER_CHOICES = 20;
/** A cell's text in a choice, cut short. */
const short = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

/**
 * Roster import (docs/decisions/023): the teacher picks the registrar's file, the server reads
 * it into rows, the teacher checks the guessed header row and columns, the server checks every
 * row (nothing written), then applies it; the result can be downloaded as CSV.
 */
export function RosterImport({ courseId, courseName }: { courseId: number; courseName: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<string[][] | null>(null);
  const [mapping, setMapping] = useState<RosterMapping | null>(null);
  const [result, setResult] = useState<RosterResult | null>(null);
  const read = useMutation({ mutationFn: (picked: File) => readRosterFile(courseId, picked) });
  const check = useRosterCheck(courseId);
  const apply = useRosterApply(courseId);
  const tooLarge = file !== null && file.size > ROSTER_FILE_MAX_BYTES;
  // The file picker's filter is only a hint: a picture chosen anyway is refused here, with the files taken.
  const wrongType = file !== null && !isSheetName(file.name);

  const start = (picked: File | null) => {
    setFile(picked);
    setRows(null);
    setMapping(null);
    setResult(null);
    read.reset();
    check.reset();
    apply.reset();
    if (!picked || picked.size > ROSTER_FILE_MAX_BYTES || !isSheetName(picked.name)) return;
    read.mutate(picked, {
      onSuccess: (sheet) => {
        setRows(sheet);
        setMapping(guessMapping(sheet));
      },
    });
  };
  const remap = (next: RosterMapping) => {
    setMapping(next);
    setResult(null);
    check.reset();
  };
  const entries = rows && mapping ? rosterEntries(rows, mapping) : [];
  const run = (step: typeof check | typeof apply) => step.mutate(entries, { onSuccess: setResult });
  const failure = read.error ?? check.error ?? apply.error;
  const failureTitle = read.error
    ? t('members.import.readFailed')
    : check.error
      ? t('members.import.checkFailed')
      : t('members.import.applyFailed');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('members.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('members.import.help')}
        </Text>
        <FileInput
          label={t('members.import.file')}
          placeholder={t('members.import.filePlaceholder')}
          accept={ACCEPT}
          value={file}
          onChange={start}
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          description={t('members.import.fileTypes')}
          error={wrongType ? t('members.import.wrongType') : tooLarge ? t('members.import.tooLarge') : undefined}
          w={{ base: '100%', sm: 420 }}
        />
        {read.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('members.import.reading')}</Text>
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert" title={failureTitle}>
            {errorMessage(failure, t, failureTitle)}
          </Alert>
        )}
        {rows && mapping && <ColumnChoices rows={rows} mapping={mapping} onChange={remap} />}
        {rows && mapping && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {entries.length > 0
                ? t('members.import.rowsFound', { count: entries.length })
                : t('members.import.mapFirst')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconChecklist size={16} />}
              onClick={() => run(check)}
              loading={check.isPending}
              disabled={entries.length === 0 || apply.isPending}
            >
              {t('members.import.check')}
            </Button>
            {result && !result.applied && (
              <Button
                leftSection={<IconUpload size={16} />}
                onClick={() => run(apply)}
                loading={apply.isPending}
                disabled={result.counts.create + result.counts.enrol === 0}
              >
                {t('members.import.apply', { count: result.counts.create + result.counts.enrol })}
              </Button>
            )}
          </Group>
        )}
        {result && <RosterRows result={result} courseName={courseName} onAgain={() => start(null)} />}
      </Stack>
    </Paper>
  );
}

/** The header row and which columns hold the id, the name (one or two columns) and the email. */
function ColumnChoices({
  rows,
  mapping,
  onChange,
}: {
  rows: string[][];
  mapping: RosterMapping;
  onChange: (mapping: RosterMapping) => void;
}) {
  const { t } = useTranslation();
  const header = rows[mapping.header] ?? [];
  const width = Math.max(
    header.length,
    ...rows.slice(mapping.header + 1, mapping.header + 50).map((row) => row.length),
  );
  const columns = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: t('members.import.columnOption', { n: index + 1, heading: short(header[index] ?? '') }),
  }));
  const optional = [{ value: '', label: t('members.import.none') }, ...columns];
  const headerRows = rows.slice(0, HEADER_CHOICES).flatMap((row, index) =>
    row.length === 0
      ? []
      : [
          {
            value: String(index),
            label: t('members.import.rowOption', { line: index + 1, cells: short(row.join(' | ')) }),
          },
        ],
  );
  const toIndex = (value: string | null) => (value === null || value === '' ? null : Number(value));
  const [family, given] = mapping.name;

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('members.import.mapping')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('members.import.headerRow')}
          data={headerRows}
          value={String(mapping.header)}
          onChange={(value) => onChange(guessMapping(rows, toIndex(value) ?? 0))}
          allowDeselect={false}
        />
        <Select
          label={t('members.import.idColumn')}
          data={columns}
          value={mapping.id === null ? null : String(mapping.id)}
          onChange={(value) => onChange({ ...mapping, id: toIndex(value) })}
        />
        <Select
          label={t('members.import.nameColumn')}
          data={columns}
          value={family === undefined ? null : String(family)}
          onChange={(value) =>
            onChange({ ...mapping, name: [toIndex(value), given ?? null].filter((column) => column !== null) })
          }
        />
        <Select
          label={t('members.import.givenNameColumn')}
          data={optional}
          value={given === undefined ? '' : String(given)}
          onChange={(value) =>
            onChange({ ...mapping, name: [family ?? null, toIndex(value)].filter((column) => column !== null) })
          }
          allowDeselect={false}
        />
        <Select
          label={t('members.import.emailColumn')}
          data={optional}
          value={mapping.email === null ? '' : String(mapping.email)}
          onChange={(value) => onChange({ ...mapping, email: toIndex(value) })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
