import { EventEmitter } from 'node:events';
import type { NotificationParams } from '@netclass/shared';
import type { ChatRoomPlace, Outbox, OutboxEventMap, OutboxEventName } from './outbox.js';
import type {
  chatMessages,
  classAnnouncements,
  comments,
  lessonProgress,
  lessons,
  materials,
} from '../db/schema/index.js';

export type { ChatRoomPlace };

/**
 * The live fan-out (docs/decisions/044): what realtime/ pushes to sockets, which maps each
 * to rooms and presenters; nothing here knows about sockets. In process only, and fed only by
 * the deliveries of outbox events (infra/outbox.ts: every change records its events in its own
 * transaction), after their commit.
 * A name here never names an outbox event with another payload: an event relayed as recorded
 * (`RELAYED`) shares its very type, the others have names of their own (checked below).
 */
export interface DomainEventMap extends Pick<OutboxEventMap, RelayedEventName> {
  /** A material became visible to students: ready and published in a published lesson and course. */
  materialCreated: { material: typeof materials.$inferSelect; courseId: number };
  /** A lesson became visible to students; its draft materials were published with it. */
  lessonRevealed: { lesson: typeof lessons.$inferSelect };
  /** A ready material was deleted (told with its lesson's progress recomputed: modules/progress/deliveries.ts). */
  materialDeleted: OutboxEventMap['materialDeleted'];
  /**
   * A course, lesson or material was edited, moved or reordered (docs/decisions/020): those
   * who see it refetch. `lessonId`: the lesson changed, or whose materials did; null for the course itself.
   */
  contentChanged: { lessonId: number | null; audience: CourseItemAudience };
  /** Class announcements: published, edited (text or attachment), deleted. */
  announcementPosted: { announcement: AnnouncementWithCourse; memberIds: number[] };
  announcementEdited: { announcement: AnnouncementWithCourse; memberIds: number[] };
  announcementRemoved: { id: number };
  /** The same notification (type and parameters) for each recipient (one INSERT … SELECT); ids differ per user. */
  notificationsCreated: {
    recipients: NotificationRecipient[];
    type: string;
    params: NotificationParams;
    createdAt: Date;
  };
  /** A comment or reply. */
  commentCreated: { comment: typeof comments.$inferSelect; audience: CourseItemAudience };
  /** `removedIds`: comments gone from the thread; `keptAsDeleted`: `id` stays as a placeholder. */
  commentRemoved: {
    id: number;
    lessonId: number;
    audience: CourseItemAudience;
    removedIds: number[];
    keptAsDeleted: boolean;
  };
  /** A chat message, in the class chat or another room (docs/decisions/025). */
  chatMessageCreated: { message: typeof chatMessages.$inferSelect; room: ChatRoomPlace };
  /** A student completed a ready material for the first time; `progress`: the lesson row it changed. */
  completionRecorded: {
    studentId: number;
    materialId: number;
    lessonId: number;
    courseId: number;
    progress: LessonProgressChange | null;
  };
  /**
   * A lesson's progress was recomputed: for every student after a material was added or
   * deleted (`studentId` null), or for one (the old client's update). `changes`: rows whose value changed.
   */
  lessonProgressRecomputed: {
    lessonId: number;
    courseId: number;
    studentId: number | null;
    changes: LessonProgressChange[];
  };
}

/** Outbox events whose delivery only tells realtime, as they were recorded (`relayRecorded`). */
export const RELAYED = [
  'sessionsRevoked',
  'categoryChanged',
  'notificationRead',
  'notificationDeleted',
  'chatMessageDeleted',
  'chatRoomOpened',
  'memberRemoved',
  'courseClosed',
] as const satisfies readonly OutboxEventName[];
export type RelayedEventName = (typeof RELAYED)[number];

/** The names an outbox event and a live message share with different payloads: none (the compiler checks). */
type Clashing = {
  [N in DomainEventName & OutboxEventName]: [DomainEventMap[N], OutboxEventMap[N]] extends [
    OutboxEventMap[N],
    DomainEventMap[N],
  ]
    ? never
    : N;
}[DomainEventName & OutboxEventName];
export const noClashingNames: [Clashing] extends [never] ? true : never = true;

/**
 * A class announcement with its course's name; `memberIds` of an event: the course's members,
 * who hear of it (everyone signed in hears of one for everyone).
 */
export type AnnouncementWithCourse = typeof classAnnouncements.$inferSelect & { courseName: string | null };

/** A lesson_progress row as a recompute left it; `created`: it did not exist before. */
export interface LessonProgressChange {
  row: typeof lessonProgress.$inferSelect;
  created: boolean;
}

/** A comment's lesson, or an edited item's: `public` when students see it (its course room hears), else its managers only. */
export interface CourseItemAudience {
  courseId: number;
  /** Its teacher members. */
  teacherIds: number[];
  public: boolean;
}

/** One row of a batch of notifications: whose it is and where it leads. */
export interface NotificationRecipient {
  id: number;
  userId: number;
  link: string | null;
}

export type DomainEventName = keyof DomainEventMap;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  publish<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): void {
    this.emitter.emit(name, payload);
  }

  on<E extends DomainEventName>(name: E, handler: (payload: DomainEventMap[E]) => void): void {
    this.emitter.on(name, handler);
  }
}

/** The deliveries of `RELAYED` events: each tells realtime its payload as recorded, after the delivery commits. */
export function relayRecorded(outbox: Outbox, { events }: { events: DomainEvents }): void {
  for (const name of RELAYED) {
    outbox.handle(name, async (_tx, payload) => () => events.publish(name, payload as never));
  }
}
