import { Stack, Table, Text, Title } from '@mantine/core';
import type { QuizStatisticsResponse } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

const decimal = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('vi-VN', { maximumFractionDigits: 2 });

/** Per slot of the quiz: its attempts and answers, difficulty (mean score over points) and discrimination (correlation with the rest of the attempt). */
export function QuestionStatistics({ stats }: { stats: QuizStatisticsResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="quiz-questions-title">
      <Title order={2} size="h4" id="quiz-questions-title">
        {t('quizResults.questions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('quizResults.questions.help')}
      </Text>
      {stats.questions.length === 0 ? (
        <Text c="dimmed">{t('quizResults.questions.none')}</Text>
      ) : (
        // Nothing in the table takes focus: the scrolling box itself does, so a keyboard can scroll it on a phone.
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('quizResults.questions.tableLabel')}
        >
          <Table verticalSpacing="xs" fz="sm" withTableBorder aria-label={t('quizResults.questions.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quizResults.questions.position')}</Table.Th>
                <Table.Th>{t('quizResults.questions.question')}</Table.Th>
                <Table.Th>{t('quizResults.questions.attempts')}</Table.Th>
                <Table.Th>{t('quizResults.questions.answered')}</Table.Th>
                <Table.Th>{t('quizResults.questions.difficulty')}</Table.Th>
                <Table.Th>{t('quizResults.questions.discrimination')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.questions.map((question) => (
                <Table.Tr key={question.slot_id}>
                  <Table.Th scope="row">{question.position}</Table.Th>
                  <Table.Td>
                    {t(`quizResults.questions.kind.${question.kind}`)}
                    {question.label
                      ? ': ' +
                        (question.kind === 'generated'
                          ? t(`networkingQuestions.types.${question.label}`, { defaultValue: question.label })
                          : question.label)
                      : ''}
                  </Table.Td>
                  <Table.Td>{question.attempts}</Table.Td>
                  <Table.Td>{question.answered}</Table.Td>
                  <Table.Td>{decimal(question.difficulty)}</Table.Td>
                  <Table.Td>{decimal(question.discrimination)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
