import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** What a signed link is for: a token made for one purpose is refused for the other. */
export type LinkPurpose = 'download' | 'upload';

export type LinkCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Self-contained signed tokens for URLs that work without a bearer header (file downloads,
 * upload targets): base64url(JSON claims) '.' base64url(HMAC-SHA256). The key is derived
 * from the app's signing secret, so every instance sharing the database accepts the same
 * links, and a link token can never pass as a session token or the other way round.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('netclass:signed-links:v1').digest();
  }

  sign(purpose: LinkPurpose, claims: Record<string, unknown>, ttlMs: number): { token: string; expiresAt: Date } {
    const exp = Math.floor((this.now() + ttlMs) / 1000);
    const body = Buffer.from(JSON.stringify({ ...claims, p: purpose, x: exp })).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of an untampered, unexpired token made for `purpose`, checked by `schema`. */
  verify<T>(purpose: LinkPurpose, token: string, schema: z.ZodType<T>): LinkCheck<T> {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let payload: { p?: unknown; x?: unknown };
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; x?: unknown };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (payload.p !== purpose || typeof payload.x !== 'number') return { ok: false, reason: 'invalid' };
    if (payload.x * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    const claims = schema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
