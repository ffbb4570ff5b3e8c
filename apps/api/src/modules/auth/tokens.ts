import { createHmac, randomUUID, webcrypto } from 'node:crypto';
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

/**
 * A survey token's claims (decision 024): signed with the same key under its
 * own audience, so it opens only /api/Encuestas and a portal token never
 * opens those. `usr` is absent for an anonymous respondent.
 */
export interface EncuestaClaims {
  enc: number;
  usr?: { t: 'alumno' | 'empresa'; id: number };
  /** The survey's RGPD text was accepted under this token. */
  rgpd?: 1;
}

export interface VerifiedEncuesta extends EncuestaClaims {
  jti: string;
  exp: number;
}

export const AUDIENCIA_ENCUESTA = 'encuesta';

export interface VerifiedToken extends TokenClaims {
  jti: string;
  exp: number;
  iat: number;
}

/** HS256 JWTs; the algorithm list is fixed so a token cannot choose its own. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * The same secret imported once as a Web Crypto key: given raw bytes, jose
   * imports them again on every sign and verify, which the profile of the
   * offer pages showed as a fifth of the token's cost.
   */
  private readonly hmacKey: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = webcrypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<{ token: string; exp: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(await this.hmacKey);
    return { token, exp };
  }

  /** The verified claims, or null for a malformed, forged or expired token, or one with an audience (a survey's). */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey, { algorithms: ['HS256'] });
      if (payload.aud !== undefined) return null;
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** A survey token (audience `encuesta`). */
  async signEncuesta(claims: EncuestaClaims, ttlSeconds: number): Promise<{ token: string; exp: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(AUDIENCIA_ENCUESTA)
      .setSubject(`encuesta:${claims.enc}`)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(await this.hmacKey);
    return { token, exp };
  }

  /** A survey token's claims, or null for any other token (a portal one included). */
  async verifyEncuesta(token: string): Promise<VerifiedEncuesta | null> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey, { algorithms: ['HS256'], audience: AUDIENCIA_ENCUESTA });
      if (typeof payload.enc !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return payload as unknown as VerifiedEncuesta;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** An HMAC of `texto` under the same key, base64url, 128 bits (a survey's personal link). */
  firma(texto: string): string {
    return createHmac('sha256', this.key).update(texto).digest('base64url').slice(0, 22);
  }
}
