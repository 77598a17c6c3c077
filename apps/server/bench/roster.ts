/**
 * Roster import of a class of 1,000 (issue 13: at most 5 s), through the real routes as the
 * web app calls them: the registrar's CSV read, the rows checked, then applied (1,000 student
 * accounts created and enrolled), and the same file applied again (nothing to do). Beside
 * its anchor in the same run: the same accounts and memberships written by a bare pg client
 * in one transaction (two multi-row INSERTs), no checks, no HTTP.
 *
 *   npx tsx apps/server/bench/roster.ts      (BENCH_ROWS=1000)
 */
import os from 'node:os';
import pg from 'pg';
import { printTable, seedDemoClass, startBenchServer, stopAfter } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const COURSE_ID = 101;
const cancelDeadline = stopAfter(5 * 60_000);
const server = await startBenchServer({ SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password' });
const { base, database } = server;

const seconds = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
};

try {
  await seedDemoClass(server);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1001, password: '1001@1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const post = async (path: string, body: string, type = 'application/json') => {
    const response = await fetch(`${base}/api/courses/${COURSE_ID}/roster/${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': type },
      body,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ rows?: string[][]; counts?: Record<string, number> }>;
  };
  const csv = [
    'Mã SV,Họ đệm,Tên',
    ...Array.from({ length: ROWS }, (_, i) => `${40_000_001 + i},Nguyễn Văn,Sinh Viên ${i + 1}`),
  ].join('\n');
  const students = Array.from({ length: ROWS }, (_, i) => ({
    line: i + 2,
    id: String(40_000_001 + i),
    name: `Nguyễn Văn Sinh Viên ${i + 1}`,
    email: '',
  }));
  const body = JSON.stringify({ students });

  let counts: Record<string, number> | undefined;
  const read = await seconds(() => post('read', csv, 'text/csv'));
  const check = await seconds(() => post('check', body));
  const apply = await seconds(async () => ({ counts } = await post('apply', body)));
  if (counts?.create !== ROWS) throw new Error(`expected ${ROWS} accounts created, got ${JSON.stringify(counts)}`);
  const again = await seconds(() => post('apply', body));

  const anchorPool = new pg.Pool({ connectionString: database.url, max: 1 });
  const anchor = await seconds(async () => {
    const client = await anchorPool.connect();
    try {
      await client.query('begin');
      const ids = students.map((student) => Number(student.id) + 1_000_000);
      await client.query(
        `insert into users (id, name, username, role, password_hash) select id, name, id::text, 'student', 'default-password' from ` +
          `unnest($1::bigint[], $2::text[]) as t(id, name)`,
        [ids, students.map((student) => student.name)],
      );
      await client.query(
        `insert into course_members (course_id, user_id, role) select $1, id, 'student' from unnest($2::bigint[]) as t(id)`,
        [COURSE_ID, ids],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  await anchorPool.end();

  const total = read + check + apply;
  console.log(`\nNetClass roster import: ${ROWS} rows, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  printTable([
    ['step', 'seconds'],
    ['read the CSV (POST …/roster/read)', read.toFixed(3)],
    ['check every row (POST …/roster/check)', check.toFixed(3)],
    [`apply: ${ROWS} accounts created and enrolled (POST …/roster/apply)`, apply.toFixed(3)],
    ['read + check + apply', total.toFixed(3)],
    ['the same file applied again (nothing to do)', again.toFixed(3)],
    ['anchor: the same rows by a bare pg client, one transaction', anchor.toFixed(3)],
  ]);
  console.log(
    `\nRead + check + apply: ${total.toFixed(2)} s (target <= 5 s); apply is ${(apply / anchor).toFixed(1)}x the bare writes.\n`,
  );
} finally {
  await server.stop();
  cancelDeadline();
}
