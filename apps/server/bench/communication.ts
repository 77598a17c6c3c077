/**
 * Benchmark of class communication on a fresh embedded database, loopback only, bounded,
 * stops by itself:
 * - chat: a message POSTed, stored, and delivered to every connected client in the chat
 *   room (latency from the POST to each receipt);
 * - comments: a comment on a lesson POSTed, stored (with its outbox event), delivered, and
 *   pushed to every connected client in the course's room, as chat;
 * - 'announcement to everyone' for every user: the INSERT … SELECT alone, the whole call,
 *   and the fan-out until every connected recipient has their notification.
 * Clients and server share this process and its CPUs, so the figures are conservative.
 *
 *   npm run bench   (BENCH_USERS=2000 BENCH_CLIENTS=500 BENCH_MESSAGES=200 BENCH_ROUNDS=5; as many comments as messages)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { defaultPasswordFor, type ServerToClientEvents } from '@netclass/shared';
import { createCategory, createCourse, createLesson } from '../src/seed/factories.js';
import { users } from '../src/db/schema/index.js';
import { openSocket, type ClientSocket } from '../test/socket.js';
import { percentile, printTable, startBenchServer, stopAfter } from './harness.js';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const CLIENTS = Math.min(USERS, Number(process.env.BENCH_CLIENTS ?? 500));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FIRST_ID = 5_000_001;
const cancelDeadline = stopAfter(5 * 60_000);

const server = await startBenchServer();
const sockets: ClientSocket[] = [];
try {
  const { app, base } = server;
  const { db } = server.database;
  // Users straight into the table (one password hash shared): 2,000 argon2 runs would
  // measure the hasher, not communication.
  const passwordHash = await app.services.passwords.hash(defaultPasswordFor(FIRST_ID));
  const rows = Array.from({ length: USERS }, (_, i) => ({
    id: FIRST_ID + i,
    name: `Sinh viên ${i + 1}`,
    username: String(FIRST_ID + i),
    role: i === 0 ? ('teacher' as const) : ('student' as const),
    passwordHash,
    mustChangePassword: false,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(users).values(rows.slice(i, i + 500));
  const tokenOf = async (row: (typeof rows)[number]) => {
    const sessionId = await app.services.sessions.create(row.id, {});
    return app.services.tokens.sign({ userId: row.id, role: row.role, sessionId });
  };
  const senderToken = await tokenOf(rows[0]!);
  const auth = { authorization: `Bearer ${senderToken}`, 'content-type': 'application/json' };
  const course = await createCourse(db, { categoryId: (await createCategory(db)).id, teacherId: rows[0]!.id });
  const lesson = await createLesson(db, { courseId: course.id });

  // Clients: the sender plus CLIENTS - 1 students, each in the chat room and the course's room.
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = await Promise.all(
      rows.slice(i, Math.min(CLIENTS, i + 50)).map(async (row) => connected(openSocket(base, await tokenOf(row)))),
    );
    await Promise.all(
      batch.flatMap((socket) => [
        socket.emitWithAck('joinRoom', { room: 'chat' }),
        socket.emitWithAck('joinRoom', { courseId: course.id }),
      ]),
    );
    sockets.push(...batch);
  }

  const chat = await measurePosts(base, auth, '/api/messages', 'newMessage', (i) => ({
    content: `bench message ${i}`,
  }));
  const comments = await measurePosts(base, auth, '/api/comments', 'newComment', (i) => ({
    lesson_id: lesson.id,
    content: `bench comment ${i}`,
  }));
  const broadcast = await measureBroadcast(base, auth, async () => {
    const started = performance.now();
    await app.services.notifications.insert(
      db,
      { kind: 'everyone' },
      { type: 'broadcast', params: { text: 'bench insert' }, link: null },
    );
    return performance.now() - started;
  });

  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\nNetClass communication benchmark: ${USERS} users, ${CLIENTS} connected clients, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  printTable([
    ['measure', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      'chat: POST answered',
      `${chat.post.length}`,
      ms(percentile(chat.post, 50)),
      ms(percentile(chat.post, 95)),
      ms(percentile(chat.post, 99)),
      ms(Math.max(...chat.post)),
    ],
    [
      `chat: POST -> each of ${CLIENTS} receipts`,
      `${chat.receipts.length}`,
      ms(percentile(chat.receipts, 50)),
      ms(percentile(chat.receipts, 95)),
      ms(percentile(chat.receipts, 99)),
      ms(Math.max(...chat.receipts)),
    ],
    [
      'chat: POST -> last receipt',
      `${chat.last.length}`,
      ms(percentile(chat.last, 50)),
      ms(percentile(chat.last, 95)),
      ms(percentile(chat.last, 99)),
      ms(Math.max(...chat.last)),
    ],
    [
      'comment: POST answered',
      `${comments.post.length}`,
      ms(percentile(comments.post, 50)),
      ms(percentile(comments.post, 95)),
      ms(percentile(comments.post, 99)),
      ms(Math.max(...comments.post)),
    ],
    [
      `comment: POST -> each of ${CLIENTS} receipts`,
      `${comments.receipts.length}`,
      ms(percentile(comments.receipts, 50)),
      ms(percentile(comments.receipts, 95)),
      ms(percentile(comments.receipts, 99)),
      ms(Math.max(...comments.receipts)),
    ],
    [
      'comment: POST -> last receipt',
      `${comments.last.length}`,
      ms(percentile(comments.last, 50)),
      ms(percentile(comments.last, 95)),
      ms(percentile(comments.last, 99)),
      ms(Math.max(...comments.last)),
    ],
    [
      `broadcast: INSERT … SELECT of ${USERS} rows`,
      `${broadcast.insert.length}`,
      ms(percentile(broadcast.insert, 50)),
      ms(percentile(broadcast.insert, 95)),
      '-',
      ms(Math.max(...broadcast.insert)),
    ],
    [
      'broadcast: POST answered',
      `${broadcast.post.length}`,
      ms(percentile(broadcast.post, 50)),
      ms(percentile(broadcast.post, 95)),
      '-',
      ms(Math.max(...broadcast.post)),
    ],
    [
      `broadcast: POST -> all ${CLIENTS} online notified`,
      `${broadcast.last.length}`,
      ms(percentile(broadcast.last, 50)),
      ms(percentile(broadcast.last, 95)),
      '-',
      ms(Math.max(...broadcast.last)),
    ],
  ]);
  console.log(
    `\nchat: ${MESSAGES} messages, comments: ${MESSAGES} comments, each sent one after another; broadcast: ${ROUNDS} rounds.\n`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
  cancelDeadline();
}

function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves once `count` payloads matching `key` have arrived on `event` across all sockets, or after 10 s. */
function receipts<E extends 'newMessage' | 'newComment' | 'newAnnouncement'>(
  event: E,
  key: (payload: Parameters<ServerToClientEvents[E]>[0]) => string | undefined,
  expected: string,
  count: number,
) {
  const times: number[] = [];
  let done: (times: number[]) => void = () => undefined;
  const finished = new Promise<number[]>((resolve) => (done = resolve));
  const timer = setTimeout(() => done(times), 10_000);
  const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
    if (key(payload) !== expected) return;
    times.push(performance.now());
    if (times.length === count) {
      clearTimeout(timer);
      done(times);
    }
  };
  for (const socket of sockets) socket.on(event, listener as never);
  return finished.finally(() => {
    for (const socket of sockets) socket.off(event, listener as never);
  });
}

