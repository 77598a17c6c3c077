import { PASSWORD_CHANGE_REQUIRED, TIMINGS } from '@netclass/shared';
import createClient from 'openapi-fetch';
import type { paths } from './api-schema';
import { getSession, setPasswordChangeRequired } from './session';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY } from './storage-keys';
import { endSession } from './session-expiry';

/** The server answered with a non-OK status; `code`, `message`, `key` and `params` come from its `{message, code}` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    /** From a Retry-After header (429, 503): seconds to wait before trying again. */
    readonly retryAfterSeconds?: number,
    /** The request field a 400 is about (the body's `field`), for forms to show the message on it. */
    readonly field?: string,
    /** The message's key in the message locales (packages/shared/src/message-keys.ts) and its values, to word it again. */
    readonly key?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** No answer: the browser is offline, the server is unreachable, or it took too long. */
export class NetworkError extends Error {
  constructor(readonly reason: 'unreachable' | 'timeout') {
    super(reason === 'timeout' ? 'Request timed out' : 'Network request failed');
    this.name = 'NetworkError';
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type ErrorFields = {
  code?: string;
  message?: string;
  field?: string;
  key?: string;
  params?: Record<string, string | number>;
};

function errorFields(body: unknown): ErrorFields {
  if (!body || typeof body !== 'object') return {};
  const { code, message, error, field, key, params } = body as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : typeof error === 'string' ? error : undefined,
    field: typeof field === 'string' ? field : undefined,
    key: typeof key === 'string' ? key : undefined,
    params: params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined,
  };
}

/** Retry-After as seconds (it may also be an HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The ApiError of a non-OK answer: its `{message, code, field, key, params}` body (or `error`, materials) and Retry-After header. */
export function apiErrorOf(status: number, body: unknown, retryAfter: string | null): ApiError {
  const { code, message, field, key, params } = errorFields(body);
  return new ApiError(status, code, message, retryAfterSeconds(retryAfter), field, key, params);
}

/**
 * Every API call goes through here (openapi-fetch hands over the Request it built): the bearer
 * token unless `auth` is false, the language chosen in the app as Accept-Language (the server words its
 * messages in it, docs/decisions/041), a timeout (5000 ms by default, docs/product/messages.md#constants) joined to the caller's
 * signal, and any non-OK answer thrown as an ApiError (a 401 on an authenticated call ends the
 * session; a 403 PASSWORD_CHANGE_REQUIRED marks it held to its first password change, which
 * takes the app to that screen); no answer is a NetworkError.
 */
async function send(
  request: Request,
  auth: boolean,
  timeoutMs: number = TIMINGS.requestTimeoutMs,
  early?: Promise<Response>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE);
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (request.signal.aborted) controller.abort();
  request.signal.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await (early
      ? answerBefore(early, controller.signal)
      : fetch(new Request(request, { headers, signal: controller.signal })));
  } catch (error) {
    if (timedOut) throw new NetworkError('timeout');
    if (request.signal.aborted) throw error;
    throw new NetworkError('unreachable');
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
  if (!response.ok) {
    const data = await readBody(response);
    const error = apiErrorOf(response.status, data, response.headers.get('retry-after'));
    if (response.status === 401 && auth) endSession('expired');
    if (response.status === 403 && auth && error.code === PASSWORD_CHANGE_REQUIRED) setPasswordChangeRequired(true);
    throw error;
  }
  return response;
}

/** An answer requested elsewhere (early-page.ts), given up like a request of our own when `signal` aborts. */
function answerBefore(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);
}

/** Where the API is: this page's own origin (a Request needs an absolute URL outside a browser, e.g. in tests). */
const origin = () => globalThis.location?.origin ?? '';

/**
 * The API, typed from the server's OpenAPI document (api-schema.d.ts, `npm run api:types`):
 * every call names a documented path, its parameters and body are checked, and its answer is
 * typed. A failure throws (see `send`), so a call that returns has its data.
 */
export const api = createClient<paths>({ baseUrl: origin(), fetch: (request) => send(request, true) });

/** For the login call only: no token sent, and a 401 (wrong password) is not a session ending. */
export const withoutAuth = { fetch: (request: Request) => send(request, false) } as const;

/** For a call that may take longer than 5 s (an upload on a slow link): `api.POST(path, { ...withTimeout(60_000), … })`. */
export const withTimeout = (timeoutMs: number) =>
  ({ fetch: (request: Request) => send(request, true, timeoutMs) }) as const;

/** For the page data requested before the app loaded (early-page.ts): that answer, handled as if this call had asked (nothing when `early` is undefined). */
export const withEarlyAnswer = (early: Promise<Response> | undefined) =>
  early ? { fetch: (request: Request) => send(request, true, undefined, early) } : {};

/** The data of a call (its failures have thrown already): `await data(api.GET('/api/categories'))`. */
export async function data<D>(call: Promise<{ data?: D; response: Response }>): Promise<D> {
  return (await call).data as D;
}

type Method = 'post' | 'put' | 'patch' | 'delete';
type JsonBody<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** The JSON body a path and method take, as the OpenAPI document says (its required fields included). */
export type RequestBody<Path extends keyof paths, M extends Method> = JsonBody<NonNullable<paths[Path][M]>>;

type PathParams<Path> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

/**
 * A documented path with its `{parameters}` filled, for the calls the typed client cannot make:
 * multipart with upload progress (XMLHttpRequest) and file downloads saved by the browser.
 */
export function apiPath<Path extends keyof paths>(
  path: Path,
  params: Record<PathParams<Path>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
