import { eq, sql } from 'drizzle-orm';
import { formatVietnamTime } from '@netclass/shared';
import { assignments, categories, courses, lessons, materials, quizzes, users } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';
import { excerpt, type NotificationService, type Recipients } from '../notifications/index.js';
import { recomputeLesson } from '../progress/index.js';
import { studentEntersSql } from '../../policies/index.js';

const published = (...states: string[]) => states.every((state) => state === 'published');

/** The students who may see course `courseId` (all, or its members: docs/decisions/023). */
const readersOf = (courseId: number): Recipients => ({
  kind: 'matching',
  where: sql`${users.role} = 'student' and ${studentEntersSql(courseId, sql`${users.id}`)}`,
});

/**
 * What publication tells students, once per event (infra/outbox.ts): every student who may see
 * the course (docs/product/rules.md#notifications; a members-only course's members) gets a notification
 * when content becomes visible to them, inserted with the delivery, as is the lesson's progress, which
 * follows the new material (modules/progress/deliveries.ts); the course room hears of both after the
 * commit. Content that is still hidden (a lesson of a draft course) says nothing: its course's publication does.
 */
export function deliverPublications(
  outbox: Outbox,
  services: { notifications: NotificationService; events: DomainEvents },
): void {
  const { notifications, events } = services;

  outbox.handle('coursePublished', async (tx, { courseId }) => {
    const [course] = await tx
      .select({
        name: courses.name,
        publication: courses.publication,
        categoryName: categories.name,
        categoryId: courses.categoryId,
      })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(courses.id, courseId));
    if (!course || !published(course.publication)) return undefined;
    const params = {
      course: excerpt(course.name, 80),
      category: excerpt(course.categoryName, 80),
      course_id: courseId,
    };
    const batch = await notifications.insert(tx, readersOf(courseId), {
      type: 'course_published',
      params,
      link: `/category/${course.categoryId}/courses?course=${courseId}`,
    });
    return () => notifications.announce(batch);
  });

  outbox.handle('lessonPublished', async (tx, { lessonId }) => {
    const [lesson] = await tx
      .select({ lesson: lessons, courseName: courses.name, coursePublication: courses.publication })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId));
    if (!lesson || !published(lesson.coursePublication, lesson.lesson.publication)) return undefined;
    const params = {
      lesson: excerpt(lesson.lesson.title, 80),
      course: excerpt(lesson.courseName, 80),
      course_id: lesson.lesson.courseId,
    };
    const batch = await notifications.insert(tx, readersOf(lesson.lesson.courseId), {
      type: 'lesson_published',
      params,
      link: `/lesson/${lessonId}`,
    });
    const recomputed = await recomputeLesson(tx, events, lessonId, lesson.lesson.courseId);
    return () => {
      notifications.announce(batch);
      events.publish('lessonRevealed', { lesson: lesson.lesson });
      recomputed();
    };
  });

  outbox.handle('materialPublished', async (tx, { materialId }) => {
    const [found] = await tx
      .select({
        material: materials,
        lessonTitle: lessons.title,
        lessonPublication: lessons.publication,
        courseId: courses.id,
        courseName: courses.name,
        coursePublication: courses.publication,
      })
      .from(materials)
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(materials.id, materialId));
    if (
      !found ||
      found.material.status !== 'ready' ||
      !published(found.coursePublication, found.lessonPublication, found.material.publication)
    )
      return undefined;
    const params = {
      material: excerpt(found.material.title, 80),
      lesson: excerpt(found.lessonTitle, 80),
      course: excerpt(found.courseName, 80),
      course_id: found.courseId,
    };
    const batch = await notifications.insert(tx, readersOf(found.courseId), {
      type: 'material_published',
      params,
      link: `/lesson/${found.material.lessonId}`,
    });
    const recomputed = await recomputeLesson(tx, events, found.material.lessonId, found.courseId);
    return () => {
      notifications.announce(batch);
      events.publish('materialCreated', { material: found.material, courseId: found.courseId });
      recomputed();
    };
  });

  outbox.handle('assignmentPublished', async (tx, { assignmentId }) => {
    const [found] = await tx
      .select({ assignment: assignments, courseName: courses.name, coursePublication: courses.publication })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignments.id, assignmentId));
    if (!found || !published(found.coursePublication, found.assignment.publication)) return undefined;
    const { courseId, title, dueAt } = found.assignment;
    const params = {
      assignment: excerpt(title, 80),
      course: excerpt(found.courseName, 80),
      due: formatVietnamTime(dueAt),
      course_id: courseId,
    };
    const batch = await notifications.insert(tx, readersOf(courseId), {
      type: 'assignment_published',
      params,
      link: `/assignment/${assignmentId}`,
    });
    return () => notifications.announce(batch);
  });

  outbox.handle('quizPublished', async (tx, { quizId }) => {
    const [found] = await tx
      .select({ quiz: quizzes, courseName: courses.name, coursePublication: courses.publication })
      .from(quizzes)
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .where(eq(quizzes.id, quizId));
    if (!found || !published(found.coursePublication, found.quiz.publication)) return undefined;
    const { courseId, title } = found.quiz;
    const params = { quiz: excerpt(title, 80), course: excerpt(found.courseName, 80), course_id: courseId };
    const batch = await notifications.insert(tx, readersOf(courseId), {
      type: 'quiz_published',
      params,
      link: `/quiz/${quizId}`,
    });
    return () => notifications.announce(batch);
  });
}
