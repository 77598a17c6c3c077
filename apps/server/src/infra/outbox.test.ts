import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { renderNotification, type NotificationParams } from '@netclass/shared';
import type { TestApp } from '../../test/app.js';
import { sharedDatabaseApps } from '../../test/shared-database-apps.js';
import { SAMPLE_BYTES } from '../../test/files.js';
import { chatMessages, classAnnouncements, comments, userNotifications } from '../db/schema/index.js';
import type { DomainEventName } from './domain-events.js';

/**
 * The outbox's live events (decisions 015 and 044): comments, replies and their notification, comment
 * deletions, completions, class announcements (new, edited, deleted), announcements to
 * everyone, chat messages (sent, deleted), a notification deleted, edits of a term and a
 * course, a material deleted (its lesson's progress recomputed). Each is delivered once when
 * its change answers, once after a crash that left it undelivered, and a second delivery of it does nothing.
 */
const shared = sharedDatabaseApps();
afterEach(() => shared.closeAll());

const PUSHED: DomainEventName[] = [
  'commentCreated',
  'commentRemoved',
  'completionRecorded',
  'announcementPosted',
  'announcementEdited',
  'announcementRemoved',
  'notificationsCreated',
  'chatMessageCreated',
  'chatMessageDeleted',
  'notificationDeleted',
  'categoryChanged',
  'contentChanged',
  'materialDeleted',
  'lessonProgressRecomputed',
];

/** The in-process events an app announces after its deliveries commit (realtime/ pushes each), counted from its start. */
function follow(app: FastifyInstance) {
  const heard: { name: DomainEventName; payload: unknown }[] = [];
  for (const name of PUSHED) app.services.events.on(name, (payload) => heard.push({ name, payload }));
  return {
    counts: () => Object.fromEntries(PUSHED.map((name) => [name, heard.filter((event) => event.name === name).length])),
    payloads: (name: DomainEventName) => heard.filter((event) => event.name === name).map((event) => event.payload),
  };
}

let follower: ReturnType<typeof follow> | undefined;
const startApp = (): Promise<TestApp> => shared.start({ beforeReady: (built) => (follower = follow(built)) });

const { query } = shared;
const undelivered = async () =>
  (await query<{ n: number }>('select count(*)::int as n from outbox_events where delivered_at is null'))[0]!.n;
/** How many notifications each text made (as the API's Vietnamese `content` reads it). */
const notificationsSent = async () =>
  Object.fromEntries(
    (
      await query<{ type: string; params: NotificationParams; n: number }>(
        'select type, params, count(*)::int as n from user_notifications group by type, params',
      )
    ).map((row) => [renderNotification(row.type, row.params, 'vi'), row.n]),
  );

/**
 * A teacher and two students, a published lesson with one material, a comment, an
 * announcement, a chat message, a notification and a second material to delete.
 */
async function classroom(h: TestApp) {
  const teacher = { ...(await h.createUser({ role: 'teacher', name: 'Cô Lan' })), name: 'Cô Lan' };
  const author = { ...(await h.createUser({ name: 'An' })), name: 'An' };
  const replier = { ...(await h.createUser({ name: 'Bình' })), name: 'Bình' };
  const admin = await h.createUser({ role: 'admin' });
  const category = await h.createCategory();
  const course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
  const lesson = await h.createLesson({ courseId: course.id, title: 'Định tuyến' });
  const material = await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'bài.pdf' });
  const otherMaterial = await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'cũ.pdf' });
  const [chatRoom] = await query<{ id: number }>('select id from chat_rooms where course_id is null');
  const [oldMessage] = await h.db
    .insert(chatMessages)
    .values({ roomId: chatRoom!.id, senderId: author.id, senderName: author.name, content: 'cũ' })
    .returning();
  const [oldNotification] = await h.db
    .insert(userNotifications)
    .values({ userId: author.id, type: 'broadcast', params: { text: 'cũ' } })
    .returning();
  const [oldComment] = await h.db
    .insert(comments)
    .values({ lessonId: lesson.id, userId: author.id, userName: author.name, content: 'cũ' })
    .returning();
  const [oldAnnouncement] = await h.db
    .insert(classAnnouncements)
    .values({ content: 'cũ', publisherId: teacher.id, publisherName: teacher.name })
    .returning();
  return {
    teacher,
    author,
    replier,
    admin,
    categoryId: category.id,
    courseId: course.id,
    lessonId: lesson.id,
    materialId: material.id,
    otherMaterialId: otherMaterial.id,
    oldCommentId: oldComment!.id,
    oldAnnouncementId: oldAnnouncement!.id,
    oldMessageId: oldMessage!.id,
    oldNotificationId: oldNotification!.id,
  };
}

/** Every kind of live event, once each, through the services (as the routes call them). */
async function changeEverything(h: TestApp, c: Awaited<ReturnType<typeof classroom>>) {
  const {
    comments: commentService,
    progress,
    announcements,
    notifications,
    chat,
    categories,
    courses,
  } = h.app.services;
  const question = await commentService.create(c.author, {
    lesson_id: c.lessonId,
    parent_id: null,
    content: 'Vì sao?',
  });
  await commentService.create(c.replier, { lesson_id: c.lessonId, parent_id: question.id, content: 'Vì thế.' });
  await commentService.delete(c.author, c.oldCommentId);
  await progress.completeMaterial(c.author, c.author.id, c.materialId);
  const announcement = await announcements.create(c.teacher, { content: 'Nghỉ học thứ Sáu' });
  await announcements.update(c.teacher, announcement.id, { content: 'Nghỉ học thứ Sáu và thứ Bảy' });
  await announcements.delete(c.teacher, c.oldAnnouncementId);
  await notifications.broadcast(c.teacher, { content: 'Thi giữa kỳ tuần sau' });
  await chat.send(c.author, 'class', { content: 'Chào cả lớp' });
  await chat.delete(c.author, c.oldMessageId);
  await notifications.delete(c.author, c.oldNotificationId);
  await categories.update(c.admin, c.categoryId, { name: 'Học kỳ 2' });
  await courses.update(c.teacher, c.courseId, { name: 'Mạng máy tính 2' });
  await h.app.services.materials.delete(c.teacher, c.otherMaterialId);
}

