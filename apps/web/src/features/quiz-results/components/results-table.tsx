import { Anchor, Group, Table, Text } from '@mantine/core';
import type { QuizResultSort, QuizResultsResponse, SortOrder } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '../../../components/sortable-th';
import { formatDateTime } from '../../../lib/format-date';
import { formatPoints } from '../../../lib/format-points';

interface Props {
  results: QuizResultsResponse;
  sort: { sort: QuizResultSort; order: SortOrder };
  onSort: (sort: QuizResultSort) => void;
}

/**
 * One row per student of the class: name, id, the counted grade, each attempt (a link to its
 * review, with its points or "in progress"), the last submission and the focus losses. The
 * headers sort on the server (aria-sort).
 */
export function ResultsTable({ results, sort, onSort }: Props) {
  const { t } = useTranslation();
  const max = formatPoints(results.quiz.max_points);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="xs"
        horizontalSpacing="sm"
        fz="sm"
        withTableBorder
        highlightOnHover
        aria-label={t('quizResults.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" label={t('quizResults.columns.name')} sort={sort} onSort={onSort} />
            <SortableTh column="id" label={t('quizResults.columns.id')} sort={sort} onSort={onSort} />
            <SortableTh column="grade" label={t('quizResults.columns.grade', { max })} sort={sort} onSort={onSort} />
            <Table.Th>{t('quizResults.columns.attempts')}</Table.Th>
            <Table.Th>{t('quizResults.columns.lastSubmitted')}</Table.Th>
            <Table.Th>{t('quizResults.columns.focus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.students.map((student) => (
            <Table.Tr key={student.student_id} data-testid={`quiz-result-${student.student_id}`}>
              <Table.Th scope="row" fw={500}>
                {student.name}
              </Table.Th>
              <Table.Td ff="monospace">{student.student_id}</Table.Td>
              <Table.Td fw={600}>{student.grade === null ? '—' : formatPoints(student.grade)}</Table.Td>
              <Table.Td>
                {student.attempts.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('quizResults.noAttempts')}
                  </Text>
                ) : (
                  <Group gap="xs">
                    {student.attempts.map((attempt) => (
                      <Anchor key={attempt.id} component={Link} to={`/quiz-attempt/${attempt.id}`} size="sm">
                        {attempt.points === null
                          ? t('quizResults.attemptInProgress', { number: attempt.number })
                          : t('quizResults.attempt', { number: attempt.number, points: formatPoints(attempt.points) })}
                      </Anchor>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {student.last_submitted_at ? formatDateTime(student.last_submitted_at) : '—'}
              </Table.Td>
              <Table.Td>{student.focus_events}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
