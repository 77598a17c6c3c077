import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_ATTACHMENT_BYTES, DEFAULT_MAX_UPLOAD_BYTES, MAX_ID, PASSWORD_MIN_LENGTH } from '@netclass/shared';
import { trustProxySchema, type TrustProxy } from './lib/trust-proxy.js';
import type { S3Settings } from './storage/s3.js';
import { budgetSchema, type WriteLimits } from './lib/write-limits.js';
import { DEFAULT_DATABASE_LANES } from './db/pipelined-lanes.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const logLevel = z.preprocess(
  emptyToUndefined,
  z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
);
const loginLimit = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));
const writeLimit = (fallback: string) => z.preprocess(emptyToUndefined, budgetSchema.prefault(fallback));
const httpUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
);
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
  z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false'),
);

const envSchema = z
  .object({
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
    /** Connections that carry single statements pipelined (docs/decisions/034); 0: every statement takes a pooled connection. */
    DATABASE_LANES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(32).default(DEFAULT_DATABASE_LANES),
    ),
    SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'admin', 'none']).default('demo')),
    ADMIN_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(MAX_ID).default(1)),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
    ),
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_IDLE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(14)),
    /** How long the embedded PostgreSQL may stay down (restarted with backoff) before the app exits non-zero. */
    DB_RESTART_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(86_400).default(60)),
    LOG_LEVEL: logLevel,
    /** The level of the one line logged per request (`silent`: none). */
    ACCESS_LOG_LEVEL: logLevel,
    WEB_DIST: optionalString,
    /** Whether X-Forwarded-For (and X-Request-Id) from the peer is believed (lib/trust-proxy.ts). */
    TRUST_PROXY: trustProxySchema,
    /** Bearer token that `GET /metrics` requires; unset: only loopback clients may read it. */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    /** After SIGTERM, how long readiness answers 503 while requests are still taken (for a load balancer to notice). */
    SHUTDOWN_DELAY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(300).default(0)),
    /** Then how long requests under way may take to finish before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(3600).default(15)),
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
    /** Largest material upload in bytes (docs/product/rules.md#files: default 2 GiB). */
    MAX_UPLOAD_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int('must be a whole number of bytes')
        .min(1024, 'must be at least 1024 bytes')
        .max(2 ** 50)
        .default(DEFAULT_MAX_UPLOAD_BYTES),
    ),
    /** Largest announcement attachment in bytes (docs/product/rules.md#files: default 50 MiB). */
    MAX_ATTACHMENT_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int('must be a whole number of bytes')
        .min(1024, 'must be at least 1024 bytes')
        .max(2 ** 40)
        .default(DEFAULT_MAX_ATTACHMENT_BYTES),
    ),
    /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket (docs/decisions/031). */
    STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local')),
    S3_ENDPOINT: httpUrl,
    S3_PUBLIC_ENDPOINT: httpUrl,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: flag,
    /** Worker threads for CPU-heavy jobs (capture analysis); unset: one fewer than the cores. Never more than that, never under 1. */
    WORKER_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
    /** How long one capture's analysis may run before its worker is stopped and the analysis marked failed. */
    CAPTURE_ANALYSIS_TIMEOUT_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().positive().max(3600).default(120),
    ),
  })
  .superRefine((env, context) => {
    if (env.STORAGE !== 's3') return;
    if (!env.S3_BUCKET)
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: "is required with the other S3 key (or leave both unset for the SDK's own credentials)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local storage): DATA_DIR/files. */
  filesDir: string;
  /** Where uploaded files live (STORAGE). */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  maxUploadBytes: number;
  maxAttachmentBytes: number;
  databaseUrl: string | undefined;
  databaseLanes: number;
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
  /** Who may read `GET /metrics` (plugins/metrics.ts): the bearer of this token, else loopback clients only. */
  metricsToken: string | undefined;
  /** Graceful shutdown (server.ts): readiness 503 for `delayMs`, then in-flight requests get `timeoutMs`. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** Per-user budgets of each kind of write (docs/decisions/011-write-limits.md). */
  writeLimits: WriteLimits;
  /** The worker-thread pool (infra/worker-pool.ts): its size, and the time limit of one capture's analysis. */
  workers: { threads: number; captureTimeoutMs: number };
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
    storage: env.STORAGE === 's3' ? { kind: 's3', s3: s3Settings(env) } : { kind: 'local' },
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    maxAttachmentBytes: env.MAX_ATTACHMENT_BYTES,
    databaseUrl: env.DATABASE_URL,
    databaseLanes: env.DATABASE_LANES,
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
    metricsToken: env.METRICS_TOKEN,
    shutdown: { delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
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
    workers: {
      threads: workerThreads(env.WORKER_THREADS),
      captureTimeoutMs: env.CAPTURE_ANALYSIS_TIMEOUT_SECONDS * 1000,
    },
  };
}

/** At most one fewer than the cores (the event loop keeps one), at least 1. */
export function workerThreads(wanted: number | undefined, cores = availableParallelism()): number {
  const most = Math.max(1, cores - 1);
  return Math.min(wanted ?? most, most);
}

function s3Settings(env: Env): S3Settings {
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}
