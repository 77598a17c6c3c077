import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameFromDisposition } from './download-file';
import { LANGUAGE_KEY } from './storage-keys';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Tien do - Mang may tinh.csv"; filename*=UTF-8''Ti%E1%BA%BFn%20%C4%91%E1%BB%99%20-%20M%E1%BA%A1ng.csv`,
      ),
    ).toBe('Tiến độ - Mạng.csv');
    expect(fileNameFromDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it.each([
    [null, 'vi'],
    ['en', 'en'],
  ])('asks in the language chosen in the app (stored %s: %s), as every API call does', async (stored, language) => {
    if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => new Response('a,b', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // jsdom makes no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    await downloadFile('/api/courses/1/gradebook.csv', 'text/csv', 'gradebook.csv');
    const init = fetch.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe(language);
  });
});
