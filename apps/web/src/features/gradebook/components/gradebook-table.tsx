import { ActionIcon, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import {
  gradedItemKey,
  type GradebookCell,
  type GradebookResponse,
  type GradebookSort,
  type GradebookStudent,
  type GradedItem,
  type SortOrder,
} from '@netclass/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '../../../components/sortable-th';
import { formatPoints } from '../../../lib/format-points';

interface Props {
  book: GradebookResponse;
  sort: { sort: GradebookSort; order: SortOrder };
  onSort: (sort: GradebookSort) => void;
  onOpen: (student: GradebookStudent, item: GradedItem) => void;
}

/** The name stays in view while a wide table scrolls sideways. */
const stickyStart: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '1px 0 0 var(--mantine-color-default-border)',
};

const STATUS_COLOR: Partial<Record<GradebookCell['status'], string>> = {
  missing: 'red',
  late: 'orange',
  overridden: 'grape',
  released: 'teal',
};

/**
 * One row per student: name (sticky) and id, one column per graded item (its points, or its
 * state when it has none), the total in percent and on the 10-point scale (by the one rule the
 * student sees too) with the teacher's projected total under it. Every header sorts
 * on the server (aria-sort); a cell is a button opening its override dialog.
 */
export function GradebookTable({ book, sort, onSort, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480 + book.items.length * 120}>
      <Table
        verticalSpacing="xs"
        horizontalSpacing="sm"
        fz="sm"
        withTableBorder
        highlightOnHover
        aria-label={t('gradebook.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh
              column="name"
              label={t('gradebook.columns.name')}
              sort={sort}
              onSort={onSort}
              style={stickyStart}
            />
            <SortableTh column="id" label={t('gradebook.columns.id')} sort={sort} onSort={onSort} />
            {book.items.map((item) => (
              <SortableTh
                key={gradedItemKey(item)}
                column={gradedItemKey(item) as GradebookSort}
                label={t('gradebook.columns.item', { title: item.title, max: formatPoints(item.max_points) })}
                sort={sort}
                onSort={onSort}
                after={item.kind === 'quiz' && <QuizResultsLink item={item} />}
              />
            ))}
            <SortableTh column="total" label={t('gradebook.columns.total')} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {book.students.map((student) => (
            <Table.Tr key={student.student_id} data-testid={`gradebook-row-${student.student_id}`}>
              <Table.Th scope="row" style={stickyStart} fw={500}>
                {student.name}
              </Table.Th>
              <Table.Td ff="monospace">{student.student_id}</Table.Td>
              {student.cells.map((cell, index) => (
                <Table.Td key={gradedItemKey(book.items[index]!)}>
                  <CellButton cell={cell} student={student} item={book.items[index]!} onOpen={onOpen} />
                </Table.Td>
              ))}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} data-testid="gradebook-total">
                  {student.total.scale10 === null
                    ? '—'
                    : t('gradebook.total', {
                        scale10: formatPoints(student.total.scale10),
                        percentage: formatPoints(student.total.percentage!),
                      })}
                </Text>
                {student.projected.scale10 !== null && (
                  <Text size="xs" c="dimmed" data-testid="gradebook-projected">
                    {t('gradebook.projected', {
                      scale10: formatPoints(student.projected.scale10),
                      percentage: formatPoints(student.projected.percentage!),
                    })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A cell: its points (or its state), the override's reason under them; opens the override dialog. */
function CellButton({
  cell,
  student,
  item,
  onOpen,
}: {
  cell: GradebookCell;
  student: GradebookStudent;
  item: GradedItem;
  onOpen: Props['onOpen'];
}) {
  const { t } = useTranslation();
  const status = t(`gradebook.status.${cell.status}`);
  const shown = cell.points === null ? status : formatPoints(cell.points);
  return (
    <UnstyledButton
      onClick={() => onOpen(student, item)}
      aria-label={t('gradebook.cellLabel', { name: student.name, item: item.title, value: shown, status })}
      aria-haspopup="dialog"
      title={cell.override ? t('gradebook.overrideReason', { reason: cell.override.reason }) : status}
      data-testid={`cell-${student.student_id}-${item.id}`}
      style={{ display: 'block', minWidth: 80 }}
    >
      <Text
        size="sm"
        fw={cell.points === null ? 400 : 600}
        c={STATUS_COLOR[cell.status] ?? (cell.points === null ? 'dimmed' : undefined)}
      >
        {shown}
      </Text>
      {cell.override && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={160}>
          {cell.override.reason}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** A quiz column's way to its results page (`/quiz/{id}/results`). */
function QuizResultsLink({ item }: { item: GradedItem }) {
  const { t } = useTranslation();
  const label = t('gradebook.quizResults', { title: item.title });
  return (
    <ActionIcon
      component={Link}
      to={`/quiz/${item.id}/results`}
      variant="subtle"
      size="sm"
      ml={4}
      aria-label={label}
      title={label}
    >
      <IconChartBar size={14} aria-hidden />
    </ActionIcon>
  );
}
