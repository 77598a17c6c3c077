import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';

/** `/notification-settings`: which kinds of notification the user receives (docs/decisions/024). */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={720} gap={0}>
      <PageHeader title={t('notifications.settings.title')} description={t('notifications.settings.description')} />
      <NotificationSettings />
    </Stack>
  );
}
