import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { CategoryManager } from '../../features/content/components/category-manager';
import { ContentSelectors, type ContentSelection } from '../../features/content/components/content-selectors';
import { useLiveContent } from '../hooks/use-live-content';
import { LessonForm } from '../../features/content/components/lesson-form';
import { LessonAdminList } from '../../features/content/components/lesson-admin-list';
import { MaterialManager } from '../../features/materials/components/material-manager';
import { useSocketRoom } from '../../lib/use-socket-room';
import { WithProfile } from './with-profile';

/** `/admin-dashboard/courses/create`: terms, their courses, add, edit and delete (docs/product/screens-and-roles.md#category-management). */
export function CategoryManagementPage() {
  const { t } = useTranslation();
  // Terms and courses edited elsewhere (another teacher, another tab) show their new names here too.
  useLiveContent();
  return (
    <>
      <PageHeader title={t('admin.nav.courses.create')} description={t('categoryAdmin.description')} />
      <WithProfile>{(profile) => <CategoryManager viewer={{ id: profile.id, role: profile.role }} />}</WithProfile>
    </>
  );
}

type Mode = 'lesson' | 'materials';
const SELECTION_PARAMS = { categoryId: 'category', courseId: 'course', lessonId: 'lesson' } as const;
const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The page's mode and chosen term, course and lesson, kept in its URL (`?mode=&category=&course=&lesson=`):
 * back from "view as a student" (the lesson's preview) or a reload finds them as they were.
 */
function useLessonAdminParams() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'materials' ? 'materials' : 'lesson';
  const selection: ContentSelection = {
    categoryId: idParam(params.get(SELECTION_PARAMS.categoryId)),
    courseId: idParam(params.get(SELECTION_PARAMS.courseId)),
    lessonId: idParam(params.get(SELECTION_PARAMS.lessonId)),
  };
  const show = (next: { mode: Mode; selection: ContentSelection }) => {
    const search = new URLSearchParams();
    if (next.mode === 'materials') search.set('mode', 'materials');
    for (const [key, name] of Object.entries(SELECTION_PARAMS) as [keyof ContentSelection, string][]) {
      const id = next.selection[key];
      if (id !== null) search.set(name, String(id));
    }
    setParams(search, { replace: true });
  };
  return {
    mode,
    selection,
    setMode: (next: Mode) => show({ mode: next, selection }),
    setSelection: (next: ContentSelection) => show({ mode, selection: next }),
    show,
  };
}

/** `/admin-dashboard/courses/lessons`: add lessons, or manage a lesson's materials (docs/product/screens-and-roles.md#lesson-admin). */
export function LessonAdminPage() {
  const { t } = useTranslation();
  const { mode, selection, setMode, setSelection, show } = useLessonAdminParams();
  // Materials added or removed elsewhere (another teacher, another tab) show up here too.
  useSocketRoom(selection.courseId === null ? null : { courseId: selection.courseId });
  useLiveContent();

  return (
    <>
      <PageHeader title={t('admin.nav.courses.lessons')} description={t('lessonAdmin.description')} />
      <Stack gap="lg" maw={1100}>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'lesson', label: t('lessonAdmin.modes.lesson') },
            { value: 'materials', label: t('lessonAdmin.modes.materials') },
          ]}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('lessonAdmin.modes.label')}
        />
        <Card withBorder radius="md" padding="lg">
          <ContentSelectors value={selection} onChange={setSelection} withLesson={mode === 'materials'} />
        </Card>
        {mode === 'lesson' ? (
          <>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} fz="lg" mb="sm">
                {t('lessonAdmin.formTitle')}
              </Title>
              <LessonForm
                courseId={selection.courseId}
                onAddMaterials={(lesson) =>
                  show({ mode: 'materials', selection: { ...selection, lessonId: lesson.id } })
                }
              />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} fz="lg" mb="sm">
                {t('lessonAdmin.listTitle')}
              </Title>
              {selection.courseId === null ? (
                <Text c="dimmed">{t('lessonAdmin.pickCourseFirst')}</Text>
              ) : (
                <LessonAdminList courseId={selection.courseId} />
              )}
            </Card>
          </>
        ) : (
          <MaterialManager lessonId={selection.lessonId} />
        )}
      </Stack>
    </>
  );
}
