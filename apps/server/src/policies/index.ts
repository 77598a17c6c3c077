import {
  isAdminRole,
  isStaffRole,
  isStudentRole,
  type CourseAccess,
  type CourseMemberRole,
  type Role,
} from '@netclass/shared';
import { forbidden } from '../lib/errors.js';

/** Who is acting: the signed-in user, as the auth plugin resolved them. */
export interface Actor {
  id: number;
  role: Role;
}

const isStaff = (actor: Actor) => isStaffRole(actor.role);
/** Students only (teachers and admins preview): the role rule the web's permissions hook shows too. */
const isStudent = (actor: Actor) => isStudentRole(actor.role);
/** Teachers manage students' accounts; admins manage everyone's. */
const managesAccountOf = (actor: Actor, target: { role: Role }) =>
  actor.role === 'admin' || (actor.role === 'teacher' && target.role === 'student');
/**
 * A course as the rules see it for one actor: who may enter it and the actor's membership,
 * loaded with the course row (modules/content/visibility.ts `courseAccessColumns`).
 */
export interface CourseForActor {
  access: CourseAccess;
  memberRole: CourseMemberRole | null;
}

/** Teachers manage only the courses they teach, leading or not (and their lessons and materials). */
const managesCourse = (actor: Actor, course: CourseForActor) =>
  actor.role === 'admin' || (actor.role === 'teacher' && course.memberRole === 'teacher');
/** An open course is there for everyone; a members-only one for its members (and admins). */
const entersCourse = (actor: Actor, course: CourseForActor) =>
  actor.role === 'admin' || course.access === 'open' || course.memberRole !== null;

/**
 * A chat room as the policy sees it (docs/decisions/025): the class chat has no course; a
 * course's room has no student; a private question has both. `memberRole`: the actor's
 * membership of that course (null when none). The same rule in SQL, for lists: `chatRoomReadableSql`.
 */
export interface ChatRoomAccess {
  courseId: number | null;
  studentId: number | null;
  memberRole: CourseMemberRole | null;
  /** Whether its course is published (the class chat: true): students never see a draft course (decision 015). */
  coursePublished: boolean;
}
/**
 * Everyone signed in is in the class chat; a course's teachers in its room and questions; its
 * student members, once it is published, in its room and their own question. Admins, all.
 */
const readsChatRoom = (actor: Actor, room: ChatRoomAccess) =>
  actor.role === 'admin' ||
  room.courseId === null ||
  room.memberRole === 'teacher' ||
  (room.memberRole === 'student' && room.coursePublished && (room.studentId === null || room.studentId === actor.id));
/** Who deletes anyone's messages in a room: staff in the class chat, the course's teachers in its rooms, admins everywhere. */
const moderatesChatRoom = (actor: Actor, room: ChatRoomAccess) =>
  room.courseId === null
    ? isStaff(actor)
    : actor.role === 'admin' || (actor.role === 'teacher' && room.memberRole === 'teacher');

/**
 * The one authorization module: the role table of docs/product/screens-and-roles.md#roles as typed rules. Every service
 * asks here; later features add rules, never a second mechanism.
 */
