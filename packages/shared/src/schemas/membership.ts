import { z } from 'zod';
import { MEMBER_PAGE_LIMIT, USER_STATUSES } from '../constants.js';
import { MEMBERSHIP_MESSAGES, USER_MESSAGES } from '../messages.js';
import { idWith, isoDateTime } from './common.js';
import {
  SORT_ORDERS,
  pageNumberQuerySchema,
  pageNumberResponseFields,
  studentSearchQuerySchema,
} from './communication.js';

/**
 * Course membership (docs/decisions/023): a course has student members and one or more
 * teachers, and is open to every student or to its members only.
 */
export const COURSE_ACCESS = ['open', 'members'] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

export const COURSE_MEMBER_ROLES = ['student', 'teacher'] as const;
export type CourseMemberRole = (typeof COURSE_MEMBER_ROLES)[number];

const M = MEMBERSHIP_MESSAGES;

export const courseMembersParamsSchema = z.object({ courseId: idWith(M.courseInvalid) });
export const courseMemberParamsSchema = courseMembersParamsSchema.extend({ userId: idWith(USER_MESSAGES.idInvalid) });

export const MEMBER_SORTS = ['name', 'id', 'added_at'] as const;

/** `GET /api/courses/{courseId}/members`: one numbered page, filtered by role and by part of an id or name. */
export const memberListQuerySchema = pageNumberQuerySchema(MEMBER_PAGE_LIMIT).extend({
  q: studentSearchQuerySchema,
  role: z.enum(COURSE_MEMBER_ROLES).optional().describe('Only students or only teachers'),
  sort: z
    .enum(MEMBER_SORTS)
    .default('name')
    .describe('name (accents and case ignored, default), id or added_at; ties by id'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const courseMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  role: z.enum(COURSE_MEMBER_ROLES),
  status: z.enum(USER_STATUSES),
  added_at: isoDateTime,
  /** The course's leading teacher (`courses.teacher_id`): always a member, never removed here. */
  leading: z.boolean(),
});
export type CourseMember = z.infer<typeof courseMemberSchema>;

export const memberListResponseSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string(), access: z.enum(COURSE_ACCESS) }),
  /** The whole course's counts, whatever the filters. */
  counts: z.object({ students: z.number().int(), teachers: z.number().int() }),
  members: z.array(courseMemberSchema),
  ...pageNumberResponseFields,
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const MEMBERS_PER_REQUEST = 500;

/** `POST /api/courses/{courseId}/members`: existing accounts join as students (student accounts) or teachers (teacher accounts). */
export const addMembersSchema = z.object({
  user_ids: z
    .array(idWith(USER_MESSAGES.idInvalid), { error: M.usersRequired })
    .min(1, M.usersRequired)
    .max(MEMBERS_PER_REQUEST, M.tooManyUsers)
    .transform((ids) => [...new Set(ids)]),
  role: z.enum(COURSE_MEMBER_ROLES, { error: M.roleInvalid }).default('student'),
});
export type AddMembersRequest = z.input<typeof addMembersSchema>;

export const addMembersResponseSchema = z.object({
  /** Who became a member now. */
  added: z.array(z.number().int()),
  /** Who was a member already (left as they were). */
  already: z.array(z.number().int()),
});
export type AddMembersResponse = z.infer<typeof addMembersResponseSchema>;

/** `PUT /api/courses/{courseId}/access`: open to every student, or to the course's members only. */
export const courseAccessSchema = z.object({
  access: z
    .enum(COURSE_ACCESS, { error: M.accessInvalid })
    .describe('open: every student sees the course; members: only its members (and admins)'),
});
export type CourseAccessRequest = z.infer<typeof courseAccessSchema>;

/* ---------- Roster import (docs/decisions/023) ---------- */

/** The largest roster file read, and the most rows one import takes. */
export const ROSTER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const ROSTER_MAX_ROWS = 5_000;

/** `POST /api/courses/{courseId}/roster/read`: the file's first sheet (or the CSV) as rows of cell texts. */
export const rosterSheetResponseSchema = z.object({
  rows: z.array(z.array(z.string())),
});
export type RosterSheetResponse = z.infer<typeof rosterSheetResponseSchema>;

/** One student as the file gives them, mapped to our fields by the teacher; `line` is the row's number in the file. */
export const rosterEntrySchema = z.object({
  line: z.number().int().min(1).max(1_000_000),
  id: z.string().max(100),
  name: z.string().max(1_000),
  email: z.string().max(1_000).default(''),
});
export type RosterEntry = z.input<typeof rosterEntrySchema>;

/** `POST …/roster/check` (what would happen) and `POST …/roster/apply` (do it): the same request. */
export const rosterRequestSchema = z.object({
  students: z
    .array(rosterEntrySchema, { error: M.rosterEmpty })
    .min(1, M.rosterEmpty)
    .max(ROSTER_MAX_ROWS, M.rosterTooLong),
});
export type RosterRequest = z.input<typeof rosterRequestSchema>;

/**
 * What becomes (or became) of a row: `create` a new student account (default password id@1,
 * changed at first login) and enrol it; `enrol` an existing student; `member` nothing (already
 * in the course); `error` nothing, for the `problem` named.
 */
export const ROSTER_OUTCOMES = ['create', 'enrol', 'member', 'error'] as const;
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];
/** Why a row is refused: the web app words each in the reader's language. */
export const ROSTER_PROBLEMS = [
  'id_invalid',
  'name_missing',
  'name_invalid',
  'email_invalid',
  'duplicate',
  'not_student',
] as const;
export type RosterProblem = (typeof ROSTER_PROBLEMS)[number];

export const rosterRowSchema = z.object({
  line: z.number().int(),
  /** The id as a number when it is one, else the text given. */
  id: z.string(),
  name: z.string(),
  outcome: z.enum(ROSTER_OUTCOMES),
  problem: z.enum(ROSTER_PROBLEMS).nullable(),
  /** The problem in Vietnamese (the API's language), for API users. */
  message: z.string().nullable(),
  /** An existing account's name when it differs from the file's (the account keeps its own). */
  existing_name: z.string().nullable(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterResultSchema = z.object({
  /** False: a check, nothing was written; true: applied. */
  applied: z.boolean(),
  rows: z.array(rosterRowSchema),
  counts: z.object({
    create: z.number().int(),
    enrol: z.number().int(),
    member: z.number().int(),
    error: z.number().int(),
  }),
});
export type RosterResult = z.infer<typeof rosterResultSchema>;

/* ---------- Class code (docs/decisions/023) ---------- */

/** Letters and digits that cannot be mistaken for one another when read off a projector (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A class code as a student types it: spaces and dashes ignored, any case. */
export const joinCodeSchema = z
  .string({ error: M.joinCodeRequired })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, M.joinCodeRequired)
      .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), M.joinCodeInvalid),
  );

/** `GET|PUT|DELETE /api/courses/{courseId}/join-code`: the course's code, or null while switched off. */
export const joinCodeResponseSchema = z.object({ code: z.string().nullable() });
export type JoinCodeResponse = z.infer<typeof joinCodeResponseSchema>;

/** `POST /api/courses/join {code}`: a student joins the course of that code. */
export const joinCourseSchema = z.object({ code: joinCodeSchema });
export type JoinCourseRequest = z.input<typeof joinCourseSchema>;

export const joinCourseResponseSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
  /** False: the student was a member already. */
  joined: z.boolean(),
});
export type JoinCourseResponse = z.infer<typeof joinCourseResponseSchema>;
