import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { parseId, type LessonDetail } from '@netclass/shared';
import { IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { PageHeader } from '../../components/page-header';
import { PublicationControls } from '../../components/publication/publication-controls';
import { contentKeys } from '../../features/content/api/content';
import { LessonArticle, LessonPager } from '../../features/content/components/lesson-article';
import { useLiveContent } from '../hooks/use-live-content';
import { useDebouncedLesson } from '../../features/content/hooks/use-debounced-lesson';
import { materialsQueryOptions } from '../../features/materials/api/materials';
import { MaterialCards } from '../../features/materials/components/material-cards';
import { MaterialsSection } from '../../features/materials/components/materials-section';
import { useLiveMaterials } from '../../features/materials/hooks/use-live-materials';
import { ApiError } from '../../lib/api-client';
import { lazyAfterSchemas } from '../../components/lazy-after-schemas';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useSocketEvent } from '../../lib/use-socket-event';
import { useSocketRoom } from '../../lib/use-socket-room';
import { LessonProgressSlot, useMaterialProgress } from './study-progress';
import { lazyPart } from '../../components/lazy-part';

// Fetched when shown: the comments after the first paint, the audience only by those who manage the lesson.
const LessonComments = lazyAfterSchemas(() =>
  import('../../features/comments/components/lesson-comments').then((module) => module.LessonComments),
);
const LessonAudience = lazyPart(() =>
  import('./lesson-audience').then((module) => ({ default: module.LessonAudience })),
);

/** About the height of the comments' heading, form and first threads (px). */
const COMMENTS_HEIGHT = 480;

/**
 * `/lesson/{lessonId}` (docs/product/screens-and-roles.md#lesson-page): title, content, materials (live through the
 * course room), previous/next lesson. The lesson-progress and comments features add their
 * parts through LessonLayout's `progress` and `comments` slots.
 */
export function LessonPage() {
  const { t } = useTranslation();
  const lessonId = parseId(useParams().lessonId);
  const { data: lesson, error, isPending, settling } = useDebouncedLesson(lessonId);
  const queryClient = useQueryClient();

  useSocketRoom(lesson ? { courseId: lesson.course.id } : null);
  // A material added or removed changes the counts shown in the course's lesson lists; a lesson published, the pager.
  useLiveMaterials(() => void queryClient.invalidateQueries({ queryKey: contentKeys.allCourseLessons }));
  useSocketEvent(
    'lessonPublished',
    ({ course_id }) => void queryClient.invalidateQueries({ queryKey: contentKeys.courseLessons(course_id) }),
  );
  useLiveContent();

  const notFound = lessonId === null || (error instanceof ApiError && (error.status === 400 || error.status === 404));
  if (notFound || error) {
    return (
      <>
        <PageHeader title={t('lesson.title')} />
        <Alert color="red" role="alert">
          {notFound ? t('lesson.notFound') : t('lesson.loadFailed')}
        </Alert>
      </>
    );
  }
  if (isPending || settling) return <Loader mx="auto" my="xl" />;

  return (
    <LessonLayout
      lesson={lesson}
      progress={<LessonProgressSlot lessonId={lesson.id} />}
      // The end of the page, below the fold: fetched and drawn after the first paint.
      comments={
        <AfterFirstPaint height={COMMENTS_HEIGHT}>
          <LessonComments lessonId={lesson.id} />
        </AfterFirstPaint>
      }
    />
  );
}

interface LayoutProps {
  lesson: LessonDetail;
  /** Lesson progress of a student (later feature): shown under the materials. */
  progress?: ReactNode;
  /** Threaded comments (later feature): shown at the end of the page. */
  comments?: ReactNode;
}

function LessonLayout({ lesson, progress, comments }: LayoutProps) {
  const { t } = useTranslation();
  const role = useSession()?.role;
  const { canPreviewAsStaff } = usePermissions();
  const { data: materials } = useQuery(materialsQueryOptions(lesson.id));
  // Students: opening a material records it; completed ones are checked (view mode: nothing).
  const materialProgress = useMaterialProgress(lesson.id);

  return (
    <Stack gap="xl">
      <div>
        {canPreviewAsStaff && role && (
          <Alert color="yellow" variant="light" icon={<IconEye size={18} />} mb="md" role="note">
            {t('lesson.viewAsRole', { role: t(`roles.${role}`) })}
            {lesson.can_manage && (
              <Group gap="xs" mt="xs">
                <PublicationControls kind="lesson" item={lesson} name={lesson.title} />
                <Button
                  component={Link}
                  to={`/lesson/${lesson.id}/preview`}
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconEye size={12} />}
                >
                  {t('publication.preview')}
                </Button>
              </Group>
            )}
          </Alert>
        )}
        <LessonArticle lesson={lesson} />
      </div>
      <MaterialsSection count={materials?.materials.length}>
        <MaterialCards lessonId={lesson.id} {...materialProgress} />
      </MaterialsSection>
      {progress}
      {lesson.can_manage && (
        <Suspense fallback={<Loader mx="auto" />}>
          <LessonAudience lesson={lesson} />
        </Suspense>
      )}
      <LessonPager lesson={lesson} />
      {comments}
    </Stack>
  );
}
