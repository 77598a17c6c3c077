import { rooms } from '@netclass/shared';
import type { LessonProgressChange } from '../infra/domain-events.js';
import { presentLessonProgress } from '../modules/progress/presenter.js';
import type { DomainEvents } from '../infra/domain-events.js';
import type { Presence } from './presence/presence.js';
import type { RealtimeServer } from './types.js';

/**
 * Progress goes to the student's own room only (docs/product/rules.md#realtime); the course's staff-only
 * report room gets a compact `courseProgressChanged` to refetch the report, never the data.
 * A whole-lesson recompute (many students) is sent only to those online right now.
 */
export function relayProgressEvents(io: RealtimeServer, services: { events: DomainEvents; presence: Presence }): void {
  const sendProgress = ({ row, created }: LessonProgressChange) => {
    io.to(rooms.user(row.studentId)).emit(
      created ? 'lessonProgressCreated' : 'lessonProgressUpdated',
      presentLessonProgress(row),
    );
  };

  services.events.on('completionRecorded', ({ studentId, materialId, lessonId, courseId, progress }) => {
    io.to(rooms.user(studentId)).emit('materialCompleted', { studentId, materialId, lessonId });
    if (progress) sendProgress(progress);
    io.to(rooms.courseReport(courseId)).emit('courseProgressChanged', { courseId, studentId });
  });

  services.events.on('lessonProgressRecomputed', ({ courseId, studentId, changes }) => {
    io.to(rooms.courseReport(courseId)).emit('courseProgressChanged', { courseId, studentId });
    if (!changes.length) return;
    changes.filter((change) => services.presence.isOnline(change.row.studentId)).forEach(sendProgress);
  });
}
