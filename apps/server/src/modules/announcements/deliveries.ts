import { eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classAnnouncements, courseMembers, courses } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';
import { excerpt, type Notice, type NotificationService, type Recipients } from '../notifications/index.js';

/** Where the notification of an announcement for everyone leads: the student dashboard, or the admin list. */
const ANNOUNCEMENT_LINKS = { student: '/dashboard', staff: '/admin-dashboard/announcements/list' };

/** An announcement as its events tell it, with its course's name and term (null for everyone). */
async function announcement(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ...getTableColumns(classAnnouncements), courseName: courses.name, categoryId: courses.categoryId })
    .from(classAnnouncements)
    .leftJoin(courses, eq(courses.id, classAnnouncements.courseId))
    .where(eq(classAnnouncements.id, id));
  if (!row) return undefined;
  const { categoryId, ...announcement } = row;
  return { announcement, categoryId };
}

/** The members of an announcement's course, who hear of it live; none for one to everyone (everyone hears). */
async function memberIds(tx: Tx, courseId: number | null): Promise<number[]> {
  if (courseId === null) return [];
  const rows = await tx
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(eq(courseMembers.courseId, courseId));
  return rows.map((row) => row.userId);
}

type Found = NonNullable<Awaited<ReturnType<typeof announcement>>>;

/** Who is told of a new announcement, and what: every other user, or the course's other members. */
function noticeOf({ announcement: row, categoryId }: Found): { recipients: Recipients; notice: Notice } {
  const publisher = row.publisherName ?? '';
  if (row.courseId === null || row.courseName === null || categoryId === null) {
    return {
      recipients: row.publisherId ? { kind: 'everyoneExcept', userId: row.publisherId } : { kind: 'everyone' },
      notice: { type: 'announcement', params: { publisher, excerpt: excerpt(row.content) }, link: ANNOUNCEMENT_LINKS },
    };
  }
  return {
    recipients: { kind: 'courseMembers', courseId: row.courseId, exceptUserId: row.publisherId },
    notice: {
      type: 'course_announcement',
      params: {
        publisher,
        excerpt: excerpt(row.content),
        course: excerpt(row.courseName, 80),
        course_id: row.courseId,
      },
      link: `/category/${categoryId}/courses?course=${row.courseId}`,
    },
  };
}

/**
 * What class announcements tell, once per event (infra/outbox.ts): a new one notifies every
 * other user, or its course's other members (inserted with the delivery), and is pushed to
 * everyone signed in or to the course's members, as the row stands then; an edit and a
 * deletion are pushed. One deleted before its delivery says nothing more than its deletion.
 */
export function deliverAnnouncements(
  outbox: Outbox,
  services: { notifications: NotificationService; events: DomainEvents },
): void {
  const { notifications, events } = services;

  outbox.handle('announcementCreated', async (tx, { announcementId }) => {
    const found = await announcement(tx, announcementId);
    if (!found) return undefined;
    const { recipients, notice } = noticeOf(found);
    const batch = await notifications.insert(tx, recipients, notice);
    const members = await memberIds(tx, found.announcement.courseId);
    return () => {
      events.publish('announcementPosted', { announcement: found.announcement, memberIds: members });
      notifications.announce(batch);
    };
  });

  outbox.handle('announcementUpdated', async (tx, { announcementId }) => {
    const found = await announcement(tx, announcementId);
    if (!found) return undefined;
    const members = await memberIds(tx, found.announcement.courseId);
    return () => events.publish('announcementEdited', { announcement: found.announcement, memberIds: members });
  });

  outbox.handle(
    'announcementDeleted',
    async (_tx, { announcementId }) =>
      () =>
        events.publish('announcementRemoved', { id: announcementId }),
  );
}
