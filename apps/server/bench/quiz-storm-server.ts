/**
 * The quiz storm's server side, in a process of its own (as a real server is apart from its
 * students' browsers): the app on a fresh embedded database with the demo class, `students`
 * members of the first course, a bank category of single-choice questions and a published
 * quiz of fixed, random and generated slots; beside it the anchor: a bare Node http server
 * whose every request is one `update` of one row in a table of its own (a save's least cost on
 * this machine). With `restart`, the app comes back on a killed one's folder and port, its quiz
 * as it was (nothing seeded). Driven by quiz-storm.ts over IPC: `ready` with the addresses, the
 * folder and the quiz;
 * `measure`/`report` the event-loop delay and CPU time; `verify` every attempt and stored
 * answer of the quiz; `stop` ends everything.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { courseMembers, courses, questionCategories, questions, quizSlots, quizzes } from '../src/db/schema/index.js';
import { insertStudents, seedDemoClass, startBenchServer, type BenchServer, type BenchServerPlace } from './harness.js';
import { loadMeter, type LoadFigures } from './measured-process.js';

export interface QuizStormSetup {
  students: number;
  firstId: number;
  password: string;
  /** Start again where a killed server was, with its quiz. */
  restart?: { place: BenchServerPlace; quizId: number };
}

/** One stored answer: whose, which question, its seq and the answer's JSON. */
export interface StoredAnswer {
  studentId: number;
  position: number;
  seq: number;
  answer: string | null;
}

export type ToServer = { kind: 'measure' } | { kind: 'report' } | { kind: 'verify'; quizId: number } | { kind: 'stop' };
export type FromServer =
  | { kind: 'ready'; app: string; anchor: string; dataDir: string; quizId: number }
  | ({ kind: 'report' } & LoadFigures)
  | {
      kind: 'verify';
      attemptsPerStudent: number[];
      endsAt: Array<{ studentId: number; endsAt: string | null }>;
      answers: StoredAnswer[];
    };

const setup = JSON.parse(process.env.QUIZ_STORM_SETUP ?? '') as QuizStormSetup;
const send = (message: FromServer) => process.send?.(message);
const BANK_QUESTIONS = 12;

/** The demo class, the students as members of its first course, its bank and the quiz: 2 fixed, 5 random and 3 generated slots, 20 minutes. */
async function seed(server: BenchServer): Promise<number> {
  const { db } = server.database;
  await seedDemoClass(server);
  await insertStudents(server, setup.firstId, setup.students, setup.password);
  const [course] = await db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(1);
  const courseId = course!.id;
  await db.insert(courseMembers).values(
    Array.from({ length: setup.students }, (_, i) => ({
      courseId,
      userId: setup.firstId + i,
      role: 'student' as const,
    })),
  );
  const [category] = await db
    .insert(questionCategories)
    .values({ courseId, name: 'Bench', nameKey: 'bench', position: 99 })
    .returning({ id: questionCategories.id });
  const bank = await db
    .insert(questions)
    .values(
      Array.from({ length: BANK_QUESTIONS }, (_, n) => {
        const body = {
          type: 'single_choice' as const,
          title: null,
          text: `Câu ${n + 1}: thiết bị nào nối hai mạng?`,
          default_points: 1,
          general_feedback: null,
          options: [1, 2, 3].map((id) => ({ id, text: `Phương án ${id}`, fraction: id === 1 ? 1 : 0, feedback: null })),
        };
        return { courseId, categoryId: category!.id, type: body.type, body, defaultPoints: 1 };
      }),
    )
    .returning({ id: questions.id });
  const [quiz] = await db
    .insert(quizzes)
    .values({ courseId, title: 'Bench: quiz storm', timeLimitSeconds: 1200, maxPoints: 10, publication: 'published' })
    .returning({ id: quizzes.id });
  const slots = [
    ...bank.slice(0, 2).map((question) => ({ kind: 'question' as const, questionId: question.id })),
    ...Array.from({ length: 5 }, () => ({ kind: 'random' as const, categoryId: category!.id })),
    ...['ipv4-subnet-facts', 'wildcard-from-prefix', 'ipv6-compress'].map((networkingType) => ({
      kind: 'generated' as const,
      networkingType,
    })),
  ];
  await db.insert(quizSlots).values(
    slots.map((slot, i) => ({
      quizId: quiz!.id,
      position: i + 1,
      points: 1,
      questionId: null,
      categoryId: null,
      networkingType: null,
      ...slot,
    })),
  );
  return quiz!.id;
}

/** The anchor: each request one update of one row (its id from the path), then 200. */
async function startAnchor(server: BenchServer) {
  const { pool } = server.database;
  await pool.query(
    'create table if not exists bench_anchor (id int primary key, answer jsonb, seq int not null default 0)',
  );
  await pool.query('insert into bench_anchor (id) select generate_series(1, $1::int) on conflict do nothing', [
    setup.students * 20,
  ]);
  const anchor = Fastify();
  anchor.put<{ Params: { id: string }; Body: { answer: unknown; seq: number } }>('/save/:id', async (request) => {
    await pool.query('update bench_anchor set answer = $1, seq = $2 where id = $3 and seq < $2', [
      JSON.stringify(request.body.answer),
      request.body.seq,
      Number(request.params.id),
    ]);
    return { saved: true };
  });
  await anchor.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(anchor.server.address() as AddressInfo).port}`, stop: () => anchor.close() };
}

async function verify(server: BenchServer, quizId: number): Promise<Extract<FromServer, { kind: 'verify' }>> {
  const { pool } = server.database;
  const attempts = await pool.query<{ student_id: string; n: number; ends_at: Date | null }>(
    'select student_id, count(*)::int as n, max(ends_at) as ends_at from quiz_attempts where quiz_id = $1 group by student_id',
    [quizId],
  );
  const answers = await pool.query<{ student_id: string; position: number; answer_seq: number; answer: unknown }>(
    'select a.student_id, q.position, q.answer_seq, q.answer from quiz_attempt_questions q join quiz_attempts a on a.id = q.attempt_id where a.quiz_id = $1',
    [quizId],
  );
  return {
    kind: 'verify',
    attemptsPerStudent: attempts.rows.map((row) => row.n),
    endsAt: attempts.rows.map((row) => ({
      studentId: Number(row.student_id),
      endsAt: row.ends_at?.toISOString() ?? null,
    })),
    answers: answers.rows.map((row) => ({
      studentId: Number(row.student_id),
      position: row.position,
      seq: row.answer_seq,
      answer: row.answer === null ? null : JSON.stringify(row.answer),
    })),
  };
}

const server = await startBenchServer(
  { SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password', LOGIN_REQUESTS_PER_MINUTE: '100000' },
  setup.restart?.place,
);
const anchor = await startAnchor(server);
const load = loadMeter();

process.on('message', (message: ToServer) => {
  if (message.kind === 'measure') load.start();
  else if (message.kind === 'report') send({ kind: 'report', ...load.stop() });
  else if (message.kind === 'verify') {
    void verify(server, message.quizId).then(send);
  } else {
    void Promise.allSettled([anchor.stop(), server.stop()]).then(() => process.exit(0));
  }
});
send({
  kind: 'ready',
  app: server.base,
  anchor: anchor.base,
  dataDir: server.dataDir,
  quizId: setup.restart?.quizId ?? (await seed(server)),
});
