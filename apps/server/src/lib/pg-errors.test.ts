import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors.js';

/** An error shaped like the ones node-postgres and Node's sockets give. */
const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);
const inQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  test.each<[string, unknown]>([
    [
      'the server refuses connections (stopped)',
      failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
    ],
    ['a connection broke mid-query', inQuery(failure('Connection terminated unexpectedly'))],
    [
      'a broken connection used again',
      inQuery(failure('Client has encountered a connection error and is not queryable')),
    ],
    ['reset by the server', inQuery(failure('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' }))],
    [
      'the postmaster died (57P01)',
      inQuery(failure('terminating connection due to unexpected postmaster exit', { code: '57P01' })),
    ],
    [
      'crash recovery (57P02)',
      failure('terminating connection because of crash of another server process', { code: '57P02' }),
    ],
    ['starting up (57P03)', failure('the database system is starting up', { code: '57P03' })],
    ['a connection exception (08006)', failure('connection failure', { code: '08006' })],
    ['no connection within the pool timeout', failure('timeout exceeded when trying to connect')],
    ['an unknown host', failure('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND', syscall: 'getaddrinfo' })],
  ])('%s: yes', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each<[string, unknown]>([
    ['a unique violation', inQuery(failure('duplicate key value', { code: '23505' }))],
    ['a request its client aborted', failure('aborted', { code: 'ECONNRESET' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s: no', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
