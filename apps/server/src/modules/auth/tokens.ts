import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@netclass/shared';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export interface TokenClaims {
  userId: number;
  role: Role;
  sessionId: string;
}

/** A verified token's claims and when the token itself expires (ms since the epoch). */
export interface VerifiedClaims extends TokenClaims {
  expiresAt: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a well-formed, correctly signed token; undefined otherwise. */
  verify(token: string): Promise<VerifiedClaims | undefined>;
}

/**
 * The signing key comes from JWT_SECRET, or is generated once and kept in the database so
 * every instance that shares it accepts the same tokens.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('Could not load the token signing key');
  return new TextEncoder().encode(row.value);
}

export function createTokenSigner(key: Uint8Array, lifetimeMs: number): TokenSigner {
  return {
    sign: ({ userId, role, sessionId }) =>
      new SignJWT({ id: userId, role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(new Date(Date.now() + lifetimeMs))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { id, role, sid, exp } = payload;
        if (typeof id !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return undefined;
        if (!ROLES.includes(role as Role)) return undefined;
        return { userId: id, role: role as Role, sessionId: sid, expiresAt: exp * 1000 };
      } catch {
        return undefined;
      }
    },
  };
}
