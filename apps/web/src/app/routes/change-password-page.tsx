import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';

/** `/changepassword`. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('password.title')} description={t('password.description')} />
      <Card withBorder radius="md" padding="lg" maw={560}>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
