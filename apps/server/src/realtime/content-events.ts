import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '@netclass/shared';
import type { DomainEvents } from '../infra/domain-events.js';
import type { MaterialService } from '../modules/materials/service.js';
import { courseItemRooms } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * Materials and lessons as students see them appear (published), change or go, to the course room (changes to drafts:
 * to their managers); term edits to everyone.
 */
export function relayContentEvents(
  io: RealtimeServer,
  services: { events: DomainEvents; materials: MaterialService },
  log: FastifyBaseLogger,
): void {
  services.events.on('materialCreated', ({ material, courseId }) => {
    services.materials
      .present(material)
      .then((presented) => io.to(rooms.course(courseId)).emit('materialCreated', presented))
      .catch((err: unknown) => log.error({ err }, 'materialCreated could not be sent'));
  });
  services.events.on('lessonRevealed', ({ lesson }) => {
    io.to(rooms.course(lesson.courseId)).emit('lessonPublished', { id: lesson.id, course_id: lesson.courseId });
  });
  services.events.on('materialDeleted', ({ id, lessonId, courseId }) => {
    io.to(rooms.course(courseId)).emit('materialDeleted', { id, lesson_id: lessonId });
  });
  // Ids only: each receiver refetches what it may see.
  services.events.on('contentChanged', ({ lessonId, audience }) => {
    io.to(courseItemRooms(audience)).emit('contentChanged', { course_id: audience.courseId, lesson_id: lessonId });
  });
  services.events.on('categoryChanged', ({ categoryId }) => {
    io.emit('categoryChanged', { id: categoryId });
  });
}
