import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { comments, courses, lessons, users } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';
import { excerpt, type NotificationBatch, type NotificationService } from '../notifications/index.js';
import { courseAccessColumns, courseItemAudience, courseTeachersSql, isVisible } from '../../policies/index.js';

const parents = alias(comments, 'parents');

/** Who hears of a lesson's comments now: its course room, or only its managers while students cannot see it. */
async function audienceOf(tx: Tx, lessonId: number) {
  const [lesson] = await tx
    .select({
      courseId: lessons.courseId,
      title: lessons.title,
      publication: lessons.publication,
      teacherIds: courseTeachersSql,
      coursePublication: courses.publication,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return (
    lesson && {
      title: lesson.title,
      audience: courseItemAudience(lesson.courseId, lesson.teacherIds, lesson.publication, lesson.coursePublication),
    }
  );
}

/**
 * Whether `userId` may read the lesson now: the author of a comment replied to may have left
 * a members-only course, or the lesson gone back to draft, since they wrote it.
 */
async function mayRead(tx: Tx, userId: number, lessonId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const [lesson] = await tx
    .select({ ...courseAccessColumns(user), coursePublication: courses.publication, publication: lessons.publication })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return lesson !== undefined && isVisible(user, lesson, lesson.coursePublication, lesson.publication);
}

/**
 * What comments tell, once per event (infra/outbox.ts): a reply notifies the parent's author
 * if they may still read the lesson (inserted with the delivery), then the lesson's audience hears of the comment; a deletion
 * is heard by the same audience. A comment gone before its delivery says nothing: its
 * deletion does.
 */
export function deliverComments(
  outbox: Outbox,
  services: { notifications: NotificationService; events: DomainEvents },
): void {
  const { notifications, events } = services;

  outbox.handle('commented', async (tx, { commentId }) => {
    const [found] = await tx
      .select({ comment: comments, parentAuthorId: parents.userId })
      .from(comments)
      .leftJoin(parents, eq(parents.id, comments.parentId))
      .where(eq(comments.id, commentId));
    const lesson = found && !found.comment.deletedAt ? await audienceOf(tx, found.comment.lessonId) : undefined;
    if (!found || !lesson) return undefined;
    const { comment, parentAuthorId } = found;
    let batch: NotificationBatch | undefined;
    if (parentAuthorId && parentAuthorId !== comment.userId && (await mayRead(tx, parentAuthorId, comment.lessonId))) {
      const params = {
        author: comment.userName,
        lesson: excerpt(lesson.title, 80),
        excerpt: excerpt(comment.content),
        course_id: lesson.audience.courseId,
      };
      batch = await notifications.insert(
        tx,
        { kind: 'user', userId: parentAuthorId },
        { type: 'comment_reply', params, link: `/lesson/${comment.lessonId}` },
      );
    }
    return () => {
      events.publish('commentCreated', { comment, audience: lesson.audience });
      notifications.announce(batch);
    };
  });

  outbox.handle('commentDeleted', async (tx, { id, lessonId, removedIds, keptAsDeleted }) => {
    const lesson = await audienceOf(tx, lessonId);
    if (!lesson) return undefined;
    return () =>
      events.publish('commentRemoved', { id, lessonId, audience: lesson.audience, removedIds, keptAsDeleted });
  });
}
