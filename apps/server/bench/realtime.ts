/**
 * Realtime at class size, beside a bare anchor in the same process: 1,000 clients connect
 * (authenticated, each joining the chat room), then chat messages are POSTed one after another
 * and timed until every client has each. The anchor is a bare Socket.IO server on a bare
 * Fastify whose POST only broadcasts (no session, no database). Prints both and the ratios
 * (issue 11's targets: 1,000 clients connect in at most 3 s; delivery p99 at most 1.3x the
 * anchor). Clients and servers share this process's CPUs. Loopback only; stops by itself.
 *
 *   npx tsx apps/server/bench/realtime.ts     (BENCH_CLIENTS=1000 BENCH_MESSAGES=100)
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { defaultPasswordFor } from '@netclass/shared';
import { users } from '../src/db/schema/index.js';
import { openSocket, type ClientSocket } from '../test/socket.js';
import { percentile, printTable, startBenchServer, stopAfter } from './harness.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const FIRST_ID = 6_000_001;
const cancelDeadline = stopAfter(5 * 60_000);

interface Run {
  connectMs: number;
  /** POST -> each client's receipt, every message. */
  receipts: number[];
}

/** Opens `tokens.length` sockets at once, each joining the chat room; resolves when all are in. */
async function connectAll(
  base: string,
  tokens: Array<string | undefined>,
): Promise<{ sockets: ClientSocket[]; ms: number }> {
  const started = performance.now();
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<ClientSocket>((resolve, reject) => {
          const socket = openSocket(base, token);
          socket.once('connect_error', reject);
          socket.once(
            'connect',
            () => void socket.emitWithAck('joinRoom', { room: 'chat' }).then(() => resolve(socket), reject),
          );
        }),
    ),
  );
  return { sockets, ms: performance.now() - started };
}

/** POSTs MESSAGES chat messages one after another, timing each until every socket has it. */
async function deliver(sockets: ClientSocket[], post: (content: string) => Promise<Response>): Promise<number[]> {
  const receipts: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const content = `bench ${i}`;
    let left = sockets.length;
    let started = 0;
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`message ${i} reached ${sockets.length - left} of ${sockets.length} clients`)),
        10_000,
      );
      const listener = (message: { content: string }) => {
        if (message.content !== content) return;
        receipts.push(performance.now() - started);
        if (--left === 0) {
          clearTimeout(timer);
          for (const socket of sockets) socket.off('newMessage', listener as never);
          resolve();
        }
      };
      for (const socket of sockets) socket.on('newMessage', listener as never);
    });
    started = performance.now();
    const response = await post(content);
    if (!response.ok) throw new Error(`POST answered ${response.status}`);
    await arrived;
  }
  return receipts;
}

/** The anchor: Socket.IO and a POST that broadcasts to the chat room, nothing else. */
async function runAnchor(): Promise<Run> {
  const app = Fastify();
  const io = new Server(app.server, { transports: ['websocket'], serveClient: false });
  io.on('connection', (socket) =>
    socket.on('joinRoom', (_request: unknown, ack: () => void) => {
      void socket.join('chat');
      ack();
    }),
  );
  let id = 0;
  app.post<{ Body: { content: string } }>('/messages', async (request, reply) => {
    const message = {
      id: ++id,
      content: request.body.content,
      sender_id: 1,
      sender_name: 'Anchor',
      created_at: new Date().toISOString(),
    };
    io.to('chat').emit('newMessage', message);
    return reply.status(201).send({ chat_message: message });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { sockets, ms } = await connectAll(
    base,
    Array.from({ length: CLIENTS }, () => undefined),
  );
  try {
    const receipts = await deliver(sockets, (content) =>
      fetch(`${base}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      }),
    );
    return { connectMs: ms, receipts };
  } finally {
    for (const socket of sockets) socket.close();
    await io.close();
    await app.close();
  }
}

/** NetClass: CLIENTS signed-in students (sessions as login makes them), a teacher posting. */
async function runNetClass(): Promise<Run> {
  const server = await startBenchServer();
  const { app, base } = server;
  const passwordHash = await app.services.passwords.hash(defaultPasswordFor(FIRST_ID));
  const rows = Array.from({ length: CLIENTS + 1 }, (_, i) => ({
    id: FIRST_ID + i,
    name: `Sinh viên ${i + 1}`,
    username: String(FIRST_ID + i),
    role: i === 0 ? ('teacher' as const) : ('student' as const),
    passwordHash,
    mustChangePassword: false,
  }));
  for (let i = 0; i < rows.length; i += 500) await server.database.db.insert(users).values(rows.slice(i, i + 500));
  const tokens = await Promise.all(
    rows.map(async (row) =>
      app.services.tokens.sign({
        userId: row.id,
        role: row.role,
        sessionId: await app.services.sessions.create(row.id, {}),
      }),
    ),
  );
  const [senderToken, ...studentTokens] = tokens;
  const { sockets, ms } = await connectAll(base, studentTokens);
  try {
    const headers = { authorization: `Bearer ${senderToken}`, 'content-type': 'application/json' };
    const receipts = await deliver(sockets, (content) =>
      fetch(`${base}/api/messages`, { method: 'POST', headers, body: JSON.stringify({ content }) }),
    );
    return { connectMs: ms, receipts };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

try {
  const anchor = await runAnchor();
  const ours = await runNetClass();
  const row = (name: string, run: Run) => [
    name,
    run.connectMs.toFixed(0),
    percentile(run.receipts, 50).toFixed(1),
    percentile(run.receipts, 95).toFixed(1),
    percentile(run.receipts, 99).toFixed(1),
  ];
  console.log(
    `\nRealtime: ${CLIENTS} clients, ${MESSAGES} chat messages, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  printTable([
    ['server', `connect ${CLIENTS} ms`, 'delivery p50 ms', 'p95 ms', 'p99 ms'],
    row('anchor: bare Socket.IO broadcaster', anchor),
    row('NetClass: POST /api/messages, stored, to the chat room', ours),
  ]);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `\nratios to the anchor: connect ${ratio(ours.connectMs, anchor.connectMs)}x (target: at most 3 s), ` +
      `delivery p99 ${ratio(percentile(ours.receipts, 99), percentile(anchor.receipts, 99))}x (target <= 1.3x)\n`,
  );
} finally {
  cancelDeadline();
}
