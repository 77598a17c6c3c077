import { Alert, Anchor, Loader } from '@mantine/core';
import { parseId } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import {
  myQuizAttemptsQueryOptions,
  quizAttemptQueryOptions,
  quizPreviewQueryOptions,
} from '../../features/quiz-attempt/api/quiz-attempts';
import { AttemptReview } from '../../features/quiz-attempt/components/attempt-review';
import { AttemptTaking } from '../../features/quiz-attempt/components/attempt-taking';
import { QuizIntro } from '../../features/quiz-attempt/components/quiz-intro';
import { QuizPreviewView } from '../../features/quiz-attempt/components/quiz-preview-view';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/** `/quiz/{quizId}`: a quiz's intro for a student, with their attempts and Start or Continue (issue 15 item 4). */
export function QuizIntroPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().quizId);
  const { data, error, isPending } = useQuery({ ...myQuizAttemptsQueryOptions(id ?? 0), enabled: id !== null });
  // Teachers and admins do not take quizzes (a preview is a later item): their way is the quiz's own pages.
  if (id !== null && error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="blue" role="status">
        {t('quizAttempt.staff')}{' '}
        <Anchor component={Link} to={`/quiz/${id}/edit`}>
          {t('quizAttempt.staffEdit')}
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={`/quiz/${id}/results`}>
          {t('quizAttempt.staffResults')}
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={`/quiz/${id}/preview`}>
          {t('quizAttempt.staffPreview')}
        </Anchor>
      </Alert>
    );
  }
  if (id === null || error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t, t('quizAttempt.notFound'))}
      </Alert>
    );
  if (isPending) return <Loader aria-label={t('quizAttempt.loading')} />;
  return (
    <>
      <PageHeader title={data.quiz.title} />
      <QuizIntro intro={data} />
    </>
  );
}

/** `/quiz-attempt/{attemptId}`: taking the attempt while it is open, its review once submitted; staff (who get the events) always read it. */
export function QuizAttemptPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().attemptId);
  const { data, error, isPending } = useQuery({ ...quizAttemptQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t, t('quizAttempt.notFound'))}
      </Alert>
    );
  if (isPending) return <Loader aria-label={t('quizAttempt.loading')} />;
  return (
    <>
      <PageHeader
        title={data.attempt.quiz_title}
        description={t('quizAttempt.attemptNumber', { number: data.attempt.number })}
      />
      {data.attempt.submitted_at || data.events ? (
        <AttemptReview view={data} />
      ) : (
        <AttemptTaking key={data.attempt.id} view={data} />
      )}
    </>
  );
}

/** `/quiz/{quizId}/preview`: a teacher sees the quiz as a student gets it, read-only, without an attempt (docs/decisions/038). */
export function QuizPreviewPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().quizId);
  const { data, error, isPending } = useQuery({ ...quizPreviewQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t, t('quizAttempt.notFound'))}
      </Alert>
    );
  if (isPending) return <Loader aria-label={t('quizAttempt.loading')} />;
  return (
    <>
      <PageHeader title={data.quiz_title} description={t('quizAttempt.previewDescription')} />
      <Anchor component={Link} to={`/quiz/${id}/edit`} size="sm">
        {t('quizAttempt.previewBack')}
      </Anchor>
      <QuizPreviewView preview={data} />
    </>
  );
}
