import {
  isAdminRole,
  isStaffRole,
  isStudentRole,
  isTeacherRole,
  type CourseMemberRole,
  type Role,
} from '@netclass/shared';
import { forbidden } from '../lib/errors.js';
import type { Actor } from './actor.js';
import { moderatesChatRoom, readsChatRoom, type ChatRoomAccess } from './chat-rooms.js';
import { entersCourse, managesCourse, type CourseForActor } from './course-access.js';
import { readsStudentProgress } from './student-progress.js';

const isStaff = (actor: Actor) => isStaffRole(actor.role);
/** Students only (teachers and admins preview): the role rule the web's permissions hook shows too. */
const isStudent = (actor: Actor) => isStudentRole(actor.role);
/** Teachers manage students' accounts; admins manage everyone's. */
const managesAccountOf = (actor: Actor, target: { role: Role }) =>
  isAdminRole(actor.role) || (isTeacherRole(actor.role) && isStudentRole(target.role));

/**
 * The one authorization module: the role table of docs/product/screens-and-roles.md#roles as typed rules. Every service
 * asks here; later features add rules, never a second mechanism.
 */
export const rules = {
  'content.read': (_actor: Actor) => true,
  'category.manage': (actor: Actor) => isStaff(actor),
  /** Teachers create courses taught by themselves; admins for any teacher. */
  'course.create': (actor: Actor, course: { teacherId: number }) =>
    isAdminRole(actor.role) || (isTeacherRole(actor.role) && course.teacherId === actor.id),
  /** A course and its published content (lists, details, files, search, comments, sockets): open, or members only (docs/decisions/023). */
  'course.read': (actor: Actor, course: CourseForActor) => entersCourse(actor, course),
  'course.manage': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Who belongs to a course and whether it is open: its members, access, class code and roster import (docs/decisions/023). */
  'course.members': (actor: Actor, course: CourseForActor) => managesCourse(actor, course),
  /** Join a course by its class code: students only (docs/decisions/023). */
  'course.join': (actor: Actor) => isStudent(actor),
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
    (isStudent(actor) && actor.id === target.studentId) || managesCourse(actor, target.course),
  /** Hand in: students only (teachers and admins preview), to an assignment they may see (policies/visibility.ts). */
  'handIn.submit': (actor: Actor) => isStudent(actor),
  /** A student's hand-ins of an assignment: the student, and those who manage its course. */
  'handIn.read': (actor: Actor, target: { studentId: number; course: CourseForActor }) =>
    (isStudent(actor) && actor.id === target.studentId) || managesCourse(actor, target.course),
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
    isAdminRole(actor.role) || (isTeacherRole(actor.role) && announcement.publisherId === actor.id),
  'notification.broadcast': (actor: Actor) => isStaff(actor),
  'notification.own': (actor: Actor, owner: { userId: number }) => actor.id === owner.userId,
  /** Only the student records their own progress (in a course they may enter: the material is not there for them otherwise). */
  'progress.record': (actor: Actor, owner: { studentId: number }) => isStudent(actor) && actor.id === owner.studentId,
  /** A student's progress in one course: their own, and that course's teachers and admins. */
  'progress.read': (actor: Actor, owner: { studentId: number }, course: CourseForActor) =>
    actor.id === owner.studentId || managesCourse(actor, course),
  /**
   * A student's progress across courses: their own; admins'; a teacher's of a student who is in
   * (a member of, or with progress in) a course they teach, who then reads those courses only.
   */
  'progress.readStudent': (actor: Actor, owner: { studentId: number; taughtByActor: boolean }) =>
    readsStudentProgress(actor, owner),
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
    isStudent(actor) && course.memberRole === 'student' && course.coursePublished,
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
