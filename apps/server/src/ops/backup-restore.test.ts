import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE_BYTES } from '../../test/files.js';
import {
  callServer as call,
  serverDataRoot,
  startServerProcess,
  stopAllServerProcesses,
  stopServerProcess,
} from '../../test/server-process.js';
import { repoRoot } from '../lib/paths.js';

/**
 * `npm run backup` beside a running server, the folder wiped, `npm run restore` into an empty
 * one, and the server started on it: the real processes, each with its embedded PostgreSQL.
 */
const ADMIN = { id: 1, password: 'backup-test-password' };
let root: string;

beforeAll(() => {
  root = serverDataRoot('netclass-backup-');
});
afterAll(async () => {
  await stopAllServerProcesses();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Runs apps/server/scripts/<name>.ts on `dataDir`; answers its exit code and output. */
function runScript(
  name: 'backup' | 'restore',
  dataDir: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/server/scripts/${name}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const folder = (name: string) => {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { mode: 0o755 });
  return dir;
};

describe('backup and restore', () => {
  test('a backup taken while the app runs, restored into an empty folder: the users, a course and an uploaded file come back', async () => {
    const first = folder('first');
    const server = await startServerProcess(first, ADMIN);
    const { token } = (await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, ADMIN)).body;
    await call(server, 'POST', '/api/admin', token, { id: 5101, name: 'Giảng viên Sao Lưu', role: 'teacher' });
    const { category } = (
      await call<{ category: { id: number } }>(server, 'POST', '/api/categories', token, { name: 'Học kỳ sao lưu' })
    ).body;
    await call(server, 'POST', '/api/courses', token, {
      id: 7101,
      name: 'Mạng máy tính nâng cao',
      teacher_id: 5101,
      category_id: category.id,
    });
    const { lesson } = (
      await call<{ lesson: { id: number } }>(server, 'POST', '/api/lessons', token, {
        title: 'Bài sao lưu',
        content: 'Nội dung',
        course_id: 7101,
        order_num: 1,
      })
    ).body;
    const bytes = Buffer.concat([SAMPLE_BYTES.pdf, Buffer.from(' backup-test-marker ')]);
    const created = await call<{ uploadUrl: string }>(server, 'POST', '/api/materials', token, {
      title: 'Giáo trình',
      lesson_id: lesson.id,
      file_name: 'giao-trinh.pdf',
      file_size: bytes.length,
    });
    expect((await fetch(`${server.url}${created.body.uploadUrl}`, { method: 'PUT', body: bytes })).status).toBe(200);

    const archive = path.join(root, 'backup.tar.gz');
    const backup = await runScript('backup', first, ['--out', archive]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${archive}`);
    expect(await stopServerProcess(server)).toBe(0);
    // With the app stopped, the backup starts its database itself (and stops it after).
    const stopped = await runScript('backup', first, ['--out', path.join(root, 'stopped.tar.gz')]);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(fs.existsSync(path.join(first, 'app.pid'))).toBe(false);
    fs.rmSync(first, { recursive: true });

    const second = folder('second');
    fs.writeFileSync(path.join(second, 'notes.txt'), 'not empty');
    const refused = await runScript('restore', second, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (notes.txt)');
    fs.rmSync(path.join(second, 'notes.txt'));
    const restore = await runScript('restore', second, [archive]);
    expect(restore.code, restore.stderr).toBe(0);

    // ADMIN_PASSWORD only applies to an empty database: the admin signs in with the archived one.
    const restored = await startServerProcess(second, { id: ADMIN.id, password: 'not-the-archived-password' });
    const admin = await call<{ token: string }>(restored, 'POST', '/api/auth/login', undefined, ADMIN);
    expect(admin.status).toBe(200);
    expect((await call(restored, 'POST', '/api/auth/login', undefined, { id: 5101, password: '5101@1' })).status).toBe(
      200,
    );
    const term = await call<{ courses: Array<{ id: number; name: string }> }>(
      restored,
      'GET',
      `/api/courses/category/${category.id}`,
      admin.body.token,
    );
    expect(term.body.courses).toEqual([expect.objectContaining({ id: 7101, name: 'Mạng máy tính nâng cao' })]);
    const listed = await call<{ materials: Array<{ title: string; url: string }> }>(
      restored,
      'GET',
      `/api/materials?lesson_id=${lesson.id}`,
      admin.body.token,
    );
    expect(listed.body.materials).toEqual([expect.objectContaining({ title: 'Giáo trình' })]);
    const file = await fetch(`${restored.url}${listed.body.materials[0]!.url}`, {
      headers: { authorization: `Bearer ${admin.body.token}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    // A new row after the restore takes a fresh id: the sequences came back too.
    const another = await call<{ category: { id: number } }>(restored, 'POST', '/api/categories', admin.body.token, {
      name: 'Học kỳ mới',
    });
    expect(another.body.category.id).toBeGreaterThan(category.id);
    expect(await stopServerProcess(restored)).toBe(0);
  }, 300_000);
});
