import { Alert, Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DEADLINE_LIST_LIMIT } from '@netclass/shared';
import { IconChecklist, IconClipboardCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { deadlineKey, deadlineLine, deadlineLink } from '../../../lib/deadline-item';
import { formatDateTime } from '../../../lib/format-date';
import { toDoQueryOptions, toGradeQueryOptions } from '../api/deadlines';

/** One row's height: the skeleton reserves a whole page of them so the dashboard does not jump (decision 017). */
const ROW_HEIGHT = 46;

interface PanelProps {
  id: string;
  icon: ReactNode;
  title: string;
  empty: string;
  error: unknown;
  failed: string;
  pending: boolean;
  count: number;
  total: number;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** A dashboard list of deadlines: a page of rows, a skeleton of a page while loading, pages when there are more. */
function DeadlinePanel({
  id,
  icon,
  title,
  empty,
  error,
  failed,
  pending,
  count,
  total,
  page,
  onPage,
  children,
}: PanelProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / DEADLINE_LIST_LIMIT);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group gap="xs" mb="sm">
        {icon}
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {total > 0 && <Badge variant="light">{total}</Badge>}
      </Group>
      {Boolean(error) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, t, failed)}
        </Alert>
      )}
      {pending && <Skeleton height={ROW_HEIGHT * Math.min(DEADLINE_LIST_LIMIT, 3)} radius="md" />}
      {!pending && !error && count === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {count > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
      {pages > 1 && <Pagination mt="sm" size="sm" total={pages} value={page} onChange={onPage} />}
    </Card>
  );
}

/** "Việc cần làm": the student's assignments to hand in, by due date, overdue ones marked (docs/decisions/026, "Deadlines"). */
export function ToDoPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(toDoQueryOptions(page));
  return (
    <DeadlinePanel
      id="to-do"
      icon={<IconChecklist size={20} aria-hidden />}
      title={t('deadlines.toDo.title')}
      empty={t('deadlines.toDo.empty')}
      error={error}
      failed={t('deadlines.loadFailed')}
      pending={isPending}
      count={data?.items.length ?? 0}
      total={data?.total ?? 0}
      page={page}
      onPage={setPage}
    >
      {data?.items.map((item) => (
        <Group
          key={deadlineKey(item)}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          mih={ROW_HEIGHT}
          py={4}
          data-testid="to-do-item"
        >
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={deadlineLink(item)} fw={600} size="sm">
              {item.title}
            </Anchor>
            <Text size="xs" c={item.overdue ? 'red.8' : 'dimmed'}>
              {deadlineLine(t, item)}
            </Text>
          </div>
          {item.kind === 'quiz' ? (
            <Badge color="blue" variant="light">
              {t('deadlines.quizBadge')}
            </Badge>
          ) : item.returned ? (
            <Badge color="grape" variant="light">
              {t('assignments.status.returned')}
            </Badge>
          ) : (
            item.overdue && (
              <Badge color="red" variant="light">
                {t('deadlines.toDo.overdue')}
              </Badge>
            )
          )}
        </Group>
      ))}
    </DeadlinePanel>
  );
}

/** "Cần chấm": per assignment of the courses the teacher manages, how many hand-ins wait for a grade; each opens the grading queue filtered to them. */
export function ToGradePanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(toGradeQueryOptions(page));
  return (
    <DeadlinePanel
      id="to-grade"
      icon={<IconClipboardCheck size={20} aria-hidden />}
      title={t('deadlines.toGrade.title')}
      empty={t('deadlines.toGrade.empty')}
      error={error}
      failed={t('deadlines.loadFailed')}
      pending={isPending}
      count={data?.items.length ?? 0}
      total={data?.total ?? 0}
      page={page}
      onPage={setPage}
    >
      {data?.items.map((item) => (
        <Group
          key={item.assignment_id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          mih={ROW_HEIGHT}
          py={4}
          data-testid="to-grade-item"
        >
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/assignment/${item.assignment_id}?status=to_grade`} fw={600} size="sm">
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('deadlines.dueIn', { time: formatDateTime(item.due_at), course: item.course_name })}
            </Text>
          </div>
          <Badge variant="light" color="orange">
            {t('deadlines.toGrade.count', { count: item.to_grade })}
          </Badge>
        </Group>
      ))}
    </DeadlinePanel>
  );
}
