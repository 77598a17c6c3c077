import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { PageHeader } from './page-header';

/**
 * A course's own page (its report, its members) that cannot show: no such course (a bad or
 * unknown id), one the reader does not manage (403), or another failure, each in the page's words.
 */
export function CoursePageError({
  title,
  actions,
  error,
  texts,
}: {
  title: string;
  actions: ReactNode;
  error: unknown;
  texts: { notFound: string; forbidden: string; loadFailed: string };
}) {
  const { t } = useTranslation();
  const message =
    error === null || (error instanceof ApiError && (error.status === 400 || error.status === 404))
      ? texts.notFound
      : error instanceof ApiError && error.status === 403
        ? texts.forbidden
        : errorMessage(error, t, texts.loadFailed);
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </>
  );
}
