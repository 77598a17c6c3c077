import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '@netclass/shared';
import type { Services } from '../services.js';
import type { RealtimeServer } from './types.js';

/** Materials: created (upload finished) and deleted, to the course room, through the presenter. */
export function relayContentEvents(io: RealtimeServer, services: Services, log: FastifyBaseLogger): void {
  services.events.on('materialCreated', ({ material, courseId }) => {
    services.materials
      .present(material)
      .then((presented) => io.to(rooms.course(courseId)).emit('materialCreated', presented))
      .catch((err: unknown) => log.error({ err }, 'materialCreated could not be sent'));
  });
  services.events.on('materialDeleted', ({ id, lessonId, courseId }) => {
    io.to(rooms.course(courseId)).emit('materialDeleted', { id, lesson_id: lessonId });
  });
}
