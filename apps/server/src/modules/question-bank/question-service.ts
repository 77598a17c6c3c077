import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  QUESTION_BANK_MESSAGES as M,
  questionImageKeys,
  type BankQuestion,
  type Question,
  type QuestionPreviewBody,
  type QuestionPreviewResponse,
  type questionListQuerySchema,
} from '@netclass/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { lessonImages, questions, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { containsFolded } from '../../lib/like-pattern.js';
import type { Actor } from '../../policies/index.js';
import type { LessonImageService } from '../content/index.js';
import { bankCourse, bankQuestion, categoryOfCourse, type QuestionRow } from './access.js';
import { renderQuestionTexts } from './question-html.js';
import { pictureKeys, presentQuestion, presentSummary } from './presenter.js';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The columns a question's body fills. */
export const questionColumns = (question: Question) => ({
  type: question.type,
  title: question.title ?? null,
  body: question,
  defaultPoints: question.default_points,
});

/** The questions of a course's bank: list, read, write, duplicate, move; deletion is soft (docs/decisions/028). */
export class QuestionService {
  constructor(
    private readonly db: Db,
    private readonly images: LessonImageService,
  ) {}

  /** One numbered page, newest change first, filtered by category, type and part of the title or text. */
  async list(actor: Actor, courseId: number, query: z.infer<typeof questionListQuerySchema>) {
    await bankCourse(this.db, actor, courseId);
    const where = and(
      eq(questions.courseId, courseId),
      isNull(questions.deletedAt),
      query.category_id === undefined ? undefined : eq(questions.categoryId, query.category_id),
      query.type === undefined ? undefined : eq(questions.type, query.type),
      query.q ? searchSql(query.q) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(questions)
        .where(where)
        .orderBy(desc(questions.updatedAt), desc(questions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(questions)
        .where(where),
    ]);
    return { questions: rows.map(presentSummary), total: count?.total ?? 0, page: query.page, limit: query.limit };
  }

  async get(actor: Actor, id: number): Promise<BankQuestion> {
    await bankQuestion(this.db, actor, id);
    return this.read(id);
  }

  async create(actor: Actor, courseId: number, categoryId: number, question: Question): Promise<BankQuestion> {
    const id = await this.db.transaction(async (tx) => {
      await bankCourse(tx, actor, courseId);
      await categoryOfCourse(tx, courseId, categoryId);
      await requireOwnPictures(tx, courseId, question);
      return this.insert(tx, actor, courseId, categoryId, question);
    });
    return this.read(id);
  }

  /** A new version of the question: `version` + 1, in the category given. */
  async update(actor: Actor, id: number, categoryId: number, question: Question): Promise<BankQuestion> {
    await this.db.transaction(async (tx) => {
      const row = await bankQuestion(tx, actor, id, { lock: true });
      await categoryOfCourse(tx, row.courseId, categoryId);
      await requireOwnPictures(tx, row.courseId, question);
      await tx
        .update(questions)
        .set({
          ...questionColumns(question),
          categoryId,
          version: sql`${questions.version} + 1`,
          updatedBy: actor.id,
          updatedAt: sql`now()`,
        })
        .where(eq(questions.id, id));
    });
    return this.read(id);
  }

  /** Another category, the question unchanged (its version stays). */
  async move(actor: Actor, id: number, categoryId: number): Promise<BankQuestion> {
    await this.db.transaction(async (tx) => {
      const row = await bankQuestion(tx, actor, id, { lock: true });
      await categoryOfCourse(tx, row.courseId, categoryId);
      await tx.update(questions).set({ categoryId }).where(eq(questions.id, id));
    });
    return this.read(id);
  }

  /** A copy in the same category: a new question at version 1. */
  async duplicate(actor: Actor, id: number): Promise<BankQuestion> {
    const copyId = await this.db.transaction(async (tx) => {
      const row = await bankQuestion(tx, actor, id);
      await categoryOfCourse(tx, row.courseId, row.categoryId);
      return this.insert(tx, actor, row.courseId, row.categoryId, row.body);
    });
    return this.read(copyId);
  }

  /** The editor's texts, saved or not, as a student will see them (the renderer the attempt uses too). */
  async preview(actor: Actor, courseId: number, texts: QuestionPreviewBody): Promise<QuestionPreviewResponse> {
    await bankCourse(this.db, actor, courseId);
    return renderQuestionTexts(this.images, courseId, { text: texts.text, parts: texts.parts ?? [] });
  }

  /** Soft: lists and reads no longer show it; a quiz that used it may still read it by id. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await bankQuestion(tx, actor, id, { lock: true });
      await tx
        .update(questions)
        .set({ deletedAt: sql`now()`, updatedBy: actor.id })
        .where(eq(questions.id, id));
    });
  }

  async insert(tx: DbOrTx, actor: Actor, courseId: number, categoryId: number, question: Question): Promise<number> {
    const [row] = await tx
      .insert(questions)
      .values({ ...questionColumns(question), courseId, categoryId, createdBy: actor.id, updatedBy: actor.id })
      .returning({ id: questions.id });
    return row!.id;
  }

  private async read(id: number): Promise<BankQuestion> {
    const [row] = await this.db
      .select({ question: questions, createdBy: creator.name, updatedBy: updater.name })
      .from(questions)
      .leftJoin(creator, eq(creator.id, questions.createdBy))
      .leftJoin(updater, eq(updater.id, questions.updatedBy))
      .where(eq(questions.id, id));
    const question = row!.question;
    return presentQuestion(question, row!, await this.images.links(question.courseId, storedPictures(question)));
  }
}

/** The keys of pictures stored for the bank (UUIDs): an address or a file name is no key. */
const storedPictures = (row: QuestionRow) => pictureKeys(row.body).filter((key) => UUID.test(key));

/**
 * A question written in the editor names only pictures stored for its course (400 otherwise,
 * on the text when it is there): a key of another course's picture would show nothing to its
 * students, and an imported file name was never stored.
 */
async function requireOwnPictures(tx: DbOrTx, courseId: number, question: Question): Promise<void> {
  const keys = pictureKeys(question);
  if (!keys.length) return;
  const ids = keys.filter((key) => UUID.test(key));
  const found = ids.length
    ? await tx
        .select({ id: lessonImages.id })
        .from(lessonImages)
        .where(and(eq(lessonImages.courseId, courseId), inArray(lessonImages.id, ids)))
    : [];
  const own = new Set(found.map((row) => row.id));
  const foreign = keys.filter((key) => !own.has(key));
  if (!foreign.length) return;
  const inText = questionImageKeys(question.text).some((key) => !own.has(key));
  throw badRequest(M.imageNotInCourse, 'VALIDATION', inText ? 'question.text' : undefined);
}

const searchSql = (q: string): SQL =>
  sql`(${containsFolded(sql`coalesce(${questions.title}, '')`, q)} or ${containsFolded(sql`${questions.body} ->> 'text'`, q)})`;
