import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_ATTACHMENT_BYTES, DEFAULT_MAX_UPLOAD_BYTES, MAX_ID, PASSWORD_MIN_LENGTH } from '@netclass/shared';
import { trustProxySchema, type TrustProxy } from './lib/trust-proxy.js';
import { budgetSchema, type WriteLimits } from './lib/write-limits.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const logLevel = z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'));
const loginLimit = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));
const writeLimit = (fallback: string) => z.preprocess(emptyToUndefined, budgetSchema.prefault(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'admin', 'none']).default('demo')),
  ADMIN_ID: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(MAX_ID).default(1),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SESSION_IDLE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(14)),
  /** How long the embedded PostgreSQL may stay down (restarted with backoff) before the app exits non-zero. */
  DB_RESTART_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(86_400).default(60)),
  LOG_LEVEL: logLevel,
  /** The level of the one line logged per request (`silent`: none). */
  ACCESS_LOG_LEVEL: logLevel,
  WEB_DIST: optionalString,
  /** Whether X-Forwarded-For names the client (lib/trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema,
  /** Login limits (docs/decisions/008-login-limits.md). */
  LOGIN_REQUESTS_PER_MINUTE: loginLimit(300),
  LOGIN_FAILURES_PER_ADDRESS: loginLimit(100),
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: loginLimit(5),
  LOGIN_FAILURES_PER_ACCOUNT: loginLimit(20),
  /** Per-user write limits, a count per time (docs/decisions/011-write-limits.md). */
  WRITE_LIMIT_CHAT: writeLimit('10/10s'),
  WRITE_LIMIT_COMMENT: writeLimit('5/30s'),
  WRITE_LIMIT_NOTE: writeLimit('20/1m'),
  WRITE_LIMIT_ANNOUNCEMENT: writeLimit('10/10m'),
  WRITE_LIMIT_BROADCAST: writeLimit('5/10m'),
  WRITE_LIMIT_UPLOAD: writeLimit('30/10m'),
  WRITE_LIMIT_PROFILE: writeLimit('10/10m'),
  WRITE_LIMIT_PRACTICE: writeLimit('30/5m'),
  WRITE_LIMIT_QUIZ: writeLimit('120/1m'),
  WRITE_LIMIT_SOCKET: writeLimit('30/10s'),
  /** Largest material upload in bytes (DECISIONS: default 2 GiB). */
  MAX_UPLOAD_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number of bytes').min(1024, 'must be at least 1024 bytes').max(2 ** 50).default(DEFAULT_MAX_UPLOAD_BYTES),
  ),
  /** Largest announcement attachment in bytes (DECISIONS: default 50 MiB). */
  MAX_ATTACHMENT_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number of bytes').min(1024, 'must be at least 1024 bytes').max(2 ** 40).default(DEFAULT_MAX_ATTACHMENT_BYTES),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local storage): DATA_DIR/files. */
  filesDir: string;
  maxUploadBytes: number;
  maxAttachmentBytes: number;
  databaseUrl: string | undefined;
  seed: Env['SEED'];
  admin: { id: number; password: string | undefined };
  jwtSecret: string | undefined;
  sessionIdleMs: number;
  /** The embedded database may be down this long before the app gives up (docs/decisions/001). */
  dbRestartTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  accessLogLevel: Env['ACCESS_LOG_LEVEL'];
  /** Verified tokens kept with their sessions (docs/decisions/012-session-cache.md). */
  sessionCache: { maxEntries: number; maxAgeMs: number };
  /**
   * Presence (docs/decisions/013-presence.md): changes are sent as one batch every `flushMs`;
   * sharing a database, each instance sends its whole list every `syncMs` and is forgotten
   * when silent for three times as long.
   */
  presence: { flushMs: number; syncMs: number };
  /** Folder of the built web app; served when it exists. */
  webDist: string | undefined;
  /** argon2id cost; tests lower it, everything else uses OWASP's. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Take the client address from X-Forwarded-For: off, every hop, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  loginLimits: LoginLimits;
  /** Per-user budgets of each kind of write (docs/decisions/011-write-limits.md). */
  writeLimits: WriteLimits;
}

/** Login limits (docs/decisions/008-login-limits.md): only failed logins count, except toward the flood cap. */
export interface LoginLimits {
  /** Every login request per address per minute, successful or not (argon2 costs CPU). */
  requestsPerMinute: number;
  /** Failures per address, all accounts together, per `addressWindowMs`. */
  failuresPerAddress: number;
  addressWindowMs: number;
  /** Failures of one account from one address before each further try waits (1 s, doubling). */
  failuresPerAccountAddress: number;
  /** Failures of one account from every address before those that failed on it wait (1 s, doubling). */
  failuresPerAccount: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** An account's counters are forgotten this long after its last failure. */
  memoryMs: number;
  /** Most counters kept in memory (the least recently written are dropped first). */
  maxEntries: number;
}

export class ConfigError extends Error {}

/** The only reader of process.env: parses once, fails fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration (environment variables):\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    maxAttachmentBytes: env.MAX_ATTACHMENT_BYTES,
    databaseUrl: env.DATABASE_URL,
    seed: env.SEED,
    admin: { id: env.ADMIN_ID, password: env.ADMIN_PASSWORD },
    jwtSecret: env.JWT_SECRET,
    sessionIdleMs: env.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    dbRestartTimeoutMs: env.DB_RESTART_TIMEOUT_SECONDS * 1000,
    logLevel: env.LOG_LEVEL,
    accessLogLevel: env.ACCESS_LOG_LEVEL,
    sessionCache: { maxEntries: 50_000, maxAgeMs: 60_000 },
    presence: { flushMs: 1_000, syncMs: 10_000 },
    webDist: env.WEB_DIST,
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    trustProxy: env.TRUST_PROXY,
    loginLimits: {
      requestsPerMinute: env.LOGIN_REQUESTS_PER_MINUTE,
      failuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
      addressWindowMs: 15 * 60 * 1000,
      failuresPerAccountAddress: env.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
      failuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      maxDelayMs: 15 * 60 * 1000,
      memoryMs: 24 * 60 * 60 * 1000,
      maxEntries: 100_000,
    },
    writeLimits: {
      chat: env.WRITE_LIMIT_CHAT,
      comment: env.WRITE_LIMIT_COMMENT,
      note: env.WRITE_LIMIT_NOTE,
      announcement: env.WRITE_LIMIT_ANNOUNCEMENT,
      broadcast: env.WRITE_LIMIT_BROADCAST,
      upload: env.WRITE_LIMIT_UPLOAD,
      profile: env.WRITE_LIMIT_PROFILE,
      practice: env.WRITE_LIMIT_PRACTICE,
      quiz: env.WRITE_LIMIT_QUIZ,
      socket: env.WRITE_LIMIT_SOCKET,
    },
  };
}
