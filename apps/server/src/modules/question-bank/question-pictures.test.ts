import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  QUESTION_BANK_MESSAGES as M,
  QUESTION_LIMITS,
  QUESTION_PREVIEW_MAX_PARTS,
  questionImageMarkdown,
  type BankQuestion,
  renderMessage,
} from '@netclass/shared';
import {
  bankFixture,
  call,
  makeCategory,
  singleChoice,
  uploadCoursePicture,
  type BankFixture,
} from './question-bank.fixtures.js';

let f: BankFixture;
let categoryId = 0;
let picture = '';
let othersPicture = '';

beforeAll(async () => {
  f = await bankFixture();
  categoryId = await makeCategory(f, 'Hình vẽ');
  picture = await uploadCoursePicture(f.h, f.courseId, f.tokens.teacher);
  const otherCourse = await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: null });
  othersPicture = await uploadCoursePicture(f.h, otherCourse.id, f.tokens.admin);
});
afterAll(async () => {
  await f?.h.close();
});

const withPicture = (key: string, where: 'text' | 'option' = 'text') =>
  singleChoice(
    where === 'text'
      ? { text: `Sơ đồ:\n\n${questionImageMarkdown('Sơ đồ mạng', key)}` }
      : ({
          options: [
            { id: 1, text: `Router ${questionImageMarkdown('router', key)}`, fraction: 1 },
            { id: 2, text: 'Switch', fraction: 0 },
          ],
        } as object),
  );
const preview = (payload: object, token: string | null = f.tokens.teacher, courseId = f.courseId) =>
  call(f.h, 'POST', `/api/courses/${courseId}/questions/preview`, token ?? undefined, payload);

describe('pictures in questions', () => {
  test('a question names the course’s pictures in its text and options; a read answers their signed links', async () => {
    const created = await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, {
      category_id: categoryId,
      question: { ...withPicture(picture), options: (withPicture(picture, 'option') as { options: object[] }).options },
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = created.json().question as BankQuestion;
    expect(Object.keys(question.images)).toEqual([picture]);
    expect(question.images[picture]).toMatch(/^https?:\/\/|^\//);
  });

  test.each<[string, () => object, string | undefined]>([
    ['another course’s picture in the text', () => withPicture(othersPicture), 'question.text'],
    ['another course’s picture in an option', () => withPicture(othersPicture, 'option'), undefined],
    ['a file name that was never stored', () => withPicture('net.png'), 'question.text'],
    ['a key that is no picture', () => withPicture('3f2a1b4c-1111-4222-8333-444455556666'), 'question.text'],
  ])('400 for %s, on create and on edit', async (_what, question, field) => {
    const created = await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, {
      category_id: categoryId,
      question: question(),
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toBe(renderMessage(M.imageNotInCourse));
    expect(created.json().field).toBe(field);
    const id = (
      await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, {
        category_id: categoryId,
        question: singleChoice(),
      })
    ).json().question.id as number;
    const edited = await call(f.h, 'PUT', `/api/questions/${id}`, f.tokens.teacher, {
      category_id: categoryId,
      question: question(),
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect((await call(f.h, 'GET', `/api/questions/${id}`, f.tokens.teacher)).json().question.version).toBe(1);
  });
});

describe('POST /api/courses/{courseId}/questions/preview', () => {
  test('renders the text as Markdown and each part on one line, sanitized, with the course’s pictures signed', async () => {
    const response = await preview({
      text: `# Mạng\n\n**Router** <script>x</script>\n\n${questionImageMarkdown('Sơ đồ', picture)}`,
      parts: [
        `\`10.0.0.1\` ${questionImageMarkdown('cổng', picture)}`,
        questionImageMarkdown('lạ', othersPicture),
        '<b>x</b>',
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text, parts } = response.json() as { text: string; parts: string[] };
    expect(text).toContain('<h2>Mạng</h2>');
    expect(text).toContain('<strong>Router</strong> &lt;script&gt;x&lt;/script&gt;');
    expect(text).toMatch(/<img src="[^"]+" alt="Sơ đồ" loading="lazy">/);
    expect(text).not.toContain('question-image:');
    expect(parts[0]).toMatch(/^<code>10\.0\.0\.1<\/code> <img src="[^"]+" alt="cổng" loading="lazy">$/);
    expect(parts[1]).toBe('lạ');
    expect(parts[2]).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  test('who may: the course’s teachers and admins; a student or another teacher 403, no session 401, an unknown course 404', async () => {
    expect((await preview({ text: 'x' }, f.tokens.admin)).statusCode).toBe(200);
    expect((await preview({ text: 'x' }, f.tokens.student)).statusCode).toBe(403);
    expect((await preview({ text: 'x' }, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await preview({ text: 'x' }, null)).statusCode).toBe(401);
    expect((await preview({ text: 'x' }, f.tokens.admin, 987_654)).statusCode).toBe(404);
  });

  test.each<[string, object]>([
    ['a text too long', { text: 'x'.repeat(QUESTION_LIMITS.text + 1) }],
    ['a part too long', { text: 'x', parts: ['x'.repeat(QUESTION_LIMITS.option + 1)] }],
    ['too many parts', { text: 'x', parts: Array.from({ length: QUESTION_PREVIEW_MAX_PARTS + 1 }, () => 'x') }],
    ['no text', { parts: [] }],
  ])('400 for %s', async (_what, payload) => {
    const response = await preview(payload);
    expect(response.statusCode, response.body).toBe(400);
  });
});
