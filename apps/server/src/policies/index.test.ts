import { describe, expect, test } from 'vitest';
import type { Role } from '@netclass/shared';
import { AppError } from '../lib/errors.js';
import { authorize, can, rules, type Action, type Actor } from './index.js';

type Who = Role | 'anonymous';
const actors: Record<Who, Actor | undefined> = {
  student: { id: 10, role: 'student' },
  teacher: { id: 20, role: 'teacher' },
  admin: { id: 30, role: 'admin' },
  anonymous: undefined,
};
const OTHER = 99;

/** Builds a rule's arguments for one actor: "own" cases use the actor's own id. */
type Args = (self: number) => unknown[];
interface Case {
  action: Action;
  when: string;
  args: Args;
  /** Expected answer for student, teacher, admin; anonymous is always refused. */
  allowed: [student: boolean, teacher: boolean, admin: boolean];
}

const none: Args = () => [];
/** A course membership as the actor's account would have it: students as students, teachers as teachers (admins are not members). */
const memberAs = (self: number) =>
  self === actors.student?.id ? 'student' : self === actors.teacher?.id ? 'teacher' : null;
const COURSE = 7;
const classRoom = { courseId: null, studentId: null, memberRole: null, coursePublished: true };
const courseRoom = (memberRole: string | null, coursePublished = true) => ({
  courseId: COURSE,
  studentId: null,
  memberRole,
  coursePublished,
});
const question = (studentId: number, memberRole: string | null, coursePublished = true) => ({
  courseId: COURSE,
  studentId,
  memberRole,
  coursePublished,
});
/** Courses as the rules see them for the actor (their access, the actor's membership). */
const OPEN = { access: 'open', memberRole: null };
const CLOSED = { access: 'members', memberRole: null };
const TAUGHT = { access: 'members', memberRole: 'teacher' };
const yes = true;
const no = false;