const ONCE_EACH = {
  commentCreated: 2,
  commentRemoved: 1,
  completionRecorded: 1,
  announcementPosted: 1,
  announcementEdited: 1,
  announcementRemoved: 1,
  // The reply's, the announcement's and the broadcast's.
  notificationsCreated: 3,
  chatMessageCreated: 1,
  chatMessageDeleted: 1,
  notificationDeleted: 1,
  // The term's edit, and the edit of its published course.
  categoryChanged: 2,
  contentChanged: 1,
  materialDeleted: 1,
  // The deleted material's lesson.
  lessonProgressRecomputed: 1,
};
/**
 * Of four users: the reply notifies the question's author, the announcement the three others,
 * the broadcast everyone. The announcement's notification quotes it as its delivery finds it.
 */
const notificationsQuoting = (announcement: string) => ({
  'Bình đã trả lời bình luận của bạn trong bài "Định tuyến": Vì thế.': 1,
  [`Cô Lan đã đăng thông báo mới: ${announcement}`]: 3,
  'Thi giữa kỳ tuần sau': 4,
});

/** Delivers every event again, one by one and by the sweep, as a retried or racing delivery would. */
async function deliverAgain(h: TestApp) {
  for (const { id } of await query<{ id: string }>('select id from outbox_events'))
    await h.app.services.outbox.deliver(Number(id));
  await h.app.services.outbox.deliverPending();
}

describe('live outbox events', { timeout: 60_000 }, () => {
  test('are delivered once by the time their change answers; a second delivery tells nobody again', async () => {
    const h = await startApp();
    const c = await classroom(h);
    await changeEverything(h, c);
    expect(follower!.counts()).toEqual(ONCE_EACH);
    const NOTIFICATIONS = notificationsQuoting('Nghỉ học thứ Sáu');
    expect(await notificationsSent()).toEqual(NOTIFICATIONS);
    expect(await undelivered()).toBe(0);
    const [completed] = follower!.payloads('completionRecorded') as {
      progress: { created: boolean; row: { progressPercentage: number } } | null;
    }[];
    expect(completed?.progress).toMatchObject({ created: true, row: { progressPercentage: 50 } });

    await deliverAgain(h);
    expect(follower!.counts()).toEqual(ONCE_EACH);
    expect(await notificationsSent()).toEqual(NOTIFICATIONS);
  });

  test('committed while they could not be delivered (the app gone after the commit), they go out once at the next start', async () => {
    const first = await startApp();
    const c = await classroom(first);
    await first.app.close();
    // The closed app's own services: each change and its event commit, no delivery follows.
    await changeEverything(first, c);
    expect(await undelivered()).toBe(15);
    expect(await notificationsSent()).toEqual({});

    const second = await startApp();
    expect(follower!.counts()).toEqual(ONCE_EACH);
    // Delivered after its edit, the new announcement's notification quotes the edited text.
    const NOTIFICATIONS = notificationsQuoting('Nghỉ học thứ Sáu và thứ Bảy');
    expect(await notificationsSent()).toEqual(NOTIFICATIONS);
    expect(await undelivered()).toBe(0);

    await deliverAgain(second);
    expect(follower!.counts()).toEqual(ONCE_EACH);
    expect(await notificationsSent()).toEqual(NOTIFICATIONS);
  });

  test('an event whose subject is gone by its delivery tells nothing: its deletion does', async () => {
    const first = await startApp();
    const c = await classroom(first);
    await first.app.close();
    const { announcements } = first.app.services;
    const announcement = await announcements.create(c.teacher, { content: 'Nhầm' });
    await announcements.delete(c.teacher, announcement.id);

    await startApp();
    expect(follower!.counts()).toMatchObject({
      announcementPosted: 0,
      announcementRemoved: 1,
      notificationsCreated: 0,
    });
    // The classroom's own, made before.
    expect(await notificationsSent()).toEqual({ cũ: 1 });
    expect(await undelivered()).toBe(0);
  });

  test("one another instance left undelivered (it crashed after its commit) is delivered by the worker's minutely sweep", async () => {
    const h = await startApp();
    await h.createUser();
    expect(
      (await query<{ identifier: string }>('select identifier from graphile_worker._private_known_crontabs')).map(
        (row) => row.identifier,
      ),
    ).toContain('deliverPendingEvents');
    await query(
      `insert into outbox_events (name, payload) values ('broadcastSent', '{"content": "Từ một máy đã dừng"}')`,
    );
    // The minute comes: the sweep's job runs now rather than at the next tick.
    await query(`select graphile_worker.add_job('deliverPendingEvents', '{}'::json)`);
    await expect.poll(() => undelivered(), { timeout: 15_000 }).toBe(0);
    expect(await notificationsSent()).toEqual({ 'Từ một máy đã dừng': 1 });
    expect(follower!.counts()).toMatchObject({ notificationsCreated: 1 });
  });
});
