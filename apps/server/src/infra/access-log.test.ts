import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import type { Config } from '../config.js';
import { AccessLog } from './access-log.js';

async function linesFor(level: Config['accessLogLevel'], url: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'trace' }, sink), logController: new AccessLog(level) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('AccessLog', () => {
  test('one line per request, at the configured level, with method, url, status and time', async () => {
    const lines = await linesFor('info', '/ok');
    // Fastify's own 'incoming request' and 'request completed' lines are gone.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/ok', status: 200, ms: expect.any(Number) });
    expect((await linesFor('debug', '/ok'))[0]).toMatchObject({ level: 20 });
  });

  test('silent writes no line for a good request; a failure is still logged as an error', async () => {
    expect(await linesFor('silent', '/ok')).toEqual([]);
    const failed = await linesFor('silent', '/fails');
    expect(failed).toEqual([expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'boom' }) })]);
  });
});
