import {
  Alert,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  TIMINGS,
  type AudienceResponse,
  type AudienceSortKey,
  type AudienceState,
  type SortOrder,
} from '@netclass/shared';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { useSocketRoom } from '../../../lib/use-socket-room';
import { useTableParams } from '../../../lib/use-table-params';
import { audienceKeys, audienceQueryOptions, type AudienceItemRef } from '../api/audience';
import { RemindButton } from './remind-button';

/** A material is opened exactly when it is completed: its list has two parts, a lesson's four. */
const STATES: Record<AudienceItemRef['type'], AudienceState[]> = {
  lesson: ['not_opened', 'opened', 'not_completed', 'completed'],
  material: ['not_opened', 'opened'],
};

/**
 * Who has and who has not opened (or completed) a lesson or a material (decision 019), for
 * the course's teacher and admins: the class split in parts with their counts, one part at a
 * time as a table paged, searched and sorted by the server, and the reminder for those who
 * have not. Live: a progress change in the course fetches the page on screen again. Key it
 * by item: another item starts again from its first part.
 */
export function AudiencePanel({ item, courseId }: { item: AudienceItemRef; courseId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<AudienceState>('not_opened');
  const table = useTableParams<AudienceSortKey>('name');
  const params = { ...table.params, state };
  const { data, error, isPending } = useQuery(audienceQueryOptions(item, params));
  useLiveAudience(courseId);

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t, t('audience.loadFailed'))}
      </Alert>
    );
  if (isPending) return <Loader size="sm" />;

  const pages = Math.ceil(data.total / data.limit);
  const choose = (value: string) => {
    setState(value as AudienceState);
    table.setPage(1);
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={state}
        onChange={choose}
        data={STATES[item.type].map((value) => ({
          value,
          label: t(`audience.states.${value}`, { count: data.counts[value] }),
        }))}
        aria-label={t('audience.statesLabel')}
        fullWidth
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          value={table.query}
          onChange={(event) => table.setQuery(event.currentTarget.value)}
          placeholder={t('audience.filterPlaceholder')}
          aria-label={t('audience.filter')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 280 }}
        />
        {(state === 'not_opened' || state === 'not_completed') && (
          <RemindButton item={item} audience={state} counts={data.counts} reminder={data.reminder} />
        )}
      </Group>
      {data.total === 0 ? (
        <Text c="dimmed" size="sm">
          {table.params.q ? t('audience.noMatch') : t(`audience.empty.${state}`)}
        </Text>
      ) : (
        <AudienceTable data={data} sort={table.params} onSort={table.sortBy} />
      )}
      {pages > 1 && (
        <nav aria-label={t('audience.pages')}>
          <Pagination total={pages} value={table.params.page} onChange={table.setPage} size="sm" />
        </nav>
      )}
    </Stack>
  );
}

function AudienceTable({
  data,
  sort,
  onSort,
}: {
  data: AudienceResponse;
  sort: { sort: AudienceSortKey; order: SortOrder };
  onSort: (key: AudienceSortKey) => void;
}) {
  const { t } = useTranslation();
  const header = (key: AudienceSortKey, label: string) => {
    const sorted = sort.sort === key ? sort.order : null;
    const Icon = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
    return (
      <Table.Th aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
        <UnstyledButton onClick={() => onSort(key)} fw={600} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  const when = (value: string | null) => (value ? formatDateTime(value) : '—');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing="xs" withTableBorder highlightOnHover aria-label={t('audience.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {header('id', t('audience.columns.id'))}
            {header('name', t('audience.columns.name'))}
            <Table.Th>{t('audience.columns.openedAt')}</Table.Th>
            {data.item.type === 'lesson' && <Table.Th>{t('audience.columns.progress')}</Table.Th>}
            {data.item.type === 'lesson' && <Table.Th>{t('audience.columns.completedAt')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((student) => (
            <Table.Tr key={student.student_id}>
              <Table.Td>{student.student_id}</Table.Td>
              <Table.Td>{student.name}</Table.Td>
              <Table.Td>{when(student.opened_at)}</Table.Td>
              {data.item.type === 'lesson' && <Table.Td>{student.progress_percentage}%</Table.Td>}
              {data.item.type === 'lesson' && <Table.Td>{when(student.completed_at)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Joins the course's report room; a burst of `courseProgressChanged` gives one refetch after the last. */
function useLiveAudience(courseId: number): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useSocketRoom({ reportCourseId: courseId });
  useSocketEvent('courseProgressChanged', (event) => {
    if (event.courseId !== courseId) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
      TIMINGS.debounceMs,
    );
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
