import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_NOTIFICATION_MUTES,
  NOTIFICATION_MESSAGES as M,
  type MutableNotificationType,
  type NotificationMute,
  type NotificationMuteInput,
  type NotificationMuteListResponse,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { courses, notificationMutes } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { authorize, courseAccessColumns, isVisible, type Actor } from '../../policies/index.js';

const muteColumns = {
  id: notificationMutes.id,
  type: notificationMutes.type,
  courseId: notificationMutes.courseId,
  courseName: courses.name,
  createdAt: notificationMutes.createdAt,
};

type MuteRow = { id: number; type: string; courseId: number | null; courseName: string | null; createdAt: Date };

const presentMute = (row: MuteRow): NotificationMute => ({
  id: row.id,
  type: row.type as MutableNotificationType,
  course_id: row.courseId,
  course_name: row.courseName,
  created_at: row.createdAt.toISOString(),
});

/**
 * A user's muted kinds of notification (docs/decisions/024), everywhere or for one course:
 * NotificationService.insert leaves those users out. Each user sees and changes only their own.
 */
export class NotificationMuteService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor): Promise<NotificationMuteListResponse> {
    const rows = await this.db
      .select(muteColumns)
      .from(notificationMutes)
      .leftJoin(courses, eq(courses.id, notificationMutes.courseId))
      .where(eq(notificationMutes.userId, actor.id))
      .orderBy(desc(notificationMutes.id))
      .limit(MAX_NOTIFICATION_MUTES);
    return { mutes: rows.map(presentMute) };
  }

  /** Mutes a type (for a course the actor can see, else 404); muting it again answers the same mute. */
  async create(actor: Actor, input: NotificationMuteInput): Promise<{ mute: NotificationMute; created: boolean }> {
    const courseId = input.course_id ?? null;
    return this.db.transaction(async (tx) => {
      let courseName: string | null = null;
      if (courseId !== null) {
        const [course] = await tx
          .select({ name: courses.name, publication: courses.publication, ...courseAccessColumns(actor) })
          .from(courses)
          .where(eq(courses.id, courseId));
        if (!course || !isVisible(actor, course, course.publication)) throw notFound(M.courseNotFound);
        courseName = course.name;
      }
      const [inserted] = await tx
        .insert(notificationMutes)
        .values({ userId: actor.id, type: input.type, courseId })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        // Counted after the insert, in its transaction: one past the cap is rolled back.
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(notificationMutes)
          .where(eq(notificationMutes.userId, actor.id));
        if ((count?.count ?? 0) > MAX_NOTIFICATION_MUTES) throw conflict(M.tooManyMutes);
        return { mute: presentMute({ ...inserted, courseName }), created: true };
      }
      const [existing] = await tx
        .select(muteColumns)
        .from(notificationMutes)
        .leftJoin(courses, eq(courses.id, notificationMutes.courseId))
        .where(
          and(
            eq(notificationMutes.userId, actor.id),
            eq(notificationMutes.type, input.type),
            courseId === null ? sql`${notificationMutes.courseId} is null` : eq(notificationMutes.courseId, courseId),
          ),
        );
      if (!existing) throw new Error('a conflicting mute was not found');
      return { mute: presentMute(existing), created: false };
    });
  }

  /** Unmutes: one's own mute only (another user's: 403). */
  async delete(actor: Actor, id: number): Promise<void> {
    const [row] = await this.db
      .select({ userId: notificationMutes.userId })
      .from(notificationMutes)
      .where(eq(notificationMutes.id, id));
    if (!row) throw notFound(M.muteNotFound);
    authorize(actor, 'notification.own', row);
    await this.db.delete(notificationMutes).where(eq(notificationMutes.id, id));
  }
}