export const rules = {
  'content.read': (_actor: Actor) => true,
  'category.manage': (actor: Actor) => isStaff(actor),
  /** Teachers create courses taught by themselves; admins for any teacher. */
  'course.create': (actor: Actor, course: { teacherId: number }) =>
    actor.role === 'admin' || (actor.role === 'teacher' && course.teacherId === actor.id),
  /** A course and its published content (lists, details, files, search, comments, sockets): open, or members only (docs/decisions/023). */
  'course.read': (actor: Actor, course: CourseForActor) => entersCourse(actor, course),
  'course.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Who belongs to a course and whether it is open: its members, access, class code and roster import (docs/decisions/023). */
  'course.members': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Drafts and scheduled content of a course (decision 015): those who manage it; everyone else sees published content only. */
  'content.readDrafts': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** A course's assignments: create, edit, delete, publish, extensions and the hand-ins of every student (docs/decisions/026). */
  'assignment.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** A course's question bank: categories, questions, import and export (docs/decisions/028); students never read it. */
  'questionBank.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** A course's quizzes: create, edit, delete, publish, students' extra time and attempts, results and regrades (docs/decisions/030). */
  'quiz.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Attempt a quiz: students only (teachers and admins preview), of a quiz they may see. */
  'quiz.attempt': (actor: Actor) => isStudent(actor),
  /** An attempt: its student, and those who manage its course. */
  'quizAttempt.read': (actor: Actor, target: { studentId: number; course: CourseForActor }) =>
    (actor.role === 'student' && actor.id === target.studentId) || managesCourse(actor, target.course),
  /** Hand in: students only (teachers and admins preview), to an assignment they may see (modules/content/visibility.ts). */
  'handIn.submit': (actor: Actor) => isStudent(actor),
  /** A student's hand-ins of an assignment: the student, and those who manage its course. */
  'handIn.read': (actor: Actor, target: { studentId: number; course: CourseForActor }) =>
    (actor.role === 'student' && actor.id === target.studentId) || managesCourse(actor, target.course),
  /** A to-do list of assignments to hand in (docs/decisions/026, "Deadlines"): students. */
  'deadline.toDo': (actor: Actor) => isStudent(actor),
  /** A to-grade list of the assignments of the courses one manages: teachers and admins. */
  'deadline.toGrade': (actor: Actor) => isStaff(actor),
  /** A course's gradebook: its table, categories, overrides and exports (docs/decisions/026, "Gradebook"): its teachers and admins. */
  'gradebook.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** "My grades": a student's own released grades (teachers and admins have none). */
  'grades.readOwn': (actor: Actor) => isStudent(actor),
  'user.list': (actor: Actor) => isStaff(actor),
  'user.create': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.update': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.resetPassword': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.delete': (actor: Actor) => isAdminRole(actor.role),
  'announcement.create': (actor: Actor) => isStaff(actor),
  'announcement.manage': (actor: Actor, announcement: { publisherId: number | null }) =>
    actor.role === 'admin' || (actor.role === 'teacher' && announcement.publisherId === actor.id),
  'notification.broadcast': (actor: Actor) => isStaff(actor),
  'notification.own': (actor: Actor, owner: { userId: number }) => actor.id === owner.userId,
  /** Only the student records their own progress (in a course they may enter: the material is not there for them otherwise). */
  'progress.record': (actor: Actor, owner: { studentId: number }) =>
    actor.role === 'student' && actor.id === owner.studentId,
  /** A student's progress in one course: their own, and that course's teachers and admins. */
  'progress.read': (actor: Actor, owner: { studentId: number }, course: CourseForActor) =>
    actor.id === owner.studentId || managesCourse(actor, course),
  /**
   * A student's progress across courses: their own; admins'; a teacher's of a student who is in
   * (a member of, or with progress in) a course they teach, who then reads those courses only.
   */
  'progress.readStudent': (actor: Actor, owner: { studentId: number; taughtByActor: boolean }) =>
    actor.role === 'admin' || actor.id === owner.studentId || (actor.role === 'teacher' && owner.taughtByActor),
  /** A course's progress report (its class: docs/decisions/023): its teachers and admins. */
  'progress.report': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Practice mode: everyone signed in (students; staff trying it is harmless); the service reads only the actor's own items. */
  'practice.use': (_actor: Actor) => true,
  'reminder.own': (actor: Actor, owner: { studentId: number }) => actor.id === owner.studentId,
  'comment.delete': (actor: Actor, comment: { userId: number | null }) => isStaff(actor) || actor.id === comment.userId,
  /** Read and write a chat room: its history, messages and read marker. */
  'chat.read': (actor: Actor, room: ChatRoomAccess) => readsChatRoom(actor, room),
  /** Ask a course's teachers a private question: a student member of it. */
  'chat.ask': (actor: Actor, course: { memberRole: CourseMemberRole | null; coursePublished: boolean }) =>
    actor.role === 'student' && course.memberRole === 'student' && course.coursePublished,
  /** Delete a chat message of a room one may read: one's own; moderators any. */
  'message.delete': (actor: Actor, message: { senderId: number | null }, room: ChatRoomAccess) =>
    readsChatRoom(actor, room) && (actor.id === message.senderId || moderatesChatRoom(actor, room)),
  'room.user': (actor: Actor, room: { userId: number }) => actor.id === room.userId,
} as const;

export type Action = keyof typeof rules;
type RuleArgs<A extends Action> = (typeof rules)[A] extends (actor: Actor, ...rest: infer R) => boolean ? R : never;

/** Whether `actor` may do `action`; no actor (anonymous) may do nothing. */
export function can<A extends Action>(actor: Actor | undefined, action: A, ...args: RuleArgs<A>): boolean {
  if (!actor) return false;
  const rule = rules[action] as unknown as (actor: Actor, ...rest: RuleArgs<A>) => boolean;
  return rule(actor, ...args);
}

/** Throws 403 unless `actor` may do `action`. */
export function authorize<A extends Action>(actor: Actor | undefined, action: A, ...args: RuleArgs<A>): void {
  if (!can(actor, action, ...args)) throw forbidden();
}