/** MESSAGES posts one after another, each awaited until every client has its push (keyed by content). */
async function measurePosts(
  base: string,
  headers: Record<string, string>,
  path: string,
  event: 'newMessage' | 'newComment',
  body: (i: number) => { content: string },
) {
  const post: number[] = [];
  const receiptTimes: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const { content } = body(i);
    const arrived = receipts(event, (pushed: { content: string }) => pushed.content, content, sockets.length);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body(i)) });
    post.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
    const times = await arrived;
    if (times.length !== sockets.length)
      throw new Error(`${path} ${i} reached ${times.length} of ${sockets.length} clients`);
    receiptTimes.push(...times.map((time) => time - started));
    last.push(Math.max(...times) - started);
  }
  return { post, receipts: receiptTimes, last };
}

async function measureBroadcast(base: string, headers: Record<string, string>, insertOnly: () => Promise<number>) {
  const insert: number[] = [];
  const post: number[] = [];
  const last: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    insert.push(await insertOnly());
    const content = `bench broadcast ${round}`;
    const arrived = receipts(
      'newAnnouncement',
      (event) => (event.scope === 'user' ? event.notification.content : undefined),
      content,
      sockets.length,
    );
    const started = performance.now();
    const response = await fetch(`${base}/api/userannouncements/all`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content }),
    });
    post.push(performance.now() - started);
    const body = (await response.json()) as { count: number };
    if (response.status !== 201 || body.count !== USERS)
      throw new Error(`broadcast answered ${response.status}, count ${body.count}`);
    const times = await arrived;
    if (times.length !== sockets.length)
      throw new Error(`broadcast ${round} reached ${times.length} of ${sockets.length} clients`);
    last.push(Math.max(...times) - started);
  }
  return { insert, post, last };
}
