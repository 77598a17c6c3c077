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

/** The ranges proxy-addr means by its names. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether the connection's own peer is a proxy TRUST_PROXY names, so that headers it sets about
 * the request (X-Request-Id) may be believed: any peer for `true` or a hop count, the listed
 * addresses and ranges otherwise, none when off.
 */
export function trustedPeer(value: TrustProxy): (address: string | undefined) => boolean {
  if (value === false) return () => false;
  if (!Array.isArray(value)) return () => true;
  const list = new net.BlockList();
  for (const entry of value.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}
