/**
 * The file name a `Content-Disposition` header gives, or null. `filename*`
 * (RFC 6266/8187: UTF-8, percent-encoded) wins over the ASCII `filename`
 * fallback, as in browsers. Path separators are dropped: the name is only a
 * suggestion for the save dialog, never a path.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match?.[1]?.toLowerCase() === 'utf-8' && match[2]) {
      try {
        return clean(decodeURIComponent(match[2]));
      } catch {
        // Malformed percent-encoding: fall back to the plain parameter.
      }
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return value ? clean(value) : null;
}

const clean = (name: string) => name.replace(/[/\\]/g, '_').trim() || null;
