import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AnnouncementAdminList } from '../../features/announcements/components/announcement-admin-list';
import { AnnouncementForm } from '../../features/announcements/components/announcement-form';

/** `/admin-dashboard/announcements/create` (SPEC §2 Announcements). */
export function CreateAnnouncementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.announcements.create')} description={t('announcements.form.description')} />
      <Card withBorder radius="md" padding="lg" maw={820}>
        <AnnouncementForm />
      </Card>
    </>
  );
}

/** `/admin-dashboard/announcements/list` (SPEC §2 Announcements). */
export function AnnouncementListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.nav.announcements.list')} description={t('announcements.list.description')} />
      <AnnouncementAdminList />
    </>
  );
}
