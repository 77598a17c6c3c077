/**
 * Benchmark of study progress on a fresh embedded database: a class of 500 students x 30
 * lessons x 5 materials, seeded in bulk (generate_series), 29 lessons completed by everyone.
 * Measures completion calls under concurrency (every student x every material of the last
 * lesson: new completions, then the same calls again as idempotent repeats), report
 * generation (JSON and CSV), and the recompute of all 500 rows after a material is added
 * to (then deleted from) a lesson everyone had completed. Loopback only; stops by itself.
 *
 * The report's first pages (by id, by progress, searched) and both exports, with the
 * event loop's delay (p99) while the exports run.
 *
 * BENCH_PHASES picks some of completions, reports, recompute (all by default): the issue's
 * 20,000-student export is `BENCH_STUDENTS=20000 BENCH_PHASES=reports`.
 *
 *   npm run bench:progress          (BENCH_STUDENTS=500 BENCH_CONNECTIONS=50 BENCH_REPORT_RUNS=20)
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import type { Db } from '../src/db/client.js';
import type { DomainEventMap, DomainEventName, DomainEvents } from '../src/infra/domain-events.js';
import { startBenchServer, stopAfter } from './harness.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const LESSONS = 30;
const MATERIALS_PER_LESSON = 5;
const COURSE_ID = 101;
const TEACHER_ID = 1;
const FIRST_STUDENT_ID = 20_250_001;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
const PHASES = new Set(
  (process.env.BENCH_PHASES ?? 'completions,reports,recompute').split(',').map((phase) => phase.trim()),
);
const cancelDeadline = stopAfter(5 * 60_000);

const server = await startBenchServer();
const { app, base, database } = server;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const lines: string[] = [];

try {
  const seedStart = process.hrtime.bigint();
  await seedClass(database.db);
  lines.push(
    `Seed (bulk SQL): ${STUDENTS} students, ${LESSONS} lessons, ${LESSONS * MATERIALS_PER_LESSON} materials, ` +
      `${STUDENTS * (LESSONS - 1) * MATERIALS_PER_LESSON} completions in ${ms(seedStart).toFixed(0)} ms`,
  );

  const { sessions, tokens, events } = app.services;
  // Tokens as login would issue them (a session row each), without 500 password hashes.
  const tokenOf = async (userId: number, role: 'student' | 'teacher') =>
    tokens.sign({ userId, role, sessionId: await sessions.create(userId, {}) });
  const studentTokens = PHASES.has('completions')
    ? await Promise.all(Array.from({ length: STUDENTS }, (_, i) => tokenOf(FIRST_STUDENT_ID + i, 'student')))
    : [];
  const teacherAuth = { authorization: `Bearer ${await tokenOf(TEACHER_ID, 'teacher')}` };
  const lessonIds = (
    await database.db.execute<{ id: number }>(
      sql`select id from lessons where course_id = ${COURSE_ID} order by order_num`,
    )
  ).rows.map((row) => Number(row.id));
  const lastLesson = lessonIds[LESSONS - 1]!;
  const lastMaterials = (
    await database.db.execute<{ id: number }>(sql`select id from materials where lesson_id = ${lastLesson} order by id`)
  ).rows.map((row) => Number(row.id));

  // 1. Completions: every (student, material) pair of the last lesson, students interleaved.
  const pairs = lastMaterials.flatMap((materialId) =>
    studentTokens.map((token, i) => ({
      token,
      body: JSON.stringify({ student_id: FIRST_STUDENT_ID + i, material_id: materialId }),
    })),
  );
  for (const label of PHASES.has('completions') ? ['new completions', 'idempotent repeats'] : []) {
    let next = 0;
    const result = await autocannon({
      url: `${base}/api/material-completion/complete`,
      connections: CONNECTIONS,
      amount: pairs.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const pair = pairs[next++ % pairs.length]!;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.token}` },
              body: pair.body,
            };
          },
        },
      ],
    });
    if (result.non2xx || result.errors)
      throw new Error(`completions: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    lines.push(
      `POST /api/material-completion/complete (${label}, ${pairs.length} calls, ${CONNECTIONS} connections): ` +
        `${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ` +
        `${result.latency.p99} ms`,
    );
  }
  if (PHASES.has('completions')) {
    let next = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount: pairs.length,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const i = next++ % STUDENTS;
            return {
              ...request,
              path: `/api/lesson-progress/${FIRST_STUDENT_ID + i}/${lastLesson}`,
              headers: { authorization: `Bearer ${studentTokens[i]}` },
            };
          },
        },
      ],
    });
    if (result.non2xx || result.errors)
      throw new Error(`lesson progress: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    lines.push(
      `GET /api/lesson-progress/{studentId}/{lessonId} (for comparison, ${pairs.length} calls): ` +
        `${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  if (PHASES.has('completions')) {
    const [check] = (
      await database.db.execute<{ done: number; rows: number }>(
        sql`select (select count(*) from material_completions)::int as done, (select count(*) from lesson_progress where is_completed)::int as rows`,
      )
    ).rows;
    lines.push(
      `  afterwards: ${check?.done} completions, ${check?.rows} completed lesson rows (expected ${STUDENTS * LESSONS * MATERIALS_PER_LESSON} and ` +
        `${STUDENTS * LESSONS})`,
    );
  }

  // 2. Reports.
  for (const suffix of PHASES.has('reports')
    ? [
        'report',
        'report?sort=progress&order=desc',
        'report?sort=name&page=3',
        'report?q=vien%2012',
        'report.csv',
        'report.xlsx',
      ]
    : []) {
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    if (suffix.startsWith('report.')) loopDelay.enable();
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= REPORT_RUNS; run++) {
      const started = process.hrtime.bigint();
      const response = await fetch(`${base}/api/progress/course/${COURSE_ID}/${suffix}`, { headers: teacherAuth });
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`${suffix} answered ${response.status}`);
      if (run > 0) times.push(ms(started));
    }
    times.sort((a, b) => a - b);
    loopDelay.disable();
    const delay = suffix.startsWith('report.')
      ? `, event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`
      : '';
    lines.push(
      `GET /api/progress/course/{id}/${suffix} (${STUDENTS} students x ${LESSONS} lessons, ${(bytes / 1024).toFixed(0)} KiB, ${REPORT_RUNS} runs): ` +
        `median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms${delay}`,
    );
  }

  // 3. Recompute of a lesson everyone completed, after a material is added, then deleted.
  if (PHASES.has('recompute')) {
    const firstLesson = lessonIds[0]!;
    const added = await timed(events, 'materialCreated', 'lessonProgressRecomputed', async () => {
      const created = await fetch(`${base}/api/materials`, {
        method: 'POST',
        headers: { ...teacherAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bổ sung', lesson_id: firstLesson, file_name: 'bo-sung.pdf', file_size: 9 }),
      });
      const { uploadUrl, material } = (await created.json()) as { uploadUrl: string; material: { id: number } };
      // A new material is a draft (decision 015): published before its upload finishes, it counts once ready.
      const published = await fetch(`${base}/api/materials/${material.id}/publication`, {
        method: 'PUT',
        headers: { ...teacherAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'published' }),
      });
      if (published.status !== 200) throw new Error(`publication answered ${published.status}`);
      const uploaded = await fetch(base + uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: '%PDF-1.7\n',
      });
      if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}`);
      return material.id;
    });
    lines.push(
      `Recompute after adding a material to a lesson all ${STUDENTS} completed: ${added.ms.toFixed(1)} ms, ${added.changes} rows changed (100 -> 83, ` +
        `completed_at cleared)`,
    );
    const deleted = await timed(events, 'materialDeleted', 'lessonProgressRecomputed', async () => {
      const response = await fetch(`${base}/api/materials/${added.value}`, { method: 'DELETE', headers: teacherAuth });
      if (response.status !== 200) throw new Error(`delete answered ${response.status}`);
    });
    lines.push(
      `Recompute after deleting it again: ${deleted.ms.toFixed(1)} ms, ${deleted.changes} rows changed (back to 100)`,
    );
  }

  console.log(`\nNetClass progress benchmark: ${os.cpus().length} CPUs, Node ${process.version}\n`);
  for (const line of lines) console.log(line);
  console.log('');
} finally {
  await server.stop();
  cancelDeadline();
}

/** Time from the domain event `from` to the next `to` (the recompute after a material change), while `act` runs. */
async function timed<T>(
  events: DomainEvents,
  from: DomainEventName,
  to: 'lessonProgressRecomputed',
  act: () => Promise<T>,
) {
  let started = 0n;
  events.on(from, () => (started = process.hrtime.bigint()));
  const done = new Promise<DomainEventMap[typeof to]>((resolve) => events.on(to, resolve));
  const value = await act();
  const event = await done;
  return { value, ms: ms(started), changes: event.changes.length };
}

