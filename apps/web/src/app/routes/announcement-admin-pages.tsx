import { Card, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AnnouncementAdminList } from '../../features/announcements/components/announcement-admin-list';
import { AnnouncementForm, type CourseField } from '../../features/announcements/components/announcement-form';
import { ContentSelectors } from '../../features/content/components/content-selectors';

/** The announcement's course: term, then one of its courses the user manages (the lesson admin's pickers). */
function AnnouncementCourse({ value, onChange, error }: Parameters<CourseField>[0]) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <>
      <ContentSelectors
        value={{ categoryId, courseId: value, lessonId: null }}
        onChange={(next) => {
          setCategoryId(next.categoryId);
          onChange(next.courseId);
        }}
        withLesson={false}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

const courseField: CourseField = (props) => <AnnouncementCourse {...props} />;

/** `/admin-dashboard/announcements/create` (docs/product/screens-and-roles.md#announcements). */
export function CreateAnnouncementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.announcements.create')} description={t('announcements.form.description')} />
      <Card withBorder radius="md" padding="lg" maw={820}>
        <AnnouncementForm courseField={courseField} />
      </Card>
    </>
  );
}

/** `/admin-dashboard/announcements/list` (docs/product/screens-and-roles.md#announcements). */
export function AnnouncementListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.announcements.list')} description={t('announcements.list.description')} />
      <AnnouncementAdminList />
    </>
  );
}
