import { Alert, Button, FileInput, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { ROSTER_FILE_MAX_BYTES, type GradeImportResult } from '@netclass/shared';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useGradeImportApply, useGradeImportCheck } from '../api/assignments';
import { gradeEntries } from '../grade-import-rows';

/** Reads a spreadsheet or CSV into rows of cell texts, for the course's managers (the app layer gives the roster's reader). */
export type ReadSheet = (courseId: number, file: File) => Promise<string[][]>;

/**
 * Grade import (docs/decisions/026): a file of student id, points, comment; the server checks
 * every row (the preview names each refused row's problem), then the valid rows are applied.
 */
export function GradeImport({
  assignmentId,
  courseId,
  readSheet,
}: {
  assignmentId: number;
  courseId: number;
  readSheet: ReadSheet;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<GradeImportResult | null>(null);
  const read = useMutation({ mutationFn: (picked: File) => readSheet(courseId, picked) });
  const check = useGradeImportCheck(assignmentId);
  const apply = useGradeImportApply(assignmentId);
  const tooLarge = file !== null && file.size > ROSTER_FILE_MAX_BYTES;
  const entries = read.data ? gradeEntries(read.data) : [];
  const failure = read.error ?? check.error ?? apply.error;

  const start = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    for (const step of [read, check, apply]) step.reset();
    if (picked && picked.size <= ROSTER_FILE_MAX_BYTES)
      read.mutate(picked, { onSuccess: (rows) => check.mutate(gradeEntries(rows), { onSuccess: setResult }) });
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('assignments.gradeImport.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('assignments.gradeImport.help')}
      </Text>
      <FileInput
        label={t('assignments.gradeImport.file')}
        accept=".csv,.txt,.xlsx,.xls,.ods,text/csv"
        value={file}
        onChange={start}
        clearable
        leftSection={<IconFileSpreadsheet size={16} />}
        error={tooLarge ? t('assignments.gradeImport.tooLarge') : undefined}
        w={{ base: '100%', sm: 420 }}
      />
      {failure && <Alert color="red">{errorMessage(failure, t, t('assignments.gradeImport.failed'))}</Alert>}
      {result && (
        <>
          <Text size="sm" fw={500}>
            {t(result.applied ? 'assignments.gradeImport.applied' : 'assignments.gradeImport.checked', {
              valid: result.counts.valid,
              error: result.counts.error,
            })}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('assignments.gradeImport.preview')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('assignments.gradeImport.line')}</Table.Th>
                  <Table.Th>{t('assignments.gradeImport.studentId')}</Table.Th>
                  <Table.Th>{t('assignments.grading.pointsColumn')}</Table.Th>
                  <Table.Th>{t('assignments.gradeImport.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.student_id}</Table.Td>
                    <Table.Td>{row.points ?? '—'}</Table.Td>
                    <Table.Td c={row.problem ? 'red' : undefined}>
                      {row.problem
                        ? t(`assignments.gradeImport.problems.${row.problem}`)
                        : t('assignments.gradeImport.ok')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {!result.applied && result.counts.valid > 0 && (
            <Group>
              <Button
                leftSection={<IconUpload size={16} />}
                loading={apply.isPending}
                onClick={() => apply.mutate(entries, { onSuccess: setResult })}
              >
                {t('assignments.gradeImport.apply', { n: result.counts.valid })}
              </Button>
            </Group>
          )}
        </>
      )}
      {(read.isPending || check.isPending) && <Loader size="sm" />}
    </Stack>
  );
}
