import { Alert, Card, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { homePathFor, useSession } from '../../lib/session';

/**
 * `/changepassword`. A session held to its first password change lands here from every address
 * (PasswordChangeGate): the page says why, and once the password is changed goes to the home page.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const held = session?.passwordChangeRequired ?? false;
  const goHome = () => void navigate(homePathFor(session?.role), { replace: true });
  return (
    <>
      <PageHeader title={t('password.title')} description={t('password.description')} />
      <Stack maw={560}>
        {held && (
          <Alert color="yellow" variant="light" icon={<IconShieldLock size={20} />} title={t('password.requiredTitle')}>
            {t('password.requiredText')}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <ChangePasswordForm onChanged={held ? goHome : undefined} />
        </Card>
      </Stack>
    </>
  );
}
