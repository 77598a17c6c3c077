import { Alert, Button, Loader, Stack } from '@mantine/core';
import { parseId, type LessonPreviewResponse } from '@netclass/shared';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LessonArticle } from '../../features/content/components/lesson-article';
import { MaterialCardGrid } from '../../features/materials/components/material-cards';
import { MaterialsSection } from '../../features/materials/components/materials-section';
import { api, data as dataOf } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/**
 * `/lesson/{lessonId}/preview` ("Preview as student", the course's teacher and admins): the
 * lesson and the materials students will see once it is published, with the students' own
 * components and nothing to manage.
 */
export function LessonPreviewPage() {
  const { t } = useTranslation();
  const lessonId = parseId(useParams().lessonId);
  const { data, error, isPending } = useQuery({
    queryKey: ['lesson-preview', lessonId],
    queryFn: ({ signal }) =>
      dataOf<LessonPreviewResponse>(
        api.GET('/api/lessons/{lessonId}/preview', { params: { path: { lessonId: lessonId! } }, signal }),
      ),
    enabled: lessonId !== null,
  });

  if (lessonId === null || error) {
    return (
      <>
        <PageHeader title={t('publication.preview')} />
        <Alert color="red" role="alert">
          {lessonId === null ? t('lesson.notFound') : errorMessage(error, t, t('publication.previewFailed'))}
        </Alert>
      </>
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;

  return (
    <Stack gap="xl">
      <div>
        <Alert
          color="blue"
          variant="light"
          icon={<IconEye size={18} />}
          mb="xs"
          role="note"
          title={t('publication.preview')}
        >
          {t('publication.previewNote')}
        </Alert>
        <Button
          component={Link}
          to={`/lesson/${lessonId}`}
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
          mb="md"
        >
          {t('publication.previewBack')}
        </Button>
        <LessonArticle lesson={data.lesson} />
      </div>
      <MaterialsSection count={data.materials.length}>
        <MaterialCardGrid materials={data.materials} />
      </MaterialsSection>
    </Stack>
  );
}