/** The role table of docs/product/screens-and-roles.md#roles, case by case. */
const cases: Case[] = [
  { action: 'content.read', when: 'always', args: none, allowed: [yes, yes, yes] },
  { action: 'category.manage', when: 'always', args: none, allowed: [no, yes, yes] },
  {
    action: 'course.create',
    when: 'taught by themselves',
    args: (self) => [{ teacherId: self }],
    allowed: [no, yes, yes],
  },
  {
    action: 'course.create',
    when: 'taught by another teacher',
    args: () => [{ teacherId: OTHER }],
    allowed: [no, no, yes],
  },
  { action: 'progress.record', when: 'their own', args: (self) => [{ studentId: self }], allowed: [yes, no, no] },
  { action: 'progress.record', when: "someone else's", args: () => [{ studentId: OTHER }], allowed: [no, no, no] },
  { action: 'course.read', when: 'an open course, not a member', args: () => [OPEN], allowed: [yes, yes, yes] },
  {
    action: 'course.read',
    when: 'a members-only course, a student member',
    args: () => [{ access: 'members', memberRole: 'student' }],
    allowed: [yes, yes, yes],
  },
  {
    action: 'course.read',
    when: 'a members-only course, a teacher member',
    args: () => [TAUGHT],
    allowed: [yes, yes, yes],
  },
  { action: 'course.read', when: 'a members-only course, not a member', args: () => [CLOSED], allowed: [no, no, yes] },
  ...(['course.manage', 'content.readDrafts', 'course.members', 'progress.report'] as const).flatMap(
    (action): Case[] => [
      {
        action,
        when: 'a course they teach (a teacher member, leading or not)',
        args: () => [TAUGHT],
        allowed: [no, yes, yes],
      },
      {
        action,
        when: 'an open course they teach',
        args: () => [{ access: 'open', memberRole: 'teacher' }],
        allowed: [no, yes, yes],
      },
      {
        action,
        when: 'a course they are a student member of',
        args: () => [{ access: 'members', memberRole: 'student' }],
        allowed: [no, no, yes],
      },
      { action, when: 'an open course, not a member', args: () => [OPEN], allowed: [no, no, yes] },
      { action, when: 'a members-only course, not a member', args: () => [CLOSED], allowed: [no, no, yes] },
    ],
  ),
  {
    action: 'progress.read',
    when: 'their own, in a course they do not teach',
    args: (self) => [{ studentId: self }, OPEN],
    allowed: [yes, yes, yes],
  },
  {
    action: 'progress.read',
    when: "someone else's, in a course they teach",
    args: () => [{ studentId: OTHER }, TAUGHT],
    allowed: [no, yes, yes],
  },
  {
    action: 'progress.read',
    when: "someone else's, in a course they do not teach",
    args: () => [{ studentId: OTHER }, OPEN],
    allowed: [no, no, yes],
  },
  {
    action: 'progress.readStudent',
    when: 'their own',
    args: (self) => [{ studentId: self, taughtByActor: false }],
    allowed: [yes, yes, yes],
  },
  {
    action: 'progress.readStudent',
    when: 'a student they teach',
    args: () => [{ studentId: OTHER, taughtByActor: true }],
    allowed: [no, yes, yes],
  },
  {
    action: 'progress.readStudent',
    when: 'a student they do not teach',
    args: () => [{ studentId: OTHER, taughtByActor: false }],
    allowed: [no, no, yes],
  },
  { action: 'user.list', when: 'always', args: none, allowed: [no, yes, yes] },
  ...(['user.create', 'user.update', 'user.resetPassword'] as const).flatMap((action): Case[] => [
    { action, when: 'a student account', args: () => [{ role: 'student' }], allowed: [no, yes, yes] },
    { action, when: 'a teacher account', args: () => [{ role: 'teacher' }], allowed: [no, no, yes] },
    { action, when: 'an admin account', args: () => [{ role: 'admin' }], allowed: [no, no, yes] },
  ]),
  { action: 'user.delete', when: 'always', args: none, allowed: [no, no, yes] },
  { action: 'announcement.create', when: 'always', args: none, allowed: [no, yes, yes] },
  {
    action: 'announcement.manage',
    when: 'their own',
    args: (self) => [{ publisherId: self }],
    allowed: [no, yes, yes],
  },
  {
    action: 'announcement.manage',
    when: "someone else's",
    args: () => [{ publisherId: OTHER }],
    allowed: [no, no, yes],
  },
  {
    action: 'announcement.manage',
    when: 'without publisher',
    args: () => [{ publisherId: null }],
    allowed: [no, no, yes],
  },
  { action: 'notification.broadcast', when: 'always', args: none, allowed: [no, yes, yes] },
  { action: 'notification.own', when: 'their own', args: (self) => [{ userId: self }], allowed: [yes, yes, yes] },
  { action: 'notification.own', when: "someone else's", args: () => [{ userId: OTHER }], allowed: [no, no, no] },
  { action: 'practice.use', when: 'always', args: none, allowed: [yes, yes, yes] },
  { action: 'reminder.own', when: 'their own', args: (self) => [{ studentId: self }], allowed: [yes, yes, yes] },
  { action: 'reminder.own', when: "someone else's", args: () => [{ studentId: OTHER }], allowed: [no, no, no] },
  { action: 'comment.delete', when: 'their own', args: (self) => [{ userId: self }], allowed: [yes, yes, yes] },
  { action: 'comment.delete', when: "someone else's", args: () => [{ userId: OTHER }], allowed: [no, yes, yes] },
  { action: 'comment.delete', when: "a deleted user's", args: () => [{ userId: null }], allowed: [no, yes, yes] },
  { action: 'chat.read', when: 'the class chat', args: () => [classRoom], allowed: [yes, yes, yes] },
  {
    action: 'chat.read',
    when: "a course's room, as a member",
    args: (self) => [courseRoom(memberAs(self))],
    allowed: [yes, yes, yes],
  },
  {
    action: 'chat.read',
    when: "a course's room, not a member",
    args: () => [courseRoom(null)],
    allowed: [no, no, yes],
  },
  {
    action: 'chat.read',
    when: 'their own question, as a member',
    args: (self) => [question(self, memberAs(self))],
    allowed: [yes, yes, yes],
  },
  {
    action: 'chat.read',
    when: "another student's question, as a member",
    args: (self) => [question(OTHER, memberAs(self))],
    allowed: [no, yes, yes],
  },
  {
    action: 'chat.read',
    when: 'a question of a course not theirs',
    args: () => [question(OTHER, null)],
    allowed: [no, no, yes],
  },
  {
    action: 'chat.read',
    when: 'their question after leaving the course',
    args: (self) => [question(self, null)],
    allowed: [no, no, yes],
  },
  {
    action: 'chat.read',
    when: "a draft course's room, as a member",
    args: (self) => [courseRoom(memberAs(self), false)],
    allowed: [no, yes, yes],
  },
  {
    action: 'chat.read',
    when: 'their own question in a draft course, as a member',
    args: (self) => [question(self, memberAs(self), false)],
    allowed: [no, yes, yes],
  },
  {
    action: 'chat.ask',
    when: 'a member of the course',
    args: (self) => [{ memberRole: memberAs(self), coursePublished: true }],
    allowed: [yes, no, no],
  },
  {
    action: 'chat.ask',
    when: 'a member of a draft course',
    args: (self) => [{ memberRole: memberAs(self), coursePublished: false }],
    allowed: [no, no, no],
  },
  {
    action: 'chat.ask',
    when: 'not a member',
    args: () => [{ memberRole: null, coursePublished: true }],
    allowed: [no, no, no],
  },
  {
    action: 'message.delete',
    when: 'their own, class chat',
    args: (self) => [{ senderId: self }, classRoom],
    allowed: [yes, yes, yes],
  },
  {
    action: 'message.delete',
    when: "someone else's, class chat",
    args: () => [{ senderId: OTHER }, classRoom],
    allowed: [no, yes, yes],
  },
  {
    action: 'message.delete',
    when: "a deleted user's, class chat",
    args: () => [{ senderId: null }, classRoom],
    allowed: [no, yes, yes],
  },
  {
    action: 'message.delete',
    when: "their own, a course's room as a member",
    args: (self) => [{ senderId: self }, courseRoom(memberAs(self))],
    allowed: [yes, yes, yes],
  },
  {
    action: 'message.delete',
    when: "someone else's, a course's room as a member",
    args: (self) => [{ senderId: OTHER }, courseRoom(memberAs(self))],
    allowed: [no, yes, yes],
  },
  {
    action: 'message.delete',
    when: "someone else's, a course's room not theirs",
    args: () => [{ senderId: OTHER }, courseRoom(null)],
    allowed: [no, no, yes],
  },
  {
    action: 'message.delete',
    when: "their own, a course's room they left",
    args: (self) => [{ senderId: self }, courseRoom(null)],
    allowed: [no, no, yes],
  },
  {
    action: 'message.delete',
    when: "someone else's, in a question they read",
    args: (self) => [{ senderId: OTHER }, question(self, memberAs(self))],
    allowed: [no, yes, yes],
  },
  { action: 'assignment.manage', when: 'a course they teach', args: () => [TAUGHT], allowed: [no, yes, yes] },
  { action: 'assignment.manage', when: "another teacher's course", args: () => [OPEN], allowed: [no, no, yes] },
  { action: 'questionBank.manage', when: 'a course they teach', args: () => [TAUGHT], allowed: [no, yes, yes] },
  { action: 'questionBank.manage', when: "another teacher's course", args: () => [OPEN], allowed: [no, no, yes] },
  { action: 'quiz.manage', when: 'a course they teach', args: () => [TAUGHT], allowed: [no, yes, yes] },
  { action: 'quiz.manage', when: "another teacher's course", args: () => [OPEN], allowed: [no, no, yes] },
  { action: 'quiz.attempt', when: 'always', args: none, allowed: [yes, no, no] },
  {
    action: 'quizAttempt.read',
    when: 'their own',
    args: (self) => [{ studentId: self, course: OPEN }],
    allowed: [yes, no, yes],
  },
  {
    action: 'quizAttempt.read',
    when: "another student's, in a course they teach",
    args: () => [{ studentId: OTHER, course: TAUGHT }],
    allowed: [no, yes, yes],
  },
  {
    action: 'quizAttempt.read',
    when: "another student's, in another teacher's course",
    args: () => [{ studentId: OTHER, course: OPEN }],
    allowed: [no, no, yes],
  },
  { action: 'handIn.submit', when: 'always', args: none, allowed: [yes, no, no] },
  { action: 'gradebook.manage', when: 'a course they teach', args: () => [TAUGHT], allowed: [no, yes, yes] },
  { action: 'gradebook.manage', when: "another teacher's course", args: () => [OPEN], allowed: [no, no, yes] },
  { action: 'grades.readOwn', when: 'always', args: none, allowed: [yes, no, no] },
  {
    action: 'handIn.read',
    when: 'their own',
    args: (self) => [{ studentId: self, course: OPEN }],
    allowed: [yes, no, yes],
  },
  {
    action: 'handIn.read',
    when: "another student's, in a course they teach",
    args: () => [{ studentId: OTHER, course: TAUGHT }],
    allowed: [no, yes, yes],
  },
  {
    action: 'handIn.read',
    when: "another student's, in another teacher's course",
    args: () => [{ studentId: OTHER, course: OPEN }],
    allowed: [no, no, yes],
  },
  { action: 'course.join', when: 'always', args: none, allowed: [yes, no, no] },
  { action: 'deadline.toDo', when: 'always', args: none, allowed: [yes, no, no] },
  { action: 'deadline.toGrade', when: 'always', args: none, allowed: [no, yes, yes] },
  { action: 'room.user', when: 'their own room', args: (self) => [{ userId: self }], allowed: [yes, yes, yes] },
  { action: 'room.user', when: "someone else's room", args: () => [{ userId: OTHER }], allowed: [no, no, no] },
];

const rows = cases.flatMap(({ action, when, args, allowed }) =>
  (Object.keys(actors) as Who[]).map((who) => {
    const actor = actors[who];
    const expected = who === 'anonymous' ? false : allowed[(['student', 'teacher', 'admin'] as const).indexOf(who)];
    return { action, when, who, actor, args: args(actor?.id ?? 0), expected: expected ?? false };
  }),
);

type LooseCheck = (actor: Actor | undefined, action: Action, ...args: unknown[]) => boolean;
type LooseAuthorize = (actor: Actor | undefined, action: Action, ...args: unknown[]) => void;
const check = can as unknown as LooseCheck;
const enforce = authorize as unknown as LooseAuthorize;

describe('policies', () => {
  test('every rule has cases here', () => {
    expect(new Set(cases.map((c) => c.action))).toEqual(new Set(Object.keys(rules)));
  });

  test.each(rows)('$action, $when, as $who -> $expected', ({ actor, action, args, expected }) => {
    expect(check(actor, action, ...args)).toBe(expected);
    if (expected) {
      expect(() => enforce(actor, action, ...args)).not.toThrow();
    } else {
      let thrown: unknown;
      try {
        enforce(actor, action, ...args);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });
});
