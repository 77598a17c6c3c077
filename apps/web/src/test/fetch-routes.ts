import { vi } from 'vitest';
import { jsonResponse } from './render';

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer =
  Response | { status?: number; body: unknown } | ((call: FetchCall) => Response | { status?: number; body: unknown });

/** Method, path with query, and body (JSON parsed, or the FormData) of a fetch: a Request (the typed client's) or a URL and its init. */
export async function describeCall(input: RequestInfo | URL, init?: RequestInit): Promise<FetchCall> {
  if (input instanceof Request) {
    const url = new URL(input.url);
    const multipart = input.headers.get('content-type')?.startsWith('multipart/form-data');
    const body = multipart ? await input.clone().formData() : await input.clone().text();
    return {
      method: input.method,
      url: url.pathname + url.search,
      body: typeof body === 'string' ? (body ? (JSON.parse(body) as unknown) : undefined) : body,
    };
  }
  const url = typeof input === 'string' ? input : input.pathname + input.search;
  const body =
    init?.body instanceof FormData ? init.body : init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
  return { method: (init?.method ?? 'GET').toUpperCase(), url, body };
}

/**
 * Stubs `fetch` with answers by "METHOD path" (path with its query, e.g. 'GET /api/materials?lesson_id=1').
 * Unknown calls answer 404. Returns the list of calls made, in order.
 */
export function stubFetchRoutes(routes: Record<string, Answer>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await describeCall(input, init);
      calls.push(call);
      const answer = routes[`${call.method} ${call.url}`];
      if (answer === undefined) return jsonResponse(404, { message: 'not stubbed' });
      const resolved = typeof answer === 'function' ? answer(call) : answer;
      return resolved instanceof Response ? resolved : jsonResponse(resolved.status ?? 200, resolved.body);
    }),
  );
  return calls;
}

/** The server's answer to a write past the user's limit: 429 RATE_LIMITED with Retry-After (a fresh Response per call). */
export const tooFast = (retryAfterSeconds: number) => () =>
  new Response(
    JSON.stringify({ message: 'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.', code: 'RATE_LIMITED' }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
    },
  );
