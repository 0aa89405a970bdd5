import { errors, jwtVerify, SignJWT } from 'jose';

export const accessTokenSeconds = 15 * 60;
const issuer = 'ohp';
const audience = 'ohp-api';

export interface AccessClaims {
  userId: string;
  role: 'user' | 'admin';
  /** The refresh-token family (session) this access token belongs to. */
  sessionId: string;
}

/** Short-lived HS256 JWTs (jose) carrying the user id, role and session id. */
export function createAccessTokens(secret: Uint8Array) {
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(secret);
    },
    /** undefined for a token that is malformed, forged, expired or not ours. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: ['HS256'] });
        const role = payload.role === 'admin' ? 'admin' : payload.role === 'user' ? 'user' : undefined;
        if (!payload.sub || !role || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, role, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