/** The class, in a few set-based statements. */
async function seedClass(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (id, name, username, role, password_hash, must_change_password)
      values (${TEACHER_ID}, 'Giảng viên', '1', 'teacher', 'no-login', false)`);
    await tx.execute(sql`insert into users (id, name, username, role, password_hash, must_change_password)
      select ${FIRST_STUDENT_ID} + g - 1, 'Sinh viên ' || g, (${FIRST_STUDENT_ID} + g - 1)::text, 'student', 'no-login', false
      from generate_series(1, ${STUDENTS}) g`);
    await tx.execute(sql`insert into categories (name) values ('Học kỳ 1')`);
    await tx.execute(sql`insert into courses (id, name, teacher_id, category_id, start_date, end_date, publication, publish_at)
      select ${COURSE_ID}, 'Mạng máy tính', ${TEACHER_ID}, id, now(), now() + interval '4 months', 'published', now() from categories`);
    await tx.execute(sql`insert into lessons (title, content, course_id, order_num, publication, publish_at)
      select 'Bài ' || g, 'Nội dung', ${COURSE_ID}, g, 'published', now() from generate_series(1, ${LESSONS}) g`);
    await tx.execute(sql`insert into materials (title, lesson_id, file_type, file_ext, file_size, original_name, storage_key, status, ready_at,
        publication, publish_at)
      select 'Tài liệu ' || l.order_num || '.' || g, l.id, 'pdf', 'pdf', 1000, 'tai-lieu.pdf', 'bench/' || l.id || '-' || g || '.pdf', 'ready',
        now(), 'published', now()
      from lessons l cross join generate_series(1, ${MATERIALS_PER_LESSON}) g`);
    await tx.execute(sql`insert into material_completions (student_id, material_id, completed_at)
      select u.id, m.id, now() - random() * interval '30 days'
      from users u cross join materials m join lessons l on l.id = m.lesson_id
      where u.role = 'student' and l.order_num < ${LESSONS}`);
    await tx.execute(sql`insert into lesson_progress (student_id, lesson_id, progress_percentage, is_completed, completed_at)
      select u.id, l.id, 100, true, now() from users u cross join lessons l
      where u.role = 'student' and l.order_num < ${LESSONS}`);
  });
  await db.execute(sql`analyze`);
}
