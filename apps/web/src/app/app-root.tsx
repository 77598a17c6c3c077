import { Outlet, ScrollRestoration } from 'react-router';
import { useNetworkAlerts } from './hooks/use-network-alerts';
import { useRealtimeConnection } from './hooks/use-realtime-connection';
import { useSessionLifecycle } from './hooks/use-session-lifecycle';
import { PasswordChangeGate } from './password-change-gate';

/** Parent of every route: session end handling, the first password change, the realtime connection, network alerts. */
export function AppRoot() {
  useSessionLifecycle();
  useRealtimeConnection();
  useNetworkAlerts();
  return (
    <>
      <ScrollRestoration />
      <PasswordChangeGate>
        <Outlet />
      </PasswordChangeGate>
    </>
  );
}
