/** The roles of a token (ARCHITECTURE §5): student, company contact, university staff. */
export const roles = ['alumno', 'empresa', 'gestor'] as const;
export type Role = (typeof roles)[number];

const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

/** Claims the API puts in its tokens (ARCHITECTURE §5). */
export interface TokenClaims {
  sub?: string;
  /** Absent when the token names a role this SPA does not know. */
  role?: Role;
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
    if (!claims || typeof claims !== 'object') return null;
    const { role, ...rest } = claims as TokenClaims & { role?: unknown };
    return isRole(role) ? { ...rest, role } : rest;
  } catch {
    return null;
  }
}

/** A token without a readable exp is treated as expired: it could never be checked. */
export function isExpired(claims: TokenClaims | null, now = Date.now()): boolean {
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 <= now;
}

/** The full name a token carries (unique_name and family_name), or '' when it names nobody. */
export function nombreDelToken(token: string | null): string {
  const claims = readClaims(token);
  return [claims?.unique_name, claims?.family_name]
    .map((parte) => parte?.trim())
    .filter(Boolean)
    .join(' ');
}
