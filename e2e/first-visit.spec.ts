import { expect, test, type Browser, type BrowserContextOptions, type TestInfo } from '@playwright/test';
import { logins, logInAndLand } from './support';

/**
 * A fresh load (an empty HTTP cache) of the login page, and (with a stored session) of the
 * dashboard and of a lesson page: the page's first script preloads the screen's code and the
 * reader's texts before the app asks for them (lib/early-page.ts, early-modules.ts), and the
 * app then takes those answers instead of fetching the same files again.
 */
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Opens `path` in a new context with `storageState` and no cached files: the files fetched (by path), and those the first script preloaded. */
async function freshLoad(
  browser: Browser,
  testInfo: TestInfo,
  storageState: StorageState,
  path: string,
  drawn: string | RegExp,
) {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const page = await (await browser.newContext({ baseURL, locale, timezoneId, storageState })).newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.push(pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: drawn })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  const earlyModules = await page.evaluate(
    () => JSON.parse(document.getElementById('early-modules')?.textContent ?? '{}') as Record<string, string[]>,
  );
  await page.context().close();
  return { fetched, preloaded, earlyModules };
}

const fetchedTwice = (fetched: string[]) => fetched.filter((file, index) => fetched.indexOf(file) !== index);

test("a fresh load of the dashboard or a lesson preloads the screen's code and the reader's texts, each file fetched once", async ({
  page,
  browser,
}, testInfo) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { lessons } = (await (
    await page.request.get('/api/lessons/101', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { lessons: Array<{ id: number; title: string }> };
  const session = await page.context().storageState();

  const dashboard = await freshLoad(browser, testInfo, session, '/dashboard', /^Xin chào, /);
  expect(dashboard.preloaded).toEqual(
    expect.arrayContaining([
      ...dashboard.earlyModules.dashboard!,
      ...dashboard.earlyModules['texts:vi:first']!,
      ...dashboard.earlyModules['texts:vi:rest']!,
    ]),
  );
  expect(dashboard.preloaded.some((file) => /\/dashboard-page-[^/]+\.js$/.test(file))).toBe(true);
  expect(fetchedTwice(dashboard.fetched)).toEqual([]);

  // An English reader's texts, and none of the Vietnamese ones.
  const english = {
    ...session,
    origins: session.origins.map((origin) => ({
      ...origin,
      localStorage: [...origin.localStorage, { name: 'language', value: 'en' }],
    })),
  };
  const lesson = await freshLoad(browser, testInfo, english, `/lesson/${lessons[0]!.id}`, lessons[0]!.title);
  const {
    lesson: lessonFiles,
    'texts:en:first': enFirst,
    'texts:en:rest': enRest,
    'texts:vi:first': viFirst,
    'texts:vi:rest': viRest,
  } = lesson.earlyModules;
  expect(lesson.preloaded).toEqual(expect.arrayContaining([...lessonFiles!, ...enFirst!, ...enRest!]));
  expect(lesson.preloaded.some((file) => /\/lesson-page-[^/]+\.js$/.test(file))).toBe(true);
  expect(lesson.fetched.filter((file) => [...viFirst!, ...viRest!].includes(file))).toEqual([]);
  expect(fetchedTwice(lesson.fetched)).toEqual([]);
});

test('a fresh load of the login page preloads its code and the first part of the texts, each file fetched once', async ({
  browser,
}, testInfo) => {
  const login = await freshLoad(browser, testInfo, { cookies: [], origins: [] }, '/login', 'Đăng nhập');
  expect(login.preloaded).toEqual(
    expect.arrayContaining([...login.earlyModules.login!, ...login.earlyModules['texts:vi:first']!]),
  );
  expect(login.preloaded.some((file) => /\/login-page-[^/]+\.js$/.test(file))).toBe(true);
  expect(fetchedTwice(login.fetched)).toEqual([]);
});
