import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import type { CohortSetup } from './cohort-setup.js';

/**
 * The cohort's anchor: a bare Fastify answering every GET with one prepared query on the
 * app's database (a random student's row), no sockets: what the framework costs.
 */
export async function startAnchor(databaseUrl: string, cohort: Pick<CohortSetup, 'firstId' | 'students'>, port = 0) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const anchor = Fastify();
  anchor.get('/*', async () => {
    const id = cohort.firstId + Math.floor(Math.random() * cohort.students);
    const { rows } = await pool.query({
      name: 'anchor_user',
      text: 'select id, name, username, role from users where id = $1',
      values: [id],
    });
    return { user: rows[0] ?? null };
  });
  await anchor.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(anchor.server.address() as AddressInfo).port}`,
    stop: async () => {
      await anchor.close();
      await pool.end();
    },
  };
}
