import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A quiz written straight into the journey's database (its embedded PostgreSQL in E2E_DATA_DIR):
 * the quiz authoring routes are built on another branch. Once they are merged, the journey
 * should make its quiz through them instead, and this file go.
 */
export async function insertQuiz(spec: { courseId: number; title: string; questionId: number; networkingType: string }): Promise<number> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'netclass', password, database: 'netclass' });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into quizzes (course_id, title, description, time_limit_seconds, review_answers, review_marks, review_feedback, max_points, publication)
       values ($1, $2, 'Làm trong 10 phút. Câu trả lời được lưu tự động.', 600, 'after_attempt', 'after_attempt', 'after_attempt', 3, 'published') returning id`,
      [spec.courseId, spec.title],
    );
    const quizId = rows[0]!.id;
    await client.query(
      `insert into quiz_slots (quiz_id, position, kind, question_id, networking_type, points) values ($1, 1, 'question', $2, null, 1), ($1, 2, 'generated', null, $3, 2)`,
      [quizId, spec.questionId, spec.networkingType],
    );
    return quizId;
  } finally {
    await client.end();
  }
}
