import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../test/fetch-routes';
import { startEarlyPage, takeEarlyPage } from './early-page';
import { clearSession, saveSession } from './session';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('startEarlyPage', () => {
  afterEach(() => {
    clearSession();
    takeEarlyPage('');
    vi.unstubAllGlobals();
  });

  it("starts a lesson page's data with the header's part and the stored token, for its loader to take once", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    at('/lesson/12');
    startEarlyPage();
    expect(fetch).toHaveBeenCalledWith('/api/pages/lesson/12?shell=1', { headers: { Accept: 'application/json', Authorization: 'Bearer tok' } });
    expect(takeEarlyPage('/api/pages/lesson/13')).toBeUndefined();
    startEarlyPage();
    expect(takeEarlyPage('/api/pages/lesson/12')).toBeInstanceOf(Promise);
    expect(takeEarlyPage('/api/pages/lesson/12')).toBeUndefined();
  });

  it('asks nothing signed out, before the first password change, or on another page', async () => {
    const calls = stubFetchRoutes({});
    at('/dashboard');
    startEarlyPage();
    saveSession({ token: 'tok', role: 'student', passwordChangeRequired: true });
    startEarlyPage();
    saveSession({ token: 'tok', role: 'student' });
    at('/login');
    startEarlyPage();
    at('/lesson/abc');
    startEarlyPage();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(takeEarlyPage('/api/pages/dashboard')).toBeUndefined();
  });
});
