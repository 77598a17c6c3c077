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
const yes = true;
const no = false;

/** DECISIONS.md's role table, case by case. */
const cases: Case[] = [
  { action: 'content.read', when: 'always', args: none, allowed: [yes, yes, yes] },
  { action: 'category.manage', when: 'always', args: none, allowed: [no, yes, yes] },
  { action: 'course.create', when: 'taught by themselves', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'course.create', when: 'taught by another teacher', args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'course.manage', when: 'a course they teach', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'course.manage', when: "another teacher's course", args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'course.manage', when: 'a course without teacher', args: () => [{ teacherId: null }], allowed: [no, no, yes] },
  { action: 'content.readDrafts', when: 'a course they teach', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'content.readDrafts', when: "another teacher's course", args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'user.list', when: 'always', args: none, allowed: [no, yes, yes] },
  ...(['user.create', 'user.update', 'user.resetPassword'] as const).flatMap((action): Case[] => [
    { action, when: 'a student account', args: () => [{ role: 'student' }], allowed: [no, yes, yes] },
    { action, when: 'a teacher account', args: () => [{ role: 'teacher' }], allowed: [no, no, yes] },
    { action, when: 'an admin account', args: () => [{ role: 'admin' }], allowed: [no, no, yes] },
  ]),
  { action: 'user.delete', when: 'always', args: none, allowed: [no, no, yes] },
  { action: 'announcement.create', when: 'always', args: none, allowed: [no, yes, yes] },
  { action: 'announcement.manage', when: 'their own', args: (self) => [{ publisherId: self }], allowed: [no, yes, yes] },
  { action: 'announcement.manage', when: "someone else's", args: () => [{ publisherId: OTHER }], allowed: [no, no, yes] },
  { action: 'announcement.manage', when: 'without publisher', args: () => [{ publisherId: null }], allowed: [no, no, yes] },
  { action: 'notification.broadcast', when: 'always', args: none, allowed: [no, yes, yes] },
  { action: 'notification.own', when: 'their own', args: (self) => [{ userId: self }], allowed: [yes, yes, yes] },
  { action: 'notification.own', when: "someone else's", args: () => [{ userId: OTHER }], allowed: [no, no, no] },
  { action: 'progress.record', when: 'their own', args: (self) => [{ studentId: self }], allowed: [yes, no, no] },
  { action: 'progress.record', when: "someone else's", args: () => [{ studentId: OTHER }], allowed: [no, no, no] },
  { action: 'progress.read', when: 'their own', args: (self) => [{ studentId: self }], allowed: [yes, yes, yes] },
  { action: 'progress.read', when: "someone else's", args: () => [{ studentId: OTHER }], allowed: [no, yes, yes] },
  { action: 'course.members', when: 'a course they teach', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'course.members', when: "another teacher's course", args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'progress.report', when: 'a course they teach', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'progress.report', when: "another teacher's course", args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'progress.report', when: 'a course without teacher', args: () => [{ teacherId: null }], allowed: [no, no, yes] },
  { action: 'reminder.own', when: 'their own', args: (self) => [{ studentId: self }], allowed: [yes, yes, yes] },
  { action: 'reminder.own', when: "someone else's", args: () => [{ studentId: OTHER }], allowed: [no, no, no] },
  { action: 'comment.delete', when: 'their own', args: (self) => [{ userId: self }], allowed: [yes, yes, yes] },
  { action: 'comment.delete', when: "someone else's", args: () => [{ userId: OTHER }], allowed: [no, yes, yes] },
  { action: 'comment.delete', when: "a deleted user's", args: () => [{ userId: null }], allowed: [no, yes, yes] },
  { action: 'message.delete', when: 'their own', args: (self) => [{ senderId: self }], allowed: [yes, yes, yes] },
  { action: 'message.delete', when: "someone else's", args: () => [{ senderId: OTHER }], allowed: [no, yes, yes] },
  { action: 'message.delete', when: "a deleted user's", args: () => [{ senderId: null }], allowed: [no, yes, yes] },
  { action: 'assignment.manage', when: 'a course they teach', args: (self) => [{ teacherId: self }], allowed: [no, yes, yes] },
  { action: 'assignment.manage', when: "another teacher's course", args: () => [{ teacherId: OTHER }], allowed: [no, no, yes] },
  { action: 'handIn.submit', when: 'always', args: none, allowed: [yes, no, no] },
  { action: 'handIn.read', when: 'their own', args: (self) => [{ studentId: self, course: { teacherId: OTHER } }], allowed: [yes, no, yes] },
  { action: 'handIn.read', when: "another student's, in a course they teach", args: (self) => [{ studentId: OTHER, course: { teacherId: self } }], allowed: [no, yes, yes] },
  { action: 'handIn.read', when: "another student's, in another teacher's course", args: () => [{ studentId: OTHER, course: { teacherId: OTHER } }], allowed: [no, no, yes] },
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
