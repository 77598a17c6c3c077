import { EventEmitter } from 'node:events';
import type { NotificationParams } from '@netclass/shared';
import type {
  chatMessages,
  classAnnouncements,
  comments,
  lessonProgress,
  lessons,
  materials,
} from '../db/schema/index.js';

/**
 * What services announce after their transaction has committed. realtime/ maps each to
 * rooms and presenters; nothing here knows about sockets. In process only: what must survive
 * a crash goes through the outbox first (infra/outbox.ts), whose delivery then announces here.
 */
export interface DomainEventMap {
  /** Sessions ended (logout, password change or reset, deactivation, deletion). */
  sessionsRevoked: { sessionIds: string[] };
  /** A material became visible to students: ready and published in a published lesson and course (after its outbox delivery). */
  materialCreated: { material: typeof materials.$inferSelect; courseId: number };
  /** A lesson became visible to students (after its outbox delivery); its draft materials were published with it. */
  lessonPublished: { lesson: typeof lessons.$inferSelect };
  /** A ready material was deleted. */
  materialDeleted: { id: number; lessonId: number; courseId: number };
  /**
   * A course, lesson or material was edited, moved or reordered (docs/decisions/020): those
   * who see it refetch. `lessonId`: the lesson changed, or whose materials did; null for the course itself.
   */
  contentChanged: { lessonId: number | null; audience: CourseItemAudience };
  /** A term, or a published course of it, was edited. */
  categoryChanged: { categoryId: number };
  /** Class announcements: published, edited (text or attachment), deleted (after their outbox delivery). */
  announcementCreated: { announcement: AnnouncementWithCourse; memberIds: number[] };
  announcementUpdated: { announcement: AnnouncementWithCourse; memberIds: number[] };
  announcementDeleted: { id: number };
  /** The same notification (type and parameters) for each recipient (one INSERT … SELECT); ids differ per user. */
  notificationsCreated: {
    recipients: NotificationRecipient[];
    type: string;
    params: NotificationParams;
    createdAt: Date;
  };
  /** `all`: every notification of the user up to `id` turned read (mark all as read). */
  notificationRead: { id: number; userId: number; all?: true };
  notificationDeleted: { id: number; userId: number; wasUnread: boolean };
  /** A comment or reply (after its outbox delivery, as are deletions). */
  commentCreated: { comment: typeof comments.$inferSelect; audience: CourseItemAudience };
  /** `removedIds`: comments gone from the thread; `keptAsDeleted`: `id` stays as a placeholder. */
  commentDeleted: {
    id: number;
    lessonId: number;
    audience: CourseItemAudience;
    removedIds: number[];
    keptAsDeleted: boolean;
  };
  /** A chat message, in the class chat or another room (docs/decisions/025). */
  chatMessageCreated: { message: typeof chatMessages.$inferSelect; room: ChatRoomPlace };
  chatMessageDeleted: { id: number; room: ChatRoomPlace };
  /** A student's first private question to a course: its teachers (`userIds`) have a new room. */
  chatRoomOpened: { roomId: number; userIds: number[] };
  /** A student completed a ready material for the first time (after its outbox delivery); `progress`: the lesson row it changed. */
  materialCompleted: {
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
  /** Someone left a course's members: they hear no more of it where they may not see it (`membersOnly`), nor of its report. */
  memberRemoved: { courseId: number; userId: number; membersOnly: boolean };
  /** A course became members only: those in its room who are not members (`memberIds`) or admins leave it. */
  courseClosed: { courseId: number; memberIds: number[] };
}

/** Which chat room: the class chat has no course; a course's room no student. */
export interface ChatRoomPlace {
  id: number;
  courseId: number | null;
  studentId: number | null;
}

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
