import type { TextPart } from '../locales/text-parts';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, PASSWORD_CHANGE_KEY, ROLE_KEY, TOKEN_KEY } from './storage-keys';

/** The element of index.html that lists the files of each early group (early-modules.ts, a build plugin, writes it). */
export const EARLY_MODULES_ID = 'early-modules';

/** The header's part is asked for on a fresh load (page-data.ts): nothing is cached yet. */
const WITH_SHELL = '?shell=1';

/** A page whose code (and, signed in, whose data) its first script asks for before the app's JavaScript has loaded. */
interface EarlyPage {
  path: RegExp;
  /** The early group of the page's code (vite.config.ts names the modules of each). */
  group: string;
  /** The parts of the texts it waits for (lib/i18n.ts): not the staff part, which only a teacher's or an admin's screens wait for. */
  texts: TextPart[];
  /** A page behind the login: its page data, requested at once with the stored session. */
  data?: (match: RegExpExecArray) => string;
}

/** The login page, the dashboard and a lesson page: the pages a first visit most often opens. */
const PAGES: EarlyPage[] = [
  { path: /^\/login\/?$/, group: 'login', texts: ['first'] },
  { path: /^\/dashboard\/?$/, group: 'dashboard', texts: ['first', 'rest'], data: () => '/api/pages/dashboard' },
  {
    path: /^\/lesson\/(\d+)\/?$/,
    group: 'lesson',
    texts: ['first', 'rest'],
    data: (match) => `/api/pages/lesson/${match[1]}`,
  },
];

/** The early groups of the pages' code: vite.config.ts puts each page's screen (`routes/<group>-page.tsx`, `-data.ts`) in its group. */
export const EARLY_PAGE_GROUPS = PAGES.map((page) => page.group);
/** The early groups of the pages behind the login, which also take the signed-in layout and the realtime client. */
export const SIGNED_IN_PAGE_GROUPS = PAGES.filter((page) => page.data).map((page) => page.group);

/** The early group of one part of a language's texts (locales/text-parts.ts). */
export const textGroup = (language: string, part: string) => `texts:${language}:${part}`;

declare global {
  interface Window {
    /** The page data request started by `startEarlyPage`, until the route's loader takes it. */
    netclassEarlyPage?: { url: string; response: Promise<Response> };
  }
}

function earlyPage(pathname: string): { page: EarlyPage; match: RegExpExecArray } | null {
  for (const page of PAGES) {
    const match = page.path.exec(pathname);
    if (match) return { page, match };
  }
  return null;
}

/**
 * Preloads the files of `groups` (early-modules.ts lists them in index.html), as the app's own
 * loading would (a module preload; a style preload its stylesheet then takes, in the same CORS
 * mode), so they arrive with the app's first chunks instead of after them.
 */
function preload(groups: string[]): void {
  const element = document.getElementById(EARLY_MODULES_ID);
  const files = element?.textContent ? (JSON.parse(element.textContent) as Record<string, string[] | undefined>) : {};
  for (const href of new Set(groups.flatMap((group) => files[group] ?? []))) {
    const link = document.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Run by the page's first script (early-page-data.ts), before the app's JavaScript has
 * arrived: on a fresh load of the dashboard or a lesson page with a stored session (not held
 * to its first password change), starts the request the route's loader would make once the
 * app runs, about a second later on a slow phone; on those and on the login page, preloads the
 * code and texts the app will then import for the page. Nothing else: the loader reads the
 * answer, the app runs the code.
 */
export function startEarlyPage(): void {
  const early = earlyPage(location.pathname);
  if (!early) return;
  const { page, match } = early;
  if (page.data) {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token || !localStorage.getItem(ROLE_KEY) || localStorage.getItem(PASSWORD_CHANGE_KEY) === 'true') return;
    const url = page.data(match) + WITH_SHELL;
    const language = localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE;
    const headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token}` };
    const response = fetch(url, { headers });
    // Read (or dropped) by the loader; a failure is its to report.
    response.catch(() => undefined);
    window.netclassEarlyPage = { url, response };
  }
  const language = localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE;
  preload([page.group, ...page.texts.map((part) => textGroup(language, part))]);
}

/**
 * The early request of `apiPath`'s data with the header's part, if one was started: once (a
 * later visit asks again).
 */
export function takeEarlyPage(apiPath: string): Promise<Response> | undefined {
  const early = window.netclassEarlyPage;
  window.netclassEarlyPage = undefined;
  return early?.url === apiPath + WITH_SHELL ? early.response : undefined;
}
