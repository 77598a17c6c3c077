/**
 * Benchmark of a course's gradebook (docs/decisions/026, "Gradebook") on a fresh embedded
 * database: 1,000 student members x 30 published assignments, seeded in bulk
 * (generate_series): everyone handed in to the first 25 (one version each), graded on 20 (10
 * of them released), 3 with an extension, a few overrides, two categories; the last 5 items
 * are past their due date, so missing cells exist.
 *
 * Measures `GET /api/courses/{id}/gradebook` (first page of 50; sorted by total; only students
 * missing something; searched) over HTTP, signed in as the course's teacher, beside its anchor:
 * the same first page's statement run directly through pg in the same run (the ratio is what
 * the route adds: auth, course check, categories and items, JSON). Then both exports.
 *
 *   npm run bench:gradebook          (BENCH_STUDENTS=1000 BENCH_RUNS=20)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { categoriesSql } from '../src/modules/gradebook/category-service.js';
import { gradebookPageSql } from '../src/modules/gradebook/gradebook-sql.js';
import type { Db } from '../src/db/client.js';
import { startBenchServer, stopAfter } from './harness.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const ITEMS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COURSE_ID = 201;
const TEACHER_ID = 1;
const FIRST_STUDENT_ID = 20_250_001;
const TARGET_MS = 100;
const cancelDeadline = stopAfter(5 * 60_000);

const server = await startBenchServer();
const { app, base, database } = server;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const lines: string[] = [];

/** Median and max of `RUNS` timed calls of `run` (after one warm-up). */
async function measure(run: () => Promise<number>): Promise<{ median: number; max: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= RUNS; i++) {
    const started = process.hrtime.bigint();
    bytes = await run();
    if (i > 0) times.push(ms(started));
  }
  return { median: median(times), max: Math.max(...times), bytes };
}

try {
  const seedStart = process.hrtime.bigint();
  await seedGradebook(database.db);
  lines.push(`Seed (bulk SQL): ${STUDENTS} students x ${ITEMS} assignments in ${ms(seedStart).toFixed(0)} ms`);
  const { sessions, tokens } = app.services;
  const auth = {
    authorization: `Bearer ${await tokens.sign({ userId: TEACHER_ID, role: 'teacher', sessionId: await sessions.create(TEACHER_ID, {}) })}`,
  };

  const firstPage = { q: '', sort: 'id' as const, order: 'asc' as const, missingOnly: false, limit: 50, offset: 0 };
  const anchor = await measure(
    async () =>
      JSON.stringify((await database.db.execute(gradebookPageSql(COURSE_ID, firstPage, categoriesSql(COURSE_ID)))).rows)
        .length,
  );
  for (const query of ['', '?sort=total&order=desc', '?filter=missing', '?q=vien%2012', '.csv', '.xlsx']) {
    const result = await measure(async () => {
      const response = await fetch(`${base}/api/courses/${COURSE_ID}/gradebook${query}`, { headers: auth });
      const length = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`gradebook${query} answered ${response.status}`);
      return length;
    });
    const ratio =
      query === ''
        ? `; anchor (the same page's statement through pg): median ${anchor.median.toFixed(1)} ms, ratio ` +
          `${(result.median / anchor.median).toFixed(2)}x; target <= ${TARGET_MS} ms: ${result.median <= TARGET_MS ? 'met' : 'NOT met'}`
        : '';
    lines.push(
      `GET /api/courses/{id}/gradebook${query || ' (first page of 50)'} (${STUDENTS} x ${ITEMS}, ${(result.bytes / 1024).toFixed(0)} KiB, ${RUNS} ` +
        `runs): median ${result.median.toFixed(1)} ms, max ${result.max.toFixed(1)} ms${ratio}`,
    );
  }

  console.log(`\nNetClass gradebook benchmark: ${os.cpus().length} CPUs, Node ${process.version}\n`);
  for (const line of lines) console.log(line);
  console.log('');
} finally {
  await server.stop();
  cancelDeadline();
}

/** The class and its grades, in a few set-based statements. */
async function seedGradebook(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into users (id, name, username, role, password_hash, must_change_password)
        values (${TEACHER_ID}, 'Giảng viên', '1', 'teacher', 'no-login', false)`,
    );
    await tx.execute(sql`insert into users (id, name, username, role, password_hash, must_change_password)
      select ${FIRST_STUDENT_ID} + g - 1, 'Sinh viên ' || g, (${FIRST_STUDENT_ID} + g - 1)::text, 'student', 'no-login', false
      from generate_series(1, ${STUDENTS}) g`);
    await tx.execute(sql`insert into categories (name) values ('Học kỳ 1')`);
    await tx.execute(sql`insert into courses (id, name, teacher_id, category_id, start_date, end_date, publication, publish_at)
      select ${COURSE_ID}, 'Mạng máy tính', ${TEACHER_ID}, id, now(), now() + interval '4 months', 'published', now() from categories`);
    await tx.execute(
      sql`insert into course_members (course_id, user_id, role) select ${COURSE_ID}, id, 'student' from users where role = 'student'`,
    );
    await tx.execute(
      sql`insert into grade_categories (course_id, name, weight, position) values (${COURSE_ID}, 'Bài lab', 60, 0), (${COURSE_ID}, 'Kiểm tra', 30, 1)`,
    );
    await tx.execute(sql`insert into assignments (course_id, title, allowed_types, max_file_bytes, due_at, max_points, publication, publish_at,
        grades_released_at, category_id)
      select ${COURSE_ID}, 'Lab ' || g, '{pkt}', 1048576, now() + (g - 26) * interval '1 day', 10, 'published', now(),
        case when g <= 10 then now() end,
        (select id from grade_categories where course_id = ${COURSE_ID} and position = case when g % 3 = 0 then 1 else 0 end)
      from generate_series(1, ${ITEMS}) g`);
    await tx.execute(sql`insert into hand_ins (assignment_id, student_id, version, submitted_at)
      select a.id, u.id, 1, a.due_at - interval '1 hour' from assignments a cross join users u
      where a.course_id = ${COURSE_ID} and u.role = 'student' and a.id <= (select min(id) + 24 from assignments)`);
    await tx.execute(sql`insert into grades (assignment_id, student_id, points, graded_by)
      select a.id, u.id, (u.id % 11)::numeric, ${TEACHER_ID} from assignments a cross join users u
      where a.course_id = ${COURSE_ID} and u.role = 'student' and a.id <= (select min(id) + 19 from assignments)`);
    await tx.execute(sql`insert into assignment_extensions (assignment_id, student_id, due_at)
      select a.id, u.id, now() + interval '7 days' from assignments a cross join users u
      where a.course_id = ${COURSE_ID} and u.role = 'student' and u.id % 50 = 0 and a.id > (select min(id) + 26 from assignments)`);
    await tx.execute(sql`insert into grade_overrides (item_kind, item_id, student_id, points, reason, set_by)
      select 'assignment', a.id, u.id, 10, 'Phúc khảo', ${TEACHER_ID} from assignments a cross join users u
      where a.course_id = ${COURSE_ID} and u.role = 'student' and u.id % 97 = 0 and a.id <= (select min(id) + 4 from assignments)`);
  });
  await db.execute(sql`analyze`);
}
