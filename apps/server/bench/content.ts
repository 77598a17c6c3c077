/**
 * Benchmark of the study content API on a fresh embedded database with the demo seed:
 * read throughput and latency of the two busiest pages' calls under concurrent load, and
 * upload throughput of a large streamed file. Loopback only; bounded; stops by itself.
 *
 *   npm run bench                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_UPLOAD_MB=200)
 */
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { printTable, seedDemoClass, startBenchServer, stopAfter } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const cancelDeadline = stopAfter(5 * 60_000);

const server = await startBenchServer({ SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password' });
const { base } = server;

try {
  await seedDemoClass(server);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1001, password: '1001@1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const { categories } = (await (await fetch(`${base}/api/categories`, { headers: auth })).json()) as {
    categories: Array<{ id: number }>;
  };
  const { lessons } = (await (await fetch(`${base}/api/lessons/101`, { headers: auth })).json()) as {
    lessons: Array<{ id: number }>;
  };

  const rows: string[][] = [];
  for (const [name, url] of [
    ['GET /api/lessons/details/{id}', `/api/lessons/details/${lessons[0]!.id}`],
    ['GET /api/courses/category/{id}', `/api/courses/category/${categories[0]!.id}`],
  ] as const) {
    const result = await autocannon({ url: base + url, headers: auth, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx || result.errors)
      throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    rows.push([
      name,
      `${Math.round(result.requests.average)}`,
      `${result.latency.p50}`,
      `${result.latency.p97_5}`,
      `${result.latency.p99}`,
      `${result.requests.total}`,
    ]);
  }

  const upload = await measureUpload(base, auth, lessons[0]!.id, UPLOAD_MB);
  console.log(
    `\nNetClass content benchmark: ${CONNECTIONS} connections, ${SECONDS} s per call, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  printTable([['call', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'requests'], ...rows]);
  console.log(
    `\nUpload (PUT /api/uploads/{token}, ${UPLOAD_MB} MiB streamed to disk, checked, fsynced): ${upload.mbPerSecond.toFixed(1)} MiB/s ` +
      `(${upload.seconds.toFixed(2)} s)\n`,
  );
} finally {
  await server.stop();
  cancelDeadline();
}

/** Creates a pending PDF material and streams `megabytes` MiB to its upload URL, as a browser would. */
async function measureUpload(base: string, auth: Record<string, string>, lessonId: number, megabytes: number) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const size = megabytes * chunk.length;
  const created = await fetch(`${base}/api/materials`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bench', lesson_id: lessonId, file_name: 'bench.pdf', file_size: size }),
  });
  const { uploadUrl } = (await created.json()) as { uploadUrl: string };
  const first = Buffer.from(chunk);
  first.write('%PDF-1.7\n');
  const started = process.hrtime.bigint();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(base + uploadUrl, {
      method: 'PUT',
      headers: { 'content-length': String(size), 'content-type': 'application/pdf' },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    void (async () => {
      for (let i = 0; i < megabytes; i++) {
        if (!request.write(i === 0 ? first : chunk)) await new Promise((done) => request.once('drain', done));
      }
      request.end();
    })();
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (status !== 200) throw new Error(`upload answered ${status}`);
  return { seconds, mbPerSecond: megabytes / seconds };
}
