import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { filesUnder, SAMPLE_BYTES } from '../test/files.js';
import {
  callServer,
  firstLogin,
  killServerProcess,
  removeServerDataRoot,
  serverDataRoot,
  startServerProcess,
  stopAllServerProcesses,
} from '../test/server-process.js';

/**
 * The real server process (server.ts with its embedded PostgreSQL) on a DATA_DIR of its
 * own: killed with SIGKILL in the middle of an upload and started again, then its database
 * killed for good; and stopped gracefully (SIGTERM) with an upload under way.
 */
const ADMIN = { id: 1, password: 'server-test-password' };
let dataDir: string;

beforeAll(() => {
  dataDir = serverDataRoot('netclass-server-');
});
afterAll(async () => {
  await stopAllServerProcesses();
  removeServerDataRoot(dataDir);
});

const startServer = (env: Record<string, string> = {}) => startServerProcess(dataDir, ADMIN, env);
const call = callServer;

const kill = killServerProcess;

const tmpDir = () => path.join(dataDir, 'files', '.tmp');
const postmaster = () => fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');

describe('the server process', () => {
  test("killed between a lesson's scheduled time and its run: started again, it publishes the lesson and tells the student once", async () => {
    const first = await startServer();
    const { token } = (await call<{ token: string }>(first, 'POST', '/api/auth/login', undefined, ADMIN)).body;
    await call(first, 'POST', '/api/admin', token, { id: 5002, name: 'Giảng viên', role: 'teacher' });
    await call(first, 'POST', '/api/admin', token, { id: 6002, name: 'Sinh viên', role: 'student' });
    const { category } = (
      await call<{ category: { id: number } }>(first, 'POST', '/api/categories', token, { name: 'Học kỳ lịch' })
    ).body;
    await call(first, 'POST', '/api/courses', token, {
      id: 7002,
      name: 'Truyền số liệu',
      teacher_id: 5002,
      category_id: category.id,
    });
    expect((await call(first, 'PUT', '/api/courses/7002/publication', token, { state: 'published' })).status).toBe(200);
    const { lesson } = (
      await call<{ lesson: { id: number } }>(first, 'POST', '/api/lessons', token, {
        title: 'Bài hẹn giờ',
        content: 'Nội dung',
        course_id: 7002,
        order_num: 1,
      })
    ).body;
    const publishAt = Date.now() + 3000;
    const scheduled = await call(first, 'PUT', `/api/lessons/${lesson.id}/publication`, token, {
      state: 'scheduled',
      publish_at: new Date(publishAt).toISOString(),
    });
    expect(scheduled.status).toBe(200);
    await kill(first);
    // Nobody runs the queue when the time comes.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(publishAt), { timeout: 10_000 });

    const second = await startServer();
    const student = await firstLogin(second, 6002);
    const notices = async () =>
      (
        await call<{ notifications: { content: string }[] }>(second, 'GET', '/api/userannouncements', student)
      ).body.notifications.filter((n) => n.content.startsWith('Bài học mới'));
    await vi.waitFor(async () => expect(await notices()).toHaveLength(1), { timeout: 15_000 });
    expect((await call(second, 'GET', `/api/lessons/details/${lesson.id}`, student)).status).toBe(200);
    expect(await notices()).toEqual([
      expect.objectContaining({ content: 'Bài học mới "Bài hẹn giờ" (Truyền số liệu).' }),
    ]);
    second.child.kill('SIGTERM');
    expect(await second.exited, second.stderr()).toBe(0);
  }, 120_000);

  const killedMidUploadTitle =
    'killed mid-upload and started again: no partial file, no pending material left; then, its database gone for ' +
    'good, it exits 1 with a message';
  test(killedMidUploadTitle, { timeout: 120_000 }, async () => {
    const first = await startServer();
    const { token } = (await call<{ token: string }>(first, 'POST', '/api/auth/login', undefined, ADMIN)).body;
    expect(token).toEqual(expect.any(String));
    await call(first, 'POST', '/api/admin', token, { id: 5001, name: 'Giảng viên', role: 'teacher' });
    const { category } = (
      await call<{ category: { id: number } }>(first, 'POST', '/api/categories', token, { name: 'Học kỳ' })
    ).body;
    await call(first, 'POST', '/api/courses', token, {
      id: 7001,
      name: 'Mạng máy tính',
      teacher_id: 5001,
      category_id: category.id,
    });
    const { lesson } = (
      await call<{ lesson: { id: number } }>(first, 'POST', '/api/lessons', token, {
        title: 'Bài 1',
        content: 'Nội dung',
        course_id: 7001,
        order_num: 1,
      })
    ).body;
    const size = 8 * 1024 * 1024;
    const created = await call<{ uploadUrl: string }>(first, 'POST', '/api/materials', token, {
      title: 'Video',
      lesson_id: lesson.id,
      file_name: 'bai-1.pdf',
      file_size: size,
    });
    expect(created.status).toBe(201);
    const { uploadUrl } = created.body;

    // A slow upload: its first bytes reach the temporary folder, then the server is killed.
    const request = http.request(`${first.url}${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-length': String(size) },
      agent: false,
    });
    request.on('error', () => undefined);
    request.write(Buffer.concat([SAMPLE_BYTES.pdf, Buffer.alloc(64 * 1024, 0x20)]));
    await vi.waitFor(() => expect(filesUnder(tmpDir())).toHaveLength(1), { timeout: 10_000 });
    await kill(first);
    request.destroy();
    expect(filesUnder(tmpDir())).toHaveLength(1);

    const second = await startServer();
    expect(filesUnder(tmpDir())).toEqual([]);
    // The material is gone (404), not merely left taken (409 'already used').
    const again = await fetch(`${second.url}${uploadUrl}`, { method: 'PUT', body: SAMPLE_BYTES.pdf });
    expect(again.status).toBe(404);

    // Its PostgreSQL killed, and its data folder moved away so that it cannot come back. (Taking
    // its port instead raced the killed server's processes, which may hold it for a moment.)
    const pgDir = path.join(dataDir, 'pg');
    const [pid] = postmaster();
    fs.renameSync(pgDir, `${pgDir}-gone`);
    process.kill(Number(pid), 'SIGKILL');
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain('could not be brought back within 2 s (DB_RESTART_TIMEOUT_SECONDS)');
  });

  test('SIGTERM: readiness 503 at once, then new connections refused while an upload under way finishes, sockets closed, exit 0', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const { token } = (await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, ADMIN)).body;
    await call(server, 'POST', '/api/admin', token, { id: 5003, name: 'Giảng viên', role: 'teacher' });
    const { category } = (
      await call<{ category: { id: number } }>(server, 'POST', '/api/categories', token, { name: 'Học kỳ dừng' })
    ).body;
    await call(server, 'POST', '/api/courses', token, {
      id: 7003,
      name: 'Mạng',
      teacher_id: 5003,
      category_id: category.id,
    });
    const { lesson } = (
      await call<{ lesson: { id: number } }>(server, 'POST', '/api/lessons', token, {
        title: 'Bài 1',
        content: 'Nội dung',
        course_id: 7003,
        order_num: 1,
      })
    ).body;
    const body = Buffer.concat([SAMPLE_BYTES.pdf, Buffer.alloc(256 * 1024, 0x20)]);
    const created = await call<{ uploadUrl: string }>(server, 'POST', '/api/materials', token, {
      title: 'Tài liệu',
      lesson_id: lesson.id,
      file_name: 'bai-1.pdf',
      file_size: body.length,
    });
    expect(created.status).toBe(201);

    const socket = connectSocket(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // An upload under way: half of its bytes sent.
    const request = http.request(`${server.url}${created.body.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-length': String(body.length) },
      agent: false,
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.subarray(0, body.length / 2));
    await vi.waitFor(() => expect(filesUnder(tmpDir())).toHaveLength(1), { timeout: 10_000 });

    server.child.kill('SIGTERM');
    // During SHUTDOWN_DELAY_SECONDS requests are still answered, readiness with 503.
    await vi.waitFor(
      async () => {
        const ready = await fetch(`${server.url}/api/health/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    // Then the listener closes: a new connection is refused, the socket is closed for the client to reconnect elsewhere.
    await vi.waitFor(() => expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow(), {
      timeout: 5_000,
      interval: 100,
    });
    expect(await socketClosed).toBe('transport close');
    expect(server.child.exitCode).toBeNull();

    // The upload under way finishes and is answered.
    request.end(body.subarray(body.length / 2));
    const upload = await answered;
    expect(upload.status, upload.body).toBe(200);
    expect(JSON.parse(upload.body)).toMatchObject({ material: { file_size: body.length } });
    expect(await server.exited, server.stderr()).toBe(0);
  }, 120_000);
});
