import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@netclass/shared/quiz-authoring';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicationBadge } from '../../../components/publication/publication-badge';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { courseQuizzesQueryOptions } from '../api/quizzes';

/** When it opens and closes, its time limit and attempts, in a line. */
function QuizFacts({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  const allowed = quiz.max_attempts === null ? null : quiz.max_attempts + (quiz.mine?.extra_attempts ?? 0);
  const facts = [
    quiz.open_at && t('quizList.opens', { date: formatDateTime(quiz.open_at) }),
    quiz.close_at && t('quizList.closes', { date: formatDateTime(quiz.close_at) }),
    quiz.time_limit_seconds === null
      ? t('quizList.noLimit')
      : t('quizList.limit', { count: Math.round(quiz.time_limit_seconds / 60) }),
    quiz.mine
      ? allowed === null
        ? t('quizList.attemptsUsed', { count: quiz.mine.attempts_used })
        : t('quizList.attemptsOf', { used: quiz.mine.attempts_used, count: allowed })
      : allowed === null
        ? t('quizList.unlimited')
        : t('quizList.attempts', { count: allowed }),
  ].filter(Boolean);
  return (
    <Text size="xs" c="dimmed">
      {facts.join(' · ')}
    </Text>
  );
}

/** A course's quizzes by close time, each leading to its page; students see their attempts, teachers the state and a "new" button. */
export function CourseQuizzes({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(courseQuizzesQueryOptions(courseId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('quizList.loadFailed'))}</Alert>;
  if (!data.quizzes.length && !data.can_create) return null;
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby={`course-${courseId}-quizzes`}>
      <Group justify="space-between">
        <Title order={3} fz="md" id={`course-${courseId}-quizzes`}>
          {t('quizList.title')}
        </Title>
        {data.can_create && (
          <Button
            component={Link}
            to={`/course/${courseId}/quizzes/new`}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
          >
            {t('quizList.create')}
          </Button>
        )}
      </Group>
      {data.quizzes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quizList.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.quizzes.map((quiz) => (
            <Group key={quiz.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/quiz/${quiz.id}`} fw={500}>
                  {quiz.title}
                </Anchor>
                <QuizFacts quiz={quiz} />
              </Stack>
              <Group gap="xs">
                {quiz.mine?.in_progress && <Badge variant="light">{t('quizList.inProgress')}</Badge>}
                {quiz.can_manage && (
                  <>
                    <PublicationBadge item={quiz} />
                    <Anchor
                      component={Link}
                      to={`/quiz/${quiz.id}/edit`}
                      size="sm"
                      aria-label={t('quizList.editNamed', { title: quiz.title })}
                    >
                      {t('quizList.edit')}
                    </Anchor>
                  </>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
