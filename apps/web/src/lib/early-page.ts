import { PASSWORD_CHANGE_KEY, ROLE_KEY, TOKEN_KEY } from './session-keys';

/** The header's part is asked for on a fresh load (page-data.ts): nothing is cached yet. */
const WITH_SHELL = '?shell=1';

/** The pages whose data is requested before the app's JavaScript has loaded: the path's page data. */
const PAGES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/dashboard\/?$/, () => '/api/pages/dashboard'],
  [/^\/lesson\/(\d+)\/?$/, (match) => `/api/pages/lesson/${match[1]}`],
];

declare global {
  interface Window {
    /** The page data request started by `startEarlyPage`, until the route's loader takes it. */
    netclassEarlyPage?: { url: string; response: Promise<Response> };
  }
}

function pageDataUrl(pathname: string): string | null {
  for (const [path, api] of PAGES) {
    const match = path.exec(pathname);
    if (match) return api(match) + WITH_SHELL;
  }
  return null;
}

/**
 * Run by the page's first script (early-page-data.ts), before the app's JavaScript has
 * arrived: on a fresh load of the dashboard or a lesson page with a stored session (not held
 * to its first password change), starts the request the route's loader would make once the
 * app runs, about a second later on a slow phone. Nothing else: the loader reads the answer.
 */
export function startEarlyPage(): void {
  const token = localStorage.getItem(TOKEN_KEY);
  const url = pageDataUrl(location.pathname);
  if (!token || !localStorage.getItem(ROLE_KEY) || localStorage.getItem(PASSWORD_CHANGE_KEY) === 'true' || !url) return;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Read (or dropped) by the loader; a failure is its to report.
  response.catch(() => undefined);
  window.netclassEarlyPage = { url, response };
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
