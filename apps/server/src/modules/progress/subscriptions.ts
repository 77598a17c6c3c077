import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../infra/domain-events.js';
import type { ProgressService } from './service.js';

/**
 * Progress follows the lesson's materials (after their commit): a material published (or a
 * lesson with its materials), or deleted, recomputes every student's row of that lesson. A failure is logged;
 * the next completion or sync in the lesson recomputes the student's row again.
 */
export function subscribeProgress(
  services: { events: DomainEvents; progress: ProgressService },
  log: FastifyBaseLogger,
): void {
  const recompute = (lessonId: number, courseId: number) => {
    services.progress
      .recomputeLesson(lessonId, courseId)
      .catch((err: unknown) => log.error({ err, lessonId }, 'lesson progress recompute failed'));
  };
  services.events.on('materialCreated', ({ material, courseId }) => recompute(material.lessonId, courseId));
  services.events.on('lessonPublished', ({ lesson }) => recompute(lesson.id, lesson.courseId));
  services.events.on('materialDeleted', ({ lessonId, courseId }) => recompute(lessonId, courseId));
}
