/** Business constants of SPEC §9 and DECISIONS, shared by server and web. */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
/** Largest id a person may type: student and staff numbers fit well below it. */
export const MAX_ENTERED_ID = 2_147_483_647;

export const defaultPasswordFor = (id: number): string => `${id}@1`;

export const TIMINGS = {
  sliderMs: 2500,
  anchorScrollOffsetPx: 180,
  noteModalMaxWidthPx: 500,
  studentOnlinePollMs: 10_000,
  adminOnlinePollMs: 5_000,
  requestTimeoutMs: 5_000,
  maxTries: 3,
  retryDelayMs: 2_000,
  socketReconnectionAttempts: 3,
  socketReconnectionDelayMs: 1_000,
  debounceMs: 500,
  noTokenRedirectMs: 2_000,
  loginRedirectMs: 200,
} as const;

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
