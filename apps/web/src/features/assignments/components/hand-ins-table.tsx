import { Alert, Box, Button, Collapse, Loader, Pagination, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { HAND_IN_LIST_FILTERS, HAND_IN_PAGE_LIMIT, type Assignment, type HandInListFilter, type HandInRow } from '@netclass/shared';
import { IconCalendarPlus, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { handInListQueryOptions, studentHandInsQueryOptions } from '../api/assignments';
import { ExtensionDialog } from './extension-dialog';
import { GradeForm } from './grade-form';
import { HandInVersions } from './hand-in-versions';
import { HandInStatusBadge } from './status-badge';

type GradedAssignment = Pick<Assignment, 'id' | 'rubric' | 'max_points' | 'grades_released_at'>;

/** The teacher's view of an assignment's hand-ins, the grading queue: the course's students, a page at a time, filtered by status or grading; each opens their versions and grade. */
export function HandInsTable({ assignment }: { assignment: GradedAssignment }) {
  const { t } = useTranslation();
  const assignmentId = assignment.id;
  const [status, setStatus] = useState<HandInListFilter | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(handInListQueryOptions(assignmentId, { page, status }));
  const filters = [{ value: 'all', label: t('assignments.statusAll') }, ...HAND_IN_LIST_FILTERS.map((value) => ({ value, label: t(`assignments.status.${value}`) }))];

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('assignments.statusFilter')}
        data={filters}
        value={status ?? 'all'}
        onChange={(value) => {
          setStatus(value === 'all' ? null : (value as HandInListFilter));
          setPage(1);
        }}
        style={{ alignSelf: 'flex-start' }}
        fullWidth={false}
      />
      {error && <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>}
      {isPending ? (
        <Loader size="sm" />
      ) : data && data.students.length === 0 ? (
        <Text c="dimmed">{t('assignments.handIns.empty')}</Text>
      ) : (
        data && (
          <>
            <Text size="sm" c="dimmed">
              {t('assignments.handIns.total', { n: data.total })}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('assignments.handIns.student')}</Table.Th>
                    <Table.Th>{t('assignments.handIns.status')}</Table.Th>
                    <Table.Th>{t('assignments.handIns.count')}</Table.Th>
                    <Table.Th>{t('assignments.handIns.last')}</Table.Th>
                    <Table.Th>{t('assignments.grading.pointsColumn')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('assignments.handIns.extend')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.students.map((row) => (
                    <StudentRow key={row.student_id} assignment={assignment} row={row} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > HAND_IN_PAGE_LIMIT && <Pagination total={Math.ceil(data.total / HAND_IN_PAGE_LIMIT)} value={page} onChange={setPage} />}
          </>
        )
      )}
    </Stack>
  );
}

function StudentRow({ assignment, row }: { assignment: GradedAssignment; row: HandInRow }) {
  const { t } = useTranslation();
  const assignmentId = assignment.id;
  const [open, setOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const panelId = `hand-ins-${assignmentId}-${row.student_id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(open ? 'assignments.handIns.close' : 'assignments.handIns.open', { name: row.name })}
            leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            onClick={() => setOpen((value) => !value)}
          >
            {`${row.name} (${row.student_id})`}
          </Button>
          {row.extension && (
            <Text size="xs" c="dimmed">
              {t('assignments.handIns.extended', { date: formatDateTime(row.extension.due_at) })}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <HandInStatusBadge status={row.status} />
        </Table.Td>
        <Table.Td>{row.versions}</Table.Td>
        <Table.Td>{row.last_submitted_at ? formatDateTime(row.last_submitted_at) : '—'}</Table.Td>
        <Table.Td>{row.grade ? row.grade.points : '—'}</Table.Td>
        <Table.Td>
          <Button variant="subtle" size="compact-sm" leftSection={<IconCalendarPlus size={14} />} aria-label={t('assignments.handIns.extendNamed', { name: row.name })} onClick={() => setExtending(true)}>
            {t('assignments.handIns.extend')}
          </Button>
          {extending && <ExtensionDialog assignmentId={assignmentId} row={row} onClose={() => setExtending(false)} />}
        </Table.Td>
      </Table.Tr>
      <Table.Tr style={open ? undefined : { display: 'none' }}>
        <Table.Td colSpan={6} id={panelId}>
          <Collapse expanded={open}>
            {open && (
              <Stack gap="md">
                {row.versions > 0 && <StudentVersions assignmentId={assignmentId} studentId={row.student_id} />}
                <GradeForm assignment={assignment} studentId={row.student_id} name={row.name} />
              </Stack>
            )}
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </>
  );
}

function StudentVersions({ assignmentId, studentId }: { assignmentId: number; studentId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(studentHandInsQueryOptions(assignmentId, studentId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  return (
    <Box py="xs">
      <HandInVersions versions={data.versions} />
    </Box>
  );
}
