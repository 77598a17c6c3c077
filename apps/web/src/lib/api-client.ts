import { TIMINGS } from '@netclass/shared';
import { getSession } from './session';
import { endSession } from './session-expiry';

/** The server answered with a non-OK status; `code` and `message` come from its `{message, code}` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    /** From a Retry-After header (429, 503): seconds to wait before trying again. */
    readonly retryAfterSeconds?: number,
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart as it is. */
  body?: unknown;
  /** Sends the bearer token, and a 401 answer ends the session. False only for login. */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
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

function errorFields(body: unknown): { code?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const { code, message, error } = body as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : typeof error === 'string' ? error : undefined,
  };
}

/** Retry-After as seconds (it may also be an HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The ApiError of a non-OK answer: its `{message, code}` body (or `error`, materials) and Retry-After header. */
export function apiErrorOf(status: number, body: unknown, retryAfter: string | null): ApiError {
  const { code, message } = errorFields(body);
  return new ApiError(status, code, message, retryAfterSeconds(retryAfter));
}

/** Call to the API answering JSON, with a timeout (5000 ms by default, SPEC §9). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, timeoutMs = TIMINGS.requestTimeoutMs, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new NetworkError('timeout');
    if (signal?.aborted) throw error;
    throw new NetworkError('unreachable');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && auth) endSession('expired');
    throw apiErrorOf(response.status, data, response.headers.get('retry-after'));
  }
  return data as T;
}
