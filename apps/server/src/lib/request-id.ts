import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from './trust-proxy.js';
import { trustedPeer } from './trust-proxy.js';

/** An id a proxy may hand on: letters, digits and `._:-`, at most 128 characters (a uuid, a trace id). */
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: each request's id (on every log line of the request as `reqId`, in the
 * `X-Request-Id` answer header and in 500 bodies). One a trusted proxy sent in `X-Request-Id` is
 * kept when well-formed, so a request can be followed from the proxy's log to the app's;
 * otherwise, and from any other peer, a new uuid.
 */
export function requestIds(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && WELL_FORMED.test(sent) && trusted(request.socket.remoteAddress)) return sent;
    return randomUUID();
  };
}
