const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * True when `text` holds a C0 (U+0000–U+001F) or C1 (U+007F–U+009F) control
 * character or a lone surrogate. A multi-line text (a textarea) may hold tab,
 * line feed and carriage return. A loop, not a regex: it runs on every input,
 * base64 files of 2.7 MB included, and reads clearer than escaped ranges.
 */
export function tieneCaracteresNoPermitidos(text: string, multilinea = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (!(multilinea && (c === TAB || c === LF || c === CR))) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}
