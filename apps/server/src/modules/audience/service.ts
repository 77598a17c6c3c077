import { eq, sql } from 'drizzle-orm';
import {
  AUDIENCE_MESSAGES as M,
  type AudienceQuery,
  type AudienceResponse,
  type ReminderAudience,
  type ReminderState,
  type RemindResponse,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { courses, lessons, materials } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import { authorize, can, courseAccessColumns, type Actor } from '../../policies/index.js';
import { excerpt, type Notice, type NotificationService } from '../notifications/index.js';
import {
  audienceCountsSql,
  audienceRowsSql,
  claimReminderSql,
  inState,
  reminderStateSql,
  type AudienceCountsRow,
  type AudienceItem,
  type AudienceRow,
  type ReminderRow,
} from './audience-sql.js';

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

const presentReminder = (row: ReminderRow | undefined): ReminderState => ({
  last_sent_at: iso(row?.sent_at),
  next_allowed_at: iso(row?.next_allowed_at),
});

/** What the reminder says, and where it leads. */
function reminderNotice(item: AudienceItem, audience: ReminderAudience): Notice {
  if (item.type === 'material') {
    return {
      type: 'reminder_material',
      params: { material: excerpt(item.title, 80), lesson: excerpt(item.lessonTitle, 80), course_id: item.courseId },
      link: `/lesson/${item.lessonId}/material/${item.id}`,
    };
  }
  return {
    type: audience === 'not_opened' ? 'reminder_lesson_not_opened' : 'reminder_lesson_not_completed',
    params: { lesson: excerpt(item.title, 80), course: excerpt(item.courseName, 80), course_id: item.courseId },
    link: `/lesson/${item.id}`,
  };
}

/**
 * Who has and who has not opened or completed a lesson or a material (decision 019), for
 * the course's teacher and admins: the class's counts and one numbered page, read in one
 * snapshot; and a reminder to those who have not, once a day per item, sent as one
 * INSERT … SELECT of notifications and pushed live through the notification events.
 */
export class AudienceService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly outbox: Outbox,
  ) {}

  async lessonAudience(actor: Actor, lessonId: number, query: AudienceQuery): Promise<AudienceResponse> {
    return this.audience(await this.lesson(actor, lessonId), query);
  }

  async materialAudience(actor: Actor, materialId: number, query: AudienceQuery): Promise<AudienceResponse> {
    return this.audience(await this.material(actor, materialId), query);
  }

  async remindLesson(actor: Actor, lessonId: number, audience: ReminderAudience): Promise<RemindResponse> {
    return this.remind(actor, await this.lesson(actor, lessonId), audience);
  }

  async remindMaterial(actor: Actor, materialId: number): Promise<RemindResponse> {
    return this.remind(actor, await this.material(actor, materialId), 'not_opened');
  }

  private async audience(item: AudienceItem, query: AudienceQuery): Promise<AudienceResponse> {
    const { counts, rows, reminder } = await this.db.transaction(
      async (tx) => ({
        counts: (await tx.execute<AudienceCountsRow>(audienceCountsSql(item, query))).rows[0],
        rows: (await tx.execute<AudienceRow>(audienceRowsSql(item, query))).rows,
        reminder: await this.reminderState(tx, item),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const students = counts?.students ?? 0;
    const opened = counts?.opened ?? 0;
    const completed = counts?.completed ?? 0;
    return {
      item: { type: item.type, id: item.id, title: item.title, lesson_id: item.lessonId, course_id: item.courseId },
      counts: { students, opened, not_opened: students - opened, completed, not_completed: students - completed },
      students: rows.map((row) => ({
        student_id: Number(row.id),
        name: row.name,
        opened_at: iso(row.opened_at),
        progress_percentage: Number(row.progress),
        completed_at: iso(row.completed_at),
      })),
      total: counts?.total ?? 0,
      page: query.page,
      limit: query.limit,
      reminder,
    };
  }

  private async remind(actor: Actor, item: AudienceItem, audience: ReminderAudience): Promise<RemindResponse> {
    const { batch, reminder } = await this.outbox.transaction(async (tx, record) => {
      const { rows: claimed } = await tx.execute(claimReminderSql(item, actor.id));
      if (!claimed.length) {
        const reminder = await this.reminderState(tx, item);
        const wait = reminder.next_allowed_at
          ? Math.ceil((Date.parse(reminder.next_allowed_at) - Date.now()) / 1000)
          : 1;
        throw new AppError(429, 'RATE_LIMITED', M.alreadyReminded, Math.max(wait, 1));
      }
      const batch = await this.notifications.insert(
        tx,
        { kind: 'matching', where: inState(item, audience) },
        reminderNotice(item, audience),
      );
      // Nobody left: the claim is rolled back with the transaction, so the day's reminder stays available.
      if (!batch.recipients.length) throw conflict(M.nobodyToRemind);
      await this.notifications.recordSent(record, batch);
      return { batch, reminder: await this.reminderState(tx, item) };
    });
    return { sent_count: batch.recipients.length, reminder };
  }

  private async reminderState(tx: DbOrTx, item: AudienceItem): Promise<ReminderState> {
    return presentReminder((await tx.execute<ReminderRow>(reminderStateSql(item))).rows[0]);
  }

  private async lesson(actor: Actor, lessonId: number): Promise<AudienceItem> {
    const [row] = await this.db
      .select({
        id: lessons.id,
        title: lessons.title,
        courseId: lessons.courseId,
        courseName: courses.name,
        ...courseAccessColumns(actor),
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId));
    if (!row || !can(actor, 'course.read', row)) throw notFound(M.lessonInvalid);
    authorize(actor, 'progress.report', row);
    return {
      type: 'lesson',
      id: row.id,
      title: row.title,
      lessonId: row.id,
      courseId: row.courseId,
      courseName: row.courseName,
    };
  }

  /** A ready material (a pending one is nobody's to open yet: 404). */
  private async material(actor: Actor, materialId: number): Promise<AudienceItem> {
    const [row] = await this.db
      .select({
        id: materials.id,
        title: materials.title,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        courseId: lessons.courseId,
        ...courseAccessColumns(actor),
      })
      .from(materials)
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(sql`${materials.id} = ${materialId} and ${materials.status} = 'ready'`);
    if (!row || !can(actor, 'course.read', row)) throw notFound(M.materialInvalid);
    authorize(actor, 'progress.report', row);
    return {
      type: 'material',
      id: row.id,
      title: row.title,
      lessonId: row.lessonId,
      lessonTitle: row.lessonTitle,
      courseId: row.courseId,
    };
  }
}
