/** Business constants of docs/product/messages.md#constants and docs/product/rules.md, shared by server and web. */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
/**
 * Largest id of any kind, generated or typed (user and course numbers): the top of
 * PostgreSQL's `integer` columns, 2^31 - 1. Student and staff numbers fit well below it.
 */
export const MAX_ID = 2_147_483_647;

/**
 * The id in `value` (a number, or its decimal digits as in an address segment), or null when it
 * is not one: the id schema's rule (`idWith`, schemas/common.ts), without zod, so that a page
 * reading an id from its address does not load it.
 */
export function parseId(value: unknown): number | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

export const defaultPasswordFor = (id: number): string => `${id}@1`;

export const TIMINGS = {
  sliderMs: 2500,
  anchorScrollOffsetPx: 180,
  noteModalMaxWidthPx: 500,
  requestTimeoutMs: 5_000,
  maxTries: 3,
  retryDelayMs: 2_000,
  socketReconnectionAttempts: 3,
  socketReconnectionDelayMs: 1_000,
  debounceMs: 500,
  noTokenRedirectMs: 2_000,
  loginRedirectMs: 200,
} as const;

// Realtime connect errors: plain strings kept out of events.ts, which builds zod schemas, so
// the web app's first chunk (it opens the socket) does not carry zod.
/** Substring the client looks for in a connect error to drop its token (docs/product/rules.md#states-and-flows). */
export const SOCKET_AUTH_ERROR = 'authentication error';
/** Substring of a connect error the client retries after a while: the server cannot check sessions right now. */
export const SOCKET_UNAVAILABLE_ERROR = 'service unavailable';
/**
 * An account whose password someone else set (creation, reset, import) must change it first:
 * the code of the server's 403 on every other call, and the substring of its socket connect
 * error (docs/decisions/022-first-login-password.md).
 */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Course description when none is given (docs/product/rules.md#entities). */
export const DEFAULT_COURSE_DESCRIPTION = 'Mô tả học phần';
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const LESSON_CONTENT_MAX_LENGTH = 100_000;
export const FILE_NAME_MAX_LENGTH = 255;
/** The most lessons of a course, or materials of a lesson, one reorder takes. */
export const MAX_ORDERED_ITEMS = 1_000;
/** Default of the server's MAX_UPLOAD_BYTES (docs/product/rules.md#files: 2 GiB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
/** Results on a page of search, unless `?limit=` says otherwise. */
export const SEARCH_RESULT_LIMIT = 20;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Longest texts, in characters (UTF-16 code units, as a textarea's `maxLength` counts). */
export const TEXT_LIMITS = {
  announcement: 5_000,
  notification: 1_000,
  comment: 2_000,
  chatMessage: 1_000,
  note: 500,
  gradeComment: 5_000,
} as const;

/** Question bank limits (docs/decisions/028-question-bank-formats.md); texts in characters. */
export const QUESTION_LIMITS = {
  text: 10_000,
  feedback: 5_000,
  option: 1_000,
  /** One accepted short answer, one matching prompt or answer, one ordering item. */
  answer: 500,
  /** Choice options, short and numeric answers, matching pairs, ordering items. */
  minParts: 2,
  maxParts: 20,
  maxDistractors: 10,
  maxPoints: 100,
  /** An option, pair or item id: a whole number the question keeps across edits and shuffles. */
  maxPartId: 1_000,
} as const;
/** One picture brought in by an import (the lesson pictures' cap). */
export const QUESTION_IMAGE_MAX_BYTES = 5 * 1024 ** 2;
/** The longest import text (GIFT, Aiken or Moodle XML with its base64 pictures), in characters. */
export const QUESTION_IMPORT_MAX_CHARS = 20_000_000;

/**
 * Vietnam's offset from UTC: +07:00 all year, as TIME_ZONE has kept it since 1975 (no daylight
 * saving). Its wall clock is UTC's shifted by it: no Intl formatter, whose first construction
 * loads the browser's locale data, 20–40 ms of a page's first script (docs/decisions/017). A
 * test checks it against Intl with TIME_ZONE.
 */
const VIETNAM_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment's date and time on Vietnam's wall clock, each part as the interface writes it (two digits; the year in four). */
export interface VietnamClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function vietnamClock(value: string | number | Date = new Date()): VietnamClock {
  const shifted = new Date(new Date(value).getTime() + VIETNAM_UTC_OFFSET_MS);
  return {
    year: String(shifted.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(shifted.getUTCMonth() + 1),
    day: twoDigits(shifted.getUTCDate()),
    hour: twoDigits(shifted.getUTCHours()),
    minute: twoDigits(shifted.getUTCMinutes()),
    second: twoDigits(shifted.getUTCSeconds()),
  };
}

/** Today in Vietnam (`YYYY-MM-DD`), whatever the machine's own time zone (the server's and the browser's calendars agree on it). */
export function todayInVietnam(now: Date = new Date()): string {
  const { year, month, day } = vietnamClock(now);
  return `${year}-${month}-${day}`;
}

/**
 * A moment as the interface shows it in both languages (`HH:mm dd/MM/yyyy`): Vietnamese order, 24-hour clock, Vietnam
 * time (docs/product/rules.md#interface).
 */
export function formatVietnamTime(value: string | number | Date): string {
  const { year, month, day, hour, minute } = vietnamClock(value);
  return `${hour}:${minute} ${day}/${month}/${year}`;
}

/** The longest answer one practice field takes (a fully written IPv6 address, spaced, is under 60). */
export const PRACTICE_ANSWER_MAX_LENGTH = 100;
/** The largest import file the bank takes (413 past it): a Moodle XML with a few pictures. */
export const QUESTION_IMPORT_MAX_BYTES = 20 * 1024 ** 2;

// Page sizes and the hand-in upload's piece. They live here, not beside the schemas that use
// them: a signed-in page that validates nothing then loads no zod before its first paint.
/** Page sizes of the server-paged lists (announcements, notifications, chat history, users). */
export const PAGE_LIMITS = { default: 20, chatDefault: 50, max: 100 } as const;
/** Page size of the online list (`GET /api/users/online`) when none is asked. */
export const ONLINE_USERS_PAGE_LIMIT = 50;
/** How many of the newest notifications the header's bell shows (and asks for). */
export const NOTIFICATION_BELL_LIMIT = 8;
/** At most this many due items in one month of the calendar. */
export const DEADLINE_MONTH_LIMIT = 200;
/** Items per page of the dashboard's to-do and to-grade lists. */
export const DEADLINE_LIST_LIMIT = 5;
/** Students per report page when none is asked. */
export const REPORT_PAGE_LIMIT = 50;
export const AUDIENCE_PAGE_LIMIT = 50;
export const MEMBER_PAGE_LIMIT = 50;
export const HAND_IN_PAGE_LIMIT = 50;
export const GRADEBOOK_PAGE_LIMIT = 50;
export const QUESTION_PAGE_LIMIT = 20;
export const QUIZ_ALLOWANCE_PAGE_LIMIT = 20;
export const QUIZ_RESULTS_PAGE_LIMIT = 50;
/** A piece the web app sends at a time: a dropped connection costs at most this much again. */
export const HAND_IN_UPLOAD_CHUNK_BYTES = 4 * 1024 ** 2;
