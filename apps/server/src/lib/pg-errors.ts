/** The SQLSTATE of a PostgreSQL error, also when a driver or ORM wrapped it (`cause`). */
export function postgresCode(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => postgresCode(error) === '23503';

/**
 * SQLSTATEs of a server that is going away or not ready: class 08 (connection exception),
 * 57P01 (shut down, also "unexpected postmaster exit"), 57P02 (crash), 57P03 (starting up or
 * recovering).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** node-postgres's own words for a connection that broke or could not be made. */
const BROKEN_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
/** A system call on the database's socket failed (the app opens no other outgoing connections). */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error means the database cannot be reached right now (restarting, crashed,
 * unreachable), rather than that a query was wrong: callers answer 503 and try again later.
 * An aborted HTTP request (code ECONNRESET but no system call) is not one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, syscall, message } = e as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_STATE.test(code)) return true;
    if (typeof code === 'string' && typeof syscall === 'string' && SOCKET_FAILURES.has(code)) return true;
    if (typeof message === 'string' && BROKEN_CONNECTION.test(message)) return true;
  }
  return false;
}
