/** Claims the API puts in its tokens (ARCHITECTURE §5). */
export interface TokenClaims {
  sub?: string;
  role?: 'alumno' | 'empresa' | 'gestor';
  unique_name?: string;
  family_name?: string;
  /** Seconds since the epoch, as JWT mandates. */
  exp?: number;
  idEmpresa?: number;
  act?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload without verifying it: the browser cannot check the
 * signature and does not need to — the API does on every call. A malformed
 * token yields null and is treated as no session.
 */
export function readClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** A token without a readable exp is treated as expired: it could never be checked. */
export function isExpired(claims: TokenClaims | null, now = Date.now()): boolean {
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 <= now;
}
