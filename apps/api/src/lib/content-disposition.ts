/**
 * `Content-Disposition: attachment` for a file name with accents, quotes or
 * anything else a user typed. Browsers read `filename*` (RFC 6266/8187, UTF-8
 * percent-encoded); the plain `filename` is an ASCII fallback for old clients.
 * Neither can break out of the header: control characters, quotes and
 * backslashes never reach it unencoded.
 */
export function attachment(fileName: string): string {
  const name = fileName.replace(/\p{Cc}/gu, '').trim() || 'fichero';
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e]/g, '_')
    .replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped, and RFC 8187 does not allow them in the value.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
