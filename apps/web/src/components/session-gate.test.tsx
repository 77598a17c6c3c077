import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { saveSession } from '../lib/session';
import { renderRoutes } from '../test/render';
import { SessionGate } from './session-gate';

const routes = [
  { path: '/dashboard', element: <SessionGate>private page</SessionGate> },
  { path: '/login', element: <p>login page</p> },
];

describe('SessionGate', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('vi');
  });

  it('says the user is not logged in, then goes to /login after 2000 ms', () => {
    const { router } = renderRoutes(routes, '/dashboard');
    expect(screen.getByText('user not logged in')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/dashboard');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page when a session exists', () => {
    saveSession({ token: 'tok', role: 'student' });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(screen.getByText('private page')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
