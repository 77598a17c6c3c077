import net from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: off, every hop, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** Names proxy-addr (Fastify's) understands for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` = X-Forwarded-For is ignored (the client is the
 * connection's address); `true` = trust every hop (the leftmost address wins, which a client
 * can forge unless the proxy overwrites the header); a whole number = that many proxies in
 * front; otherwise a comma-separated list of the proxies' addresses or CIDR ranges (and
 * `loopback`, `linklocal`, `uniquelocal`).
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxies, or a list of addresses/CIDR ranges (not: ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify takes a hop count at run time but its types do not: the same rule as a function. */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
