const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token-shaped string for tests: the SPA reads the claims and never the signature. */
export function tokenExpiringIn(seconds: number, claims: Record<string, unknown> = {}, now = Date.now()) {
  const payload = {
    sub: '1',
    role: 'alumno',
    unique_name: 'Lucía',
    family_name: 'García',
    exp: Math.floor(now / 1000) + seconds,
    ...claims,
  };
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.firma`;
}
