import {
  Alert,
  Button,
  Collapse,
  Grid,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  HAND_IN_LIST_FILTERS,
  HAND_IN_PAGE_LIMIT,
  type Assignment,
  type HandInListFilter,
  type HandInRow,
} from '@netclass/shared';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendarPlus,
  IconChevronDown,
  IconChevronRight,
} from '@tabler/icons-react';
import { useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { handInListQueryOptions, studentHandInsQueryOptions } from '../api/assignments';
import { ExtensionDialog } from './extension-dialog';
import { GradeForm } from './grade-form';
import { HandInPreview } from './hand-in-preview';
import { HandInVersions } from './hand-in-versions';
import { HandInStatusBadge } from './status-badge';

type GradedAssignment = Pick<Assignment, 'id' | 'rubric' | 'max_points' | 'grades_released_at'>;

const isFilter = (value: string | null): value is HandInListFilter =>
  (HAND_IN_LIST_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The teacher's view of an assignment's hand-ins, the grading queue: the course's students, a
 * page at a time, filtered by status or grading (first by the page's `?status=`, as the
 * dashboard's to-grade links ask); each opens their versions and grade.
 */
export function HandInsTable({ assignment }: { assignment: GradedAssignment }) {
  const { t } = useTranslation();
  const assignmentId = assignment.id;
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<HandInListFilter | null>(() => {
    const asked = searchParams.get('status');
    return isFilter(asked) ? asked : null;
  });
  const [page, setPage] = useState(1);
  /** The row opened for grading, by its place on the page: next and previous follow the queue's filter and order. */
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  /** Whether the open row came by next or previous: then focus goes to its panel. */
  const [moved, setMoved] = useState(false);
  const { data, error, isPending } = useQuery(handInListQueryOptions(assignmentId, { page, status }));
  const position = openIndex === null ? null : (page - 1) * HAND_IN_PAGE_LIMIT + openIndex;
  /** Opens the student `step` places away in the queue, turning the page when needed. */
  const move = (step: 1 | -1) => {
    if (position === null || !data) return;
    const target = position + step;
    if (target < 0 || target >= data.total) return;
    setPage(Math.floor(target / HAND_IN_PAGE_LIMIT) + 1);
    setOpenIndex(target % HAND_IN_PAGE_LIMIT);
    setMoved(true);
  };
  useHotkeys(
    openIndex === null
      ? []
      : [
          ['j', () => move(1)],
          ['k', () => move(-1)],
        ],
  );
  const filters = [
    { value: 'all', label: t('assignments.statusAll') },
    ...HAND_IN_LIST_FILTERS.map((value) => ({ value, label: t(`assignments.status.${value}`) })),
  ];

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('assignments.statusFilter')}
        data={filters}
        value={status ?? 'all'}
        onChange={(value) => {
          setStatus(value === 'all' ? null : (value as HandInListFilter));
          setPage(1);
          setOpenIndex(null);
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
                  {data.students.map((row, index) => (
                    <StudentRow
                      key={row.student_id}
                      assignment={assignment}
                      row={row}
                      open={openIndex === index}
                      focusPanel={moved}
                      onToggle={() => {
                        setOpenIndex(openIndex === index ? null : index);
                        setMoved(false);
                      }}
                      move={{
                        previous: position !== null && position > 0,
                        next: position !== null && position + 1 < data.total,
                        go: move,
                      }}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > HAND_IN_PAGE_LIMIT && (
              <Pagination
                total={Math.ceil(data.total / HAND_IN_PAGE_LIMIT)}
                value={page}
                onChange={(value) => {
                  setPage(value);
                  setOpenIndex(null);
                }}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}

interface Move {
  previous: boolean;
  next: boolean;
  go: (step: 1 | -1) => void;
}

interface StudentRowProps {
  assignment: GradedAssignment;
  row: HandInRow;
  open: boolean;
  focusPanel: boolean;
  onToggle: () => void;
  move: Move;
}

function StudentRow({ assignment, row, open, focusPanel, onToggle, move }: StudentRowProps) {
  const { t } = useTranslation();
  const assignmentId = assignment.id;
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
            onClick={onToggle}
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
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCalendarPlus size={14} />}
            aria-label={t('assignments.handIns.extendNamed', { name: row.name })}
            onClick={() => setExtending(true)}
          >
            {t('assignments.handIns.extend')}
          </Button>
          {extending && <ExtensionDialog assignmentId={assignmentId} row={row} onClose={() => setExtending(false)} />}
        </Table.Td>
      </Table.Tr>
      <Table.Tr style={open ? undefined : { display: 'none' }}>
        <Table.Td colSpan={6} id={panelId}>
          {/* Opened by next or previous: no animation, so its panel is there to take focus at once. */}
          <Collapse expanded={open} transitionDuration={focusPanel ? 0 : undefined}>
            {open && (
              <Stack
                gap="md"
                tabIndex={-1}
                ref={focusPanel ? focusOnOpen : undefined}
                aria-label={t('assignments.handIns.panel', { name: row.name })}
                role="region"
              >
                <StudentSteps move={move} />
                {/* Side by side from a laptop's width on (1366x768): the grading form stays beside the hand-in, not below its viewer. */}
                <Grid gap="lg">
                  {row.versions > 0 && (
                    <Grid.Col span={{ base: 12, md: 7 }}>
                      <StudentVersions assignmentId={assignmentId} studentId={row.student_id} />
                    </Grid.Col>
                  )}
                  <Grid.Col span={{ base: 12, md: row.versions > 0 ? 5 : 12 }}>
                    <GradeForm assignment={assignment} studentId={row.student_id} name={row.name} />
                  </Grid.Col>
                </Grid>
              </Stack>
            )}
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </>
  );
}

/** Moves focus to a student's panel opened by next or previous, so the keyboard and screen readers follow. */
const focusOnOpen = (node: HTMLDivElement | null) => {
  if (node && !node.contains(document.activeElement)) node.focus();
};

function StudentSteps({ move }: { move: Move }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} />}
        disabled={!move.previous}
        aria-keyshortcuts="k"
        onClick={() => move.go(-1)}
      >
        {t('assignments.handIns.previous')}
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        rightSection={<IconArrowRight size={14} />}
        disabled={!move.next}
        aria-keyshortcuts="j"
        onClick={() => move.go(1)}
      >
        {t('assignments.handIns.next')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('assignments.handIns.keysHint')}
      </Text>
    </Group>
  );
}

function StudentVersions({ assignmentId, studentId }: { assignmentId: number; studentId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(studentHandInsQueryOptions(assignmentId, studentId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  const latest = data.versions[0];
  return (
    <Stack py="xs" gap="sm">
      {latest?.files.map((file) => (
        <Stack key={file.id} gap={4}>
          <Text size="sm" fw={500}>
            {t('assignments.preview.latest', { version: latest.version, name: file.name })}
          </Text>
          <HandInPreview file={file} />
        </Stack>
      ))}
      <HandInVersions versions={data.versions} />
    </Stack>
  );
}
