import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  role: 'alumno' | 'empresa' | 'gestor';
  unique_name: string;
  family_name: string;
  idEmpresa?: number;
  rgpd?: 'pendiente';
  act?: { sub: string; role: 'gestor' };
  /** The session began with the university's single sign-on (SAML), not a password. */
  loggedby?: 'saml';
}

export interface VerifiedToken extends TokenClaims {
  jti: string;
  exp: number;
  iat: number;
}

/** HS256 JWTs; the algorithm list is fixed so a token cannot choose its own. */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<{ token: string; exp: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key);
    return { token, exp };
  }

  /** The verified claims, or null for a malformed, forged or expired token. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
