import { vi } from 'vitest';
import { jsonResponse } from './render';

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = Response | { status?: number; body: unknown } | ((call: FetchCall) => Response | { status?: number; body: unknown });

/**
 * Stubs `fetch` with answers by "METHOD path" (path with its query, e.g. 'GET /api/materials?lesson_id=1').
 * Unknown calls answer 404. Returns the list of calls made, in order.
 */
export function stubFetchRoutes(routes: Record<string, Answer>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = init?.body instanceof FormData ? init.body : init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const answer = routes[`${method} ${url}`];
      if (answer === undefined) return jsonResponse(404, { message: 'not stubbed' });
      const resolved = typeof answer === 'function' ? answer(call) : answer;
      return resolved instanceof Response ? resolved : jsonResponse(resolved.status ?? 200, resolved.body);
    }),
  );
  return calls;
}

/** The server's answer to a write past the user's limit: 429 RATE_LIMITED with Retry-After (a fresh Response per call). */
export const tooFast = (retryAfterSeconds: number) => () =>
  new Response(JSON.stringify({ message: 'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.', code: 'RATE_LIMITED' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
