import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../test/fetch-routes';
import { EARLY_MODULES_ID, startEarlyPage, takeEarlyPage } from './early-page';
import { clearSession, saveSession } from './session';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('startEarlyPage', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    takeEarlyPage('');
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** index.html's list of each early group's files (early-modules.ts writes it at build time). */
  const listEarlyModules = (files: Record<string, string[]>) => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = EARLY_MODULES_ID;
    data.textContent = JSON.stringify(files);
    document.body.append(data);
  };
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.as || '',
      crossOrigin: link.crossOrigin,
      href: link.getAttribute('href'),
    }));
  const FILES = {
    dashboard: ['/assets/layout.css', '/assets/layout.js', '/assets/dashboard.js'],
    lesson: ['/assets/layout.css', '/assets/layout.js', '/assets/lesson.js'],
    'texts:vi:first': ['/assets/vi-1.js'],
    'texts:vi:rest': ['/assets/vi-2.js'],
    'texts:vi:staff': ['/assets/vi-3.js'],
    'texts:en:first': ['/assets/en-1.js'],
    'texts:en:rest': ['/assets/en-2.js'],
  };

  it("starts a lesson page's data with the header's part and the stored token, for its loader to take once", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    at('/lesson/12');
    startEarlyPage();
    expect(fetch).toHaveBeenCalledWith('/api/pages/lesson/12?shell=1', {
      headers: { Accept: 'application/json', 'Accept-Language': 'vi', Authorization: 'Bearer tok' },
    });
    expect(takeEarlyPage('/api/pages/lesson/13')).toBeUndefined();
    startEarlyPage();
    expect(takeEarlyPage('/api/pages/lesson/12')).toBeInstanceOf(Promise);
    expect(takeEarlyPage('/api/pages/lesson/12')).toBeUndefined();
  });

  it("preloads the page's code and its reader's texts, as the app's own loading asks for them", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    listEarlyModules(FILES);
    saveSession({ token: 'tok', role: 'student' });
    localStorage.setItem('language', 'en');
    at('/lesson/12');
    startEarlyPage();
    const module = (href: string) => ({ rel: 'modulepreload', as: '', crossOrigin: '', href });
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/layout.css' },
      module('/assets/layout.js'),
      module('/assets/lesson.js'),
      module('/assets/en-1.js'),
      module('/assets/en-2.js'),
    ]);

    document.head.innerHTML = '';
    localStorage.removeItem('language');
    at('/dashboard');
    startEarlyPage();
    expect(preloads().map((link) => link.href)).toEqual([
      '/assets/layout.css',
      '/assets/layout.js',
      '/assets/dashboard.js',
      '/assets/vi-1.js',
      '/assets/vi-2.js',
    ]);
  });

  it("preloads the login page's code and the first part of the texts, with or without a session, and asks for no data", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    listEarlyModules({ ...FILES, login: ['/assets/login.css', '/assets/login.js'] });
    at('/login');
    startEarlyPage();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/login.css', '/assets/login.js', '/assets/vi-1.js']);

    document.head.innerHTML = '';
    saveSession({ token: 'tok', role: 'student' });
    localStorage.setItem('language', 'en');
    startEarlyPage();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/login.css', '/assets/login.js', '/assets/en-1.js']);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyPage('/api/pages/dashboard')).toBeUndefined();
  });

  it('preloads nothing for a page behind the login signed out, on another page, or without the list', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    listEarlyModules(FILES);
    at('/dashboard');
    startEarlyPage();
    saveSession({ token: 'tok', role: 'student' });
    at('/practice');
    startEarlyPage();
    expect(preloads()).toEqual([]);

    document.body.innerHTML = '';
    at('/dashboard');
    startEarlyPage();
    expect(preloads()).toEqual([]);
    expect(takeEarlyPage('/api/pages/dashboard')).toBeInstanceOf(Promise);
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
