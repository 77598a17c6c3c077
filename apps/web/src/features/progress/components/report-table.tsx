import { Badge, Group, Progress, Table, Text, UnstyledButton } from '@mantine/core';
import type { CourseReportResponse, ReportSortKey, ReportStudent, SortOrder } from '@netclass/shared';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

interface Props {
  report: CourseReportResponse;
  sort: { sort: ReportSortKey; order: SortOrder };
  onSort: (key: ReportSortKey) => void;
}

/** Name and id stay in view while a wide table scrolls sideways. */
const stickyStart: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '1px 0 0 var(--mantine-color-default-border)',
};

/**
 * One row per student: id, name (with 'not started' and account status), course progress,
 * one column per lesson (its title as header; '—' for a lesson without ready materials),
 * last activity (Vietnamese 24-hour). Id, name and progress sort, on the server.
 */
export function ReportTable({ report, sort, onSort }: Props) {
  const { t } = useTranslation();
  const header = (key: ReportSortKey, label: string, style?: CSSProperties) => (
    <SortableTh sorted={sort.sort === key ? sort.order : null} onSort={() => onSort(key)} style={style}>
      {label}
    </SortableTh>
  );

  return (
    <Table.ScrollContainer minWidth={720 + report.lessons.length * 110}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        fz="sm"
        withTableBorder
        aria-label={t('progress.report.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            {header('id', t('progress.report.columns.id'))}
            {header('name', t('progress.report.columns.name'), stickyStart)}
            {header('progress', t('progress.report.columns.progress'))}
            {report.lessons.map((lesson) => (
              <Table.Th
                key={lesson.id}
                title={lesson.title}
                style={{ minWidth: 100, maxWidth: 160, verticalAlign: 'bottom' }}
              >
                <Text size="xs" c="dimmed">
                  {t('progress.report.lessonNumber', { n: lesson.order_num })}
                </Text>
                <Text size="xs" fw={600} lineClamp={2}>
                  {lesson.title}
                </Text>
              </Table.Th>
            ))}
            <Table.Th style={{ verticalAlign: 'bottom', whiteSpace: 'nowrap' }}>
              {t('progress.report.columns.lastActivity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.students.map((student) => (
            <StudentRow key={student.student_id} student={student} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StudentRow({ student }: { student: ReportStudent }) {
  const { t } = useTranslation();
  const done = student.progress_percentage >= 100;
  return (
    <Table.Tr data-testid={`report-row-${student.student_id}`}>
      <Table.Td ff="monospace">{student.student_id}</Table.Td>
      <Table.Td style={stickyStart}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {student.name}
          </Text>
          {student.not_started && (
            <Badge color="gray" variant="light" size="xs">
              {t('progress.report.notStarted')}
            </Badge>
          )}
          {student.status === 'inactive' && (
            <Badge color="red" variant="outline" size="xs">
              {t('statuses.inactive')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={student.progress_percentage}
            color={done ? 'teal' : 'blue'}
            w={80}
            aria-label={t('progress.report.columns.progress')}
          />
          <Text size="sm" fw={600} c={done ? 'teal' : undefined} data-testid="report-progress">
            {student.progress_percentage}%
          </Text>
          {done && (
            <span role="img" aria-label={t('progress.course.celebrate')}>
              🎉
            </span>
          )}
        </Group>
      </Table.Td>
      {student.lesson_percentages.map((percentage, index) => (
        <Table.Td key={index} c={percentage === null ? 'dimmed' : percentage >= 100 ? 'teal' : undefined}>
          {percentage === null ? '—' : `${percentage}%`}
        </Table.Td>
      ))}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {student.last_activity_at ? (
          formatDateTime(student.last_activity_at)
        ) : (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function SortableTh({
  sorted,
  onSort,
  children,
  style,
}: {
  sorted: 'asc' | 'desc' | null;
  onSort: () => void;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const Icon = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      style={{ verticalAlign: 'bottom', ...style }}
    >
      <UnstyledButton onClick={onSort} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
