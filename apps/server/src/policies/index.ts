import type { Role } from '@netclass/shared';
import { forbidden } from '../lib/errors.js';

/** Who is acting: the signed-in user, as the auth plugin resolved them. */
export interface Actor {
  id: number;
  role: Role;
}

const isStaff = (actor: Actor) => actor.role === 'teacher' || actor.role === 'admin';
/** Teachers manage students' accounts; admins manage everyone's. */
const managesAccountOf = (actor: Actor, target: { role: Role }) =>
  actor.role === 'admin' || (actor.role === 'teacher' && target.role === 'student');
/** Teachers manage only the courses they teach (and their lessons and materials). */
const managesCourse = (actor: Actor, course: { teacherId: number | null }) =>
  actor.role === 'admin' || (actor.role === 'teacher' && course.teacherId === actor.id);

/**
 * The one authorization module: DECISIONS.md's role table as typed rules. Every service
 * asks here; later features add rules, never a second mechanism.
 */
export const rules = {
  'content.read': (_actor: Actor) => true,
  'category.manage': (actor: Actor) => isStaff(actor),
  /** Teachers create courses taught by themselves; admins for any teacher. */
  'course.create': (actor: Actor, course: { teacherId: number }) => managesCourse(actor, course),
  'course.manage': (actor: Actor, course: { teacherId: number | null }) => managesCourse(actor, course),
  /** Who belongs to a course: its members, class code and roster import (docs/decisions/023). */
  'course.members': (actor: Actor, course: { teacherId: number | null }) => managesCourse(actor, course),
  /** Drafts and scheduled content of a course (decision 015): those who manage it; everyone else sees published content only. */
  'content.readDrafts': (actor: Actor, course: { teacherId: number | null }) => managesCourse(actor, course),
  /** A course's assignments: create, edit, delete, publish, extensions and the hand-ins of every student (docs/decisions/026). */
  'assignment.manage': (actor: Actor, course: { teacherId: number | null }) => managesCourse(actor, course),
  /** Hand in: students only (teachers and admins preview), to an assignment they may see (modules/content/visibility.ts). */
  'handIn.submit': (actor: Actor) => actor.role === 'student',
  /** A student's hand-ins of an assignment: the student, and those who manage its course. */
  'handIn.read': (actor: Actor, target: { studentId: number; course: { teacherId: number | null } }) =>
    (actor.role === 'student' && actor.id === target.studentId) || managesCourse(actor, target.course),
  'user.list': (actor: Actor) => isStaff(actor),
  'user.create': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.update': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.resetPassword': (actor: Actor, target: { role: Role }) => managesAccountOf(actor, target),
  'user.delete': (actor: Actor) => actor.role === 'admin',
  'announcement.create': (actor: Actor) => isStaff(actor),
  'announcement.manage': (actor: Actor, announcement: { publisherId: number | null }) =>
    actor.role === 'admin' || (actor.role === 'teacher' && announcement.publisherId === actor.id),
  'notification.broadcast': (actor: Actor) => isStaff(actor),
  'notification.own': (actor: Actor, owner: { userId: number }) => actor.id === owner.userId,
  'progress.record': (actor: Actor, owner: { studentId: number }) =>
    actor.role === 'student' && actor.id === owner.studentId,
  'progress.read': (actor: Actor, owner: { studentId: number }) =>
    isStaff(actor) || actor.id === owner.studentId,
  /** A course's progress report (every student): its teacher and admins. */
  'progress.report': (actor: Actor, course: { teacherId: number | null }) => managesCourse(actor, course),
  'reminder.own': (actor: Actor, owner: { studentId: number }) => actor.id === owner.studentId,
  'comment.delete': (actor: Actor, comment: { userId: number | null }) =>
    isStaff(actor) || actor.id === comment.userId,
  'message.delete': (actor: Actor, message: { senderId: number | null }) =>
    isStaff(actor) || actor.id === message.senderId,
  'room.user': (actor: Actor, room: { userId: number }) => actor.id === room.userId,
} as const;

export type Action = keyof typeof rules;
type RuleArgs<A extends Action> = (typeof rules)[A] extends (actor: Actor, ...rest: infer R) => boolean
  ? R
  : never;

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
