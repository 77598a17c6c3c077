import type pg from 'pg';

/**
 * The pool as the Socket.IO Postgres adapter gets it. The adapter takes one connection for
 * LISTEN and never gives it back; when that connection breaks (the database restarting or
 * unreachable) it takes a new one, and the broken one would hold a slot of the pool for good,
 * one more after every outage. Here a connection it holds goes back to the pool, as broken,
 * the moment it ends.
 */
export function poolForAdapter(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    client.once('end', () => client.release(new Error('the connection ended')));
    return client;
  };
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'connect') return connect;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
