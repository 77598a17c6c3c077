import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { TIMINGS } from '@netclass/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';

/**
 * Protected pages: without a token, says 'user not logged in' and goes to /login after
 * 2000 ms (docs/product/screens-and-roles.md#header, docs/product/messages.md#constants). The server still checks every call.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (session) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), TIMINGS.noTokenRedirectMs);
    return () => clearTimeout(timer);
  }, [session, navigate]);

  if (session) return children;
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status">
        <Title order={1} size="h4">
          {t('session.notLoggedIn')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('session.redirecting')}
        </Text>
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
