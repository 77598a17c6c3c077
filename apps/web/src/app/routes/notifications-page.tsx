import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { NotificationList } from '../../features/notifications/components/notification-list';

/** `/all-notifications`: every notification of the user (docs/product/screens-and-roles.md#screens; its layout has no footer). */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={820} mx="auto" w="100%" gap={0}>
      <PageHeader title={t('notifications.page.title')} description={t('notifications.page.description')} />
      <NotificationList />
    </Stack>
  );
}
