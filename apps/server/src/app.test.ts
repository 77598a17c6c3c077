import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

describe('the app', () => {
  test('GET /api/health answers ok without a session, after checking the database', async () => {
    const response = await h.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('serves the OpenAPI description of the API', async () => {
    const response = await h.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/admin/all',
        '/api/user/profile',
        '/api/categories',
        '/api/courses/category/{categoryId}',
        '/api/lessons/details/{lessonId}',
        '/api/materials',
        '/api/uploads/{token}',
        '/api/files/{token}/{name}',
        '/api/search',
        '/api/announcements',
        '/api/announcements/{id}',
        '/api/userannouncements',
        '/api/userannouncements/all',
        '/api/userannouncements/{id}/read',
        '/api/comments',
        '/api/comments/lesson/{lessonId}',
        '/api/messages',
        '/api/reminders',
        '/api/reminders/{studentId}/{month}/{year}',
        '/api/reminders/{studentId}/calendar.ics',
      ]),
    );
  });

  test('compresses answers past 1 KiB for clients that accept it: brotli first, then gzip', async () => {
    const plain = await h.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await h.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await h.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A small answer is not worth it.
    const small = await h.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('sends the security headers of any response on API answers, and a policy that runs nothing', async () => {
    const response = await h.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

const BIG_SCRIPT = `console.log(${JSON.stringify('mạng máy tính '.repeat(500))});`;

describe('the built web app', () => {
  let web: TestApp;
  let dist = '';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>NetClass</title><script src="/assets/index-aaaa1111.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-aaaa1111.js'), 'console.log("build one")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's precompress step writes beside a large file.
    fs.writeFileSync(path.join(dist, 'assets', 'big-bbbb2222.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'big-bbbb2222.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'big-bbbb2222.js.gz'), zlib.gzipSync(BIG_SCRIPT));
    web = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test("sends the whole set of security headers with pages, the app's policy among them", async () => {
    const page = await web.app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  test('serves a hashed asset with a long cache, and other files with a short one', async () => {
    const asset = await web.app.inject({ url: '/assets/index-aaaa1111.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.body).toBe('console.log("build one")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The headers that govern a script or a stylesheet; the document's own rules come with the page.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ]) {
      expect(asset.headers[name]).toBeUndefined();
    }

    const icon = await web.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  test("serves the build's precompressed files as they are, to clients that accept them, with the long cache", async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await web.app.inject({ url: '/assets/big-bbbb2222.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    }
    const plain = await web.app.inject({ url: '/assets/big-bbbb2222.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  test('serves the files of a rebuild without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-bbbb2222.js'), 'console.log("build two")');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>NetClass</title><script src="/assets/index-bbbb2222.js"></script>',
    );
    const asset = await web.app.inject({ url: '/assets/index-bbbb2222.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("build two")');
    const page = await web.app.inject({ url: '/' });
    expect(page.body).toContain('index-bbbb2222.js');
  });

  test.each(['/', '/index.html', '/lesson/12', '/category/3/courses?course=101', '/admin-dashboard/courses/lessons'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await web.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>NetClass</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  test.each(['/api/no-such-thing', '/api', '/assets/index-gone0000.js', '/socket.io/nothing.txt'])(
    'answers %s with the JSON 404, not the page',
    async (url) => {
      const response = await web.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  test('while a build has removed index.html, a client route gets a page that reloads itself', async () => {
    const index = path.join(dist, 'index.html');
    const built = fs.readFileSync(index);
    fs.rmSync(index);
    try {
      for (const url of ['/', '/login']) {
        const response = await web.app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['retry-after']).toBe('2');
        expect(response.body).toContain('<meta http-equiv="refresh" content="2">');
      }
    } finally {
      fs.writeFileSync(index, built);
    }
    expect((await web.app.inject({ url: '/login' })).statusCode).toBe(200);
  });

  test('a POST to a client route is a 404, not the page', async () => {
    const response = await web.app.inject({ method: 'POST', url: '/lesson/12' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
