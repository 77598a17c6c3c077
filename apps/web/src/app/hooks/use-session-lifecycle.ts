import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { onSessionEnded } from '../../lib/session-expiry';

/**
 * When a session ends: forget the previous user's data, and go to /login, saying so when
 * the session expired rather than being closed by the user (docs/product/rules.md#states-and-flows, docs/product/messages.md#errors).
 */
export function useSessionLifecycle(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  const previousToken = useRef(token);

  useEffect(() => {
    if (previousToken.current && previousToken.current !== token) queryClient.removeQueries();
    previousToken.current = token;
  }, [token, queryClient]);

  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (reason === 'expired') {
          notifications.show({ id: 'session-expired', color: 'orange', message: t('session.expired') });
        }
        void navigate('/login', { replace: true });
      }),
    [navigate, t],
  );
}
