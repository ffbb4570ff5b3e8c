import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import { CONTENT_TYPE_POR_EXTENSION, detectFileType, isDocumentExtension } from '@puente/contract/validation/files';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { rechazo } from '../portal-error';
import { expectedTypes, type FileUse, TEXT } from './file-uses';

/**
 * More than 2 MB decoded (spec §9). Its `statusCode` makes the errors plugin
 * answer HTTP 413 with the same envelope as a request body over the limit.
 */
export class FileTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(readonly size: number) {
    super(`Fichero de ${size} bytes: el máximo es ${SUBIDA_MAX_BYTES}`);
  }
}

const notAllowed = () => rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'fichero.noPermitido');

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * How programs begin: Windows (MZ), Linux (ELF), macOS (Mach-O, thin and
 * universal) executables, and scripts with an interpreter line ("#!"). Binary
 * formats already fail on their magic bytes; a text format has none, and
 * file-type needs more than these few bytes to name a program, so a text file
 * that starts like one is refused too: no document starts that way.
 */
const PROGRAM_SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
];

function startsLikeAProgram(content: Uint8Array): boolean {
  const start = UTF8_BOM.every((b, i) => content[i] === b) ? UTF8_BOM.length : 0;
  return PROGRAM_SIGNATURES.some((signature) => signature.every((b, i) => content[start + i] === b));
}

export const normalizeExtension = (extension: string) => extension.trim().replace(/^\./, '').toLowerCase();

/**
 * Checks a file against the allowed list of its use, before anything is kept:
 * the extension must be one the use takes, the size at most 2 MB, and the
 * bytes what the extension says. A renamed executable has the right
 * extension and the wrong magic bytes, so the extension alone proves nothing.
 *
 * Text formats (txt, csv) have no magic bytes. For them file-type must detect
 * nothing (so no known binary format hides behind .csv) and the bytes must
 * read as text: no NUL and almost no control characters in the first 4 KB,
 * in UTF-8, Windows-1252 or UTF-16 with its byte-order mark (the contract's
 * detectFileType). A text file may still hold HTML or script; it is stored
 * and served as text/plain or text/csv, as a download, with nosniff and a
 * sandboxing CSP, so a browser never runs it. Text that starts like a
 * program (an executable's magic bytes, a "#!" line) is refused.
 *
 * Returns the content type to store and serve the file with.
 */
export async function checkFile(use: FileUse, extension: string, content: Uint8Array): Promise<string> {
  const ext = normalizeExtension(extension);
  const expected = expectedTypes(use, ext);
  if (!expected || !isDocumentExtension(ext)) throw notAllowed();
  if (content.byteLength > SUBIDA_MAX_BYTES) throw new FileTooLargeError(content.byteLength);
  const detected = await fileTypeFromBuffer(content);
  const matches = detected
    ? expected.includes(detected.ext)
    : expected.includes(TEXT) && detectFileType(content.subarray(0, 4096)) === 'text' && !startsLikeAProgram(content);
  if (!matches) throw notAllowed();
  if (detected && ZIPS_DE_OFICINA.has(detected.ext)) comprobarZip(content);
  return CONTENT_TYPE_POR_EXTENSION[ext];
}

/** Office Open XML and OpenDocument files: ZIP archives that whoever opens them (a company, staff) inflates. */
const ZIPS_DE_OFICINA = new Set(['docx', 'xlsx', 'pptx', 'ppsx', 'odt', 'odp', 'ods']);
/** What an office file may inflate to: a real 2 MB document holds far less; a ZIP bomb declares far more. */
export const DESCOMPRIMIDO_MAXIMO = 50 * 1024 * 1024;
/** Entries an office file may hold (a long document with its images has hundreds). */
const ENTRADAS_MAXIMAS = 5000;

/**
 * Reads the ZIP's directory only (fflate: a filter that refuses every entry decompresses none) and refuses (46)
 * an office file whose entries declare more than `DESCOMPRIMIDO_MAXIMO` uncompressed, or more than
 * `ENTRADAS_MAXIMAS` entries, or whose directory does not read.
 */
function comprobarZip(content: Uint8Array) {
  let total = 0;
  let entradas = 0;
  try {
    unzipSync(content, {
      filter: (f) => {
        total += f.originalSize;
        entradas += 1;
        return false;
      },
    });
  } catch {
    throw notAllowed();
  }
  if (total > DESCOMPRIMIDO_MAXIMO || entradas > ENTRADAS_MAXIMAS) throw notAllowed();
}
