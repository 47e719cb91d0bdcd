import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
}

/** Tokens verified lately, kept at most this many (a token's signature is checked once). */
const VERIFIED_MAX = 10_000;

/** Signs and checks the bearer tokens (HS256). Times come from the app clock. */
export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // a token whose signature was checked: its claims and expiry (seconds); the expiry is still
  // checked against the clock on every use, and the session behind it by the session check
  const verified = new Map<string, TokenClaims & { exp: number }>();
  return {
    async sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date) {
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(claims.sid)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token: string, now: Date): Promise<TokenClaims | undefined> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired when exp <= now (whole seconds)
        if (known.exp <= Math.floor(now.getTime() / 1000)) {
          verified.delete(token);
          return undefined;
        }
        return { sub: known.sub, sid: known.sid };
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        if (typeof payload.exp === 'number' && payload.nbf === undefined) {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(token, { sub: payload.sub, sid: payload.sid, exp: payload.exp });
        }
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
