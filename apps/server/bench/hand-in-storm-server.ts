/**
 * The hand-in storm's server side, in a process of its own (so its memory is the server's
 * alone): the app on a fresh embedded database with the demo class, `students` students who
 * are members of the first lesson's course and `others` students who only read lessons, and
 * beside it the anchor: a bare Node http server that streams each request body to a file and
 * fsyncs it. Driven by hand-in-storm.ts over IPC: `ready` with the addresses, the course, its
 * teacher and lessons; between `measure` and `report` it samples its own memory (every 50 ms)
 * and event-loop delay; `verify` answers the size and SHA-256 of every stored hand-in file
 * of an assignment, read back from storage; `stop` ends everything.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { courseMembers, courses, users } from '../src/db/schema/index.js';
import type { Lesson } from './cohort-setup.js';
import { insertStudents, seedDemoClass, startBenchServer, type BenchServer } from './harness.js';
import { loadMeter } from './measured-process.js';

export interface StormSetup {
  students: number;
  others: number;
  firstId: number;
  password: string;
}

export interface StoredFile {
  studentId: number;
  size: number;
  sha256: string;
}

export interface ServerReport {
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  delayP99Ms: number;
  delayMaxMs: number;
  cpuMs: number;
}

export type ToServer =
  { kind: 'measure' } | { kind: 'report' } | { kind: 'verify'; assignmentId: number } | { kind: 'stop' };
export type FromServer =
  | { kind: 'ready'; app: string; anchor: string; courseId: number; teacherId: number; lessons: Lesson[] }
  | ({ kind: 'report' } & ServerReport)
  | { kind: 'verify'; files: StoredFile[] };

const setup = JSON.parse(process.env.STORM_SETUP ?? '') as StormSetup;
const send = (message: FromServer) => process.send?.(message);
const mb = (bytes: number) => bytes / 2 ** 20;

/** The demo class; the storm's students join the first lesson's course; its teacher signs in with the shared password. */
async function seed(server: BenchServer) {
  const { database } = server;
  await seedDemoClass(server);
  await insertStudents(server, setup.firstId, setup.students + setup.others, setup.password);
  const { rows } = await database.pool.query<{ id: number; course_id: number }>(
    'select id, course_id from lessons order by id',
  );
  const courseId = Number(rows[0]!.course_id);
  const [course] = await database.db
    .select({ teacherId: courses.teacherId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const teacherId = Number(course!.teacherId);
  const [student] = await database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, setup.firstId));
  await database.db.update(users).set({ passwordHash: student!.passwordHash }).where(eq(users.id, teacherId));
  const members = Array.from({ length: setup.students }, (_, i) => ({
    courseId,
    userId: setup.firstId + i,
    role: 'student' as const,
  }));
  await database.db.insert(courseMembers).values(members);
  const lessons = rows
    .filter((row) => Number(row.course_id) === courseId)
    .map((row) => ({ id: Number(row.id), courseId }));
  return { courseId, teacherId, lessons };
}

/** The anchor: each request's body streamed to a file of its own, fsynced, then 201. */
async function startAnchor(dir: string) {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const anchor = http.createServer((request, response) => {
    const file = path.join(dir, String(++count));
    void pipeline(request, createWriteStream(file))
      .then(async () => {
        const handle = await open(file, 'r+');
        await handle.sync();
        await handle.close();
        response.writeHead(201).end();
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => anchor.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(anchor.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => anchor.close(() => resolve())),
  };
}

/** Every stored file of the assignment's hand-ins, read back from storage and hashed. */
async function verify(server: BenchServer, assignmentId: number): Promise<StoredFile[]> {
  const { rows } = await server.database.pool.query<{ student_id: string; storage_key: string }>(
    'select h.student_id, f.storage_key from hand_in_files f join hand_ins h on h.id = f.hand_in_id where h.assignment_id = $1',
    [assignmentId],
  );
  const files: StoredFile[] = [];
  for (const row of rows) {
    const stream = await server.app.services.storage.open(row.storage_key);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of stream ?? []) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    files.push({ studentId: Number(row.student_id), size, sha256: hash.digest('hex') });
  }
  return files;
}

const server = await startBenchServer({
  SEED: 'demo',
  ADMIN_PASSWORD: 'bench-admin-password',
  LOGIN_REQUESTS_PER_MINUTE: '100000',
});
const anchor = await startAnchor(path.join(server.app.config.dataDir, 'anchor'));
const load = loadMeter();
let before = process.memoryUsage();
let peak = { rss: 0, heap: 0 };
let sampler: NodeJS.Timeout | undefined;
const sample = () => {
  const now = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
};

process.on('message', (message: ToServer) => {
  if (message.kind === 'measure') {
    before = process.memoryUsage();
    peak = { rss: before.rss, heap: before.heapUsed };
    sampler = setInterval(sample, 50);
    load.start();
  } else if (message.kind === 'report') {
    clearInterval(sampler);
    sample();
    send({
      kind: 'report',
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(peak.rss),
      heapBeforeMb: mb(before.heapUsed),
      heapPeakMb: mb(peak.heap),
      ...load.stop(),
    });
  } else if (message.kind === 'verify') {
    void verify(server, message.assignmentId).then((files) => send({ kind: 'verify', files }));
  } else {
    void Promise.allSettled([anchor.stop(), server.stop()]).then(() => process.exit(0));
  }
});
send({ kind: 'ready', app: server.base, anchor: anchor.base, ...(await seed(server)) });
