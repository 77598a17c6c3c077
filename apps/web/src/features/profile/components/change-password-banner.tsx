import { Alert, Anchor, Container } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Asks a user still on the default password id@1 to replace it (DECISIONS, Identity). */
export function ChangePasswordBanner() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pb="md" w="100%" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
      <Alert color="yellow" variant="light" bd="1px solid var(--mantine-color-yellow-3)" style={{ boxShadow: 'var(--mantine-shadow-md)' }} icon={<IconShieldLock size={20} />} title={t('password.bannerTitle')}>
        {t('password.bannerText')}{' '}
        <Anchor component={Link} to="/changepassword" fw={600} inherit>
          {t('password.bannerLink')}
        </Anchor>
      </Alert>
    </Container>
  );
}
