import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import { CONTENT_TYPE_POR_EXTENSION, detectFileType, isDocumentExtension } from '@puente/contract/validation/files';
import { MENSAJES } from '@puente/contract/validation/messages';
import { fileTypeFromBuffer } from 'file-type';
import { PortalError } from '../portal-error';
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

const notAllowed = () => new PortalError(PortalCodes.EXTENSION_NO_PERMITIDA, MENSAJES.ficheroNoPermitido);

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A script with an interpreter line ("#!/bin/sh") is text, but it is a
 * program: no document a student hands in starts that way, so it is refused
 * as .txt or .csv too (the binary formats already fail their magic bytes).
 */
function isScript(content: Uint8Array): boolean {
  const start = UTF8_BOM.every((b, i) => content[i] === b) ? 3 : 0;
  return content[start] === 0x23 && content[start + 1] === 0x21;
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
 * sandboxing CSP, so a browser never runs it. A script with an interpreter
 * line ("#!") is refused even as text.
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
    : expected.includes(TEXT) && detectFileType(content.subarray(0, 4096)) === 'text' && !isScript(content);
  if (!matches) throw notAllowed();
  return CONTENT_TYPE_POR_EXTENSION[ext];
}
