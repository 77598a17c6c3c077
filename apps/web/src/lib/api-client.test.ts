import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { describeCall } from '../test/fetch-routes';
import { api, apiPath, data, withoutAuth, ApiError, NetworkError } from './api-client';
import { getSession, saveSession } from './session';
import { onSessionEnded } from './session-expiry';
import { LANGUAGE_KEY } from './storage-keys';

describe('the typed API client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer token and JSON, and returns the parsed answer', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const fetch = vi.fn(async () => jsonResponse(200, { user: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);

    await expect(data(api.PUT('/api/user/profile', { body: { email: 'a@b.vn' } }))).resolves.toEqual({
      user: { id: 1 },
    });
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await describeCall(request)).toEqual({ method: 'PUT', url: '/api/user/profile', body: { email: 'a@b.vn' } });
  });

  it('carries the status, code and server message of a failure', async () => {
    saveSession({ token: 'tok', role: 'admin' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { code: 'USER_ID_TAKEN', message: 'ID 5 đã được dùng' })),
    );
    await expect(api.POST('/api/admin', { body: { id: 5, name: 'An', role: 'student' } })).rejects.toMatchObject({
      status: 409,
      code: 'USER_ID_TAKEN',
      serverMessage: 'ID 5 đã được dùng',
    });
  });

  it('sends the language chosen in the app as Accept-Language (the server words its messages in it)', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetch);
    await data(api.GET('/api/user/profile'));
    localStorage.setItem(LANGUAGE_KEY, 'en');
    await data(api.GET('/api/user/profile'));
    const [first, second] = fetch.mock.calls.map((call) => (call as unknown as [Request])[0]);
    expect(first?.headers.get('Accept-Language')).toBe('vi');
    expect(second?.headers.get('Accept-Language')).toBe('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('carries the key and values of a message of the locales', async () => {
    const body = {
      code: 'TEXT_TOO_LONG',
      message: 'Comments can have at most 2000 characters.',
      key: 'comment.tooLong',
      params: { max: 2000 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, body)),
    );
    await expect(data(api.GET('/api/user/profile'))).rejects.toMatchObject({
      key: 'comment.tooLong',
      params: { max: 2000 },
    });
  });

  it.each([
    ['seconds', '42', 42],
    ['an HTTP date', 'Wed, 01 Jan 2025 00:01:30 GMT', 90],
    ['nothing readable', 'soon', undefined],
  ])('reads Retry-After given as %s', async (_, header, seconds) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const response = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'wait' }), {
      status: 429,
      headers: { 'Retry-After': header },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const error = await api.POST('/api/messages', { body: { content: 'hi' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(seconds);
  });

  it('ends the session on a 401 from an authenticated call', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'expired' })),
    );

    await expect(api.GET('/api/users/online')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    stop();
  });

  it('keeps a session refused with PASSWORD_CHANGE_REQUIRED and marks it held to the password change', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Bạn cần đổi mật khẩu' })),
    );

    await expect(api.GET('/api/categories')).rejects.toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(ended).not.toHaveBeenCalled();
    expect(getSession()).toEqual({ token: 'tok', role: 'student', passwordChangeRequired: true });
    stop();
  });

  it('a plain refusal (403 FORBIDDEN) holds nothing', async () => {
    saveSession({ token: 'tok', role: 'student' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { code: 'FORBIDDEN', message: 'no' })),
    );
    await expect(api.GET('/api/admin/all')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(getSession()).toEqual({ token: 'tok', role: 'student', passwordChangeRequired: false });
  });

  it('keeps the session on a 401 from the login call', async () => {
    saveSession({ token: 'old', role: 'student' });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'LOGIN_WRONG_PASSWORD', message: 'Password incorrect' })),
    );

    await expect(
      api.POST('/api/auth/login', { body: { id: 1, password: 'x' }, ...withoutAuth }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
    stop();
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.GET('/api/users/online')).rejects.toEqual(new NetworkError('unreachable'));
  });

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const result = api.GET('/api/users/online');
    const settled = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(4999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('sends no token on the login call', async () => {
    saveSession({ token: 'old', role: 'student' });
    const fetch = vi.fn(async () => jsonResponse(200, { token: 't' }));
    vi.stubGlobal('fetch', fetch);
    await api.POST('/api/auth/login', { body: { id: 1, password: 'x' }, ...withoutAuth });
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('puts path parameters and the query into the URL', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { material_ids: [] }));
    vi.stubGlobal('fetch', fetch);
    await api.GET('/api/material-completion/completed/{studentId}', {
      params: { path: { studentId: 7 }, query: { lesson_id: 3 } },
    });
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect((await describeCall(request)).url).toBe('/api/material-completion/completed/7?lesson_id=3');
  });
});

describe('apiPath', () => {
  it('fills the parameters of a documented path', () => {
    expect(apiPath('/api/reminders/{studentId}/calendar.ics', { studentId: 12 })).toBe(
      '/api/reminders/12/calendar.ics',
    );
  });
});
