import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  token?: string;
  /** A JSON body, or raw bytes (an upload). */
  body?: unknown;
  /** The client's own address on loopback (127.0.0.x): what the login limits count behind the proxy. */
  from?: string;
}

/** One HTTP request to `base` (an instance or the proxy), on a fresh connection. */
export function request(base: string, method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
  const raw = Buffer.isBuffer(options.body);
  const payload =
    options.body === undefined ? undefined : raw ? (options.body as Buffer) : Buffer.from(JSON.stringify(options.body));
  const headers: http.OutgoingHttpHeaders = { connection: 'close' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) {
    headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
    headers['content-length'] = payload.length;
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(new URL(url, base), { method, headers, localAddress: options.from }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body,
          json: <T>() => JSON.parse(body.toString('utf8')) as T,
        });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** `request`, failing unless the answer has `status`. */
export async function expectStatus(
  status: number,
  base: string,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const answer = await request(base, method, url, options);
  if (answer.status !== status)
    throw new Error(
      `${method} ${url} via ${base}: expected ${status}, got ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`,
    );
  return answer;
}

export async function login(base: string, id: number, password: string, from?: string): Promise<string> {
  return (await expectStatus(200, base, 'POST', '/api/auth/login', { body: { id, password }, from })).json<{
    token: string;
  }>().token;
}
