import { EXTENSIONES_DOCUMENTO, EXTENSIONES_PDF, type ExtensionDocumento, SUBIDA_MAX_BYTES } from '../constants';
import { MENSAJES } from './messages';
import { texto } from './text';

/*
 * Uploads arrive as base64 (spec §5). The browser checks the extension and
 * size before sending; the API repeats those checks and also compares the
 * magic bytes with the extension (ARCHITECTURE §4), because a renamed
 * executable still has the right extension. Uint8Array only: this runs in both.
 */

/** Lower case, without the dot: "CV.Final.PDF" → "pdf"; "" when there is none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

const normalizeExtension = (extension: string) => extension.trim().replace(/^\./, '').toLowerCase();

export const isAllowedExtension = (extension: string, allowed: readonly string[] = EXTENSIONES_DOCUMENTO): boolean =>
  allowed.includes(normalizeExtension(extension));

/** The bare base64 text: FileReader's "data:…;base64," prefix and line breaks removed. */
export const stripBase64 = (value: string): string => value.replace(/^data:[^,]*,/, '').replace(/\s/g, '');

export const isWellFormedBase64 = (value: string): boolean => {
  const b64 = stripBase64(value);
  return b64.length > 0 && b64.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(b64);
};

/** Decoded size computed from the text length, so a 2 MB limit needs no decoding. */
export const base64DecodedSize = (value: string): number => {
  const b64 = stripBase64(value);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Decodes base64 without atob or Buffer (neither is available to both the
 * browser and Node typings of this package). `maxBytes` decodes only the head,
 * which is all that magic-byte detection needs.
 */
export function decodeBase64(value: string, maxBytes = Number.POSITIVE_INFINITY): Uint8Array {
  const b64 = stripBase64(value).replace(/=+$/, '');
  const chars = Math.min(b64.length, Math.ceil(maxBytes / 3) * 4);
  const out = new Uint8Array(Math.min(Math.floor((chars * 3) / 4), maxBytes));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (let i = 0; i < chars && written < out.length; i++) {
    const sextet = ALPHABET.indexOf(b64.charAt(i));
    if (sextet < 0) throw new Error('base64 no válido');
    buffer = ((buffer << 6) | sextet) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[written++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'zip' | 'ole2' | 'text';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: readonly (readonly [DetectedFileType, readonly number[]])[] = [
  ['pdf', ascii('%PDF-')],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  // docx, xlsx, pptx, ppsx, odt and odp are all ZIP containers starting with a local file header.
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  // doc, xls, ppt and pps are OLE2 compound files.
  ['ole2', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** "BM" alone is too common at the start of a text file, so the reserved header bytes 6–9 must be zero too. */
const isBmp = (bytes: Uint8Array) =>
  bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d && bytes.subarray(6, 10).every((b) => b === 0);

/**
 * Plain text or CSV in UTF-8 or Windows-1252 (Spanish exports use both): no NUL
 * bytes and almost no control characters besides tab, line breaks and form
 * feed. A UTF-16 byte-order mark also counts, since such text has NULs.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, 4096);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if ((byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f) controls++;
  }
  return controls <= sample.length / 100;
}

/** The kind of file its first bytes reveal, or null when unknown. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  for (const [type, signature] of SIGNATURES) if (startsWith(bytes, signature)) return type;
  if (isBmp(bytes)) return 'bmp';
  return looksLikeText(bytes) ? 'text' : null;
}

/** What each allowed extension must contain; typed on the list so a new extension cannot be forgotten here. */
export const EXPECTED_FILE_TYPE: Readonly<Record<ExtensionDocumento, DetectedFileType>> = {
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  ppsx: 'zip',
  odt: 'zip',
  odp: 'zip',
  doc: 'ole2',
  ppt: 'ole2',
  pps: 'ole2',
  pdf: 'pdf',
  txt: 'text',
  csv: 'text',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  bmp: 'bmp',
  gif: 'gif',
  tiff: 'tiff',
  tif: 'tiff',
};

/**
 * The content type a file is stored and served with, by its extension. The
 * API sends it only after the content has matched the extension, so it names
 * what the bytes are, not what the browser guessed.
 */
export const CONTENT_TYPE_POR_EXTENSION: Readonly<Record<ExtensionDocumento, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pdf: 'application/pdf',
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
  txt: 'text/plain',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pps: 'application/vnd.ms-powerpoint',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  tif: 'image/tiff',
};

/** Every content type a document of the §5 list can have, for declarations that answer one. */
export const CONTENT_TYPES_DOCUMENTO = [...new Set(Object.values(CONTENT_TYPE_POR_EXTENSION))] as [string, ...string[]];

export const isDocumentExtension = (extension: string): extension is ExtensionDocumento =>
  Object.hasOwn(EXPECTED_FILE_TYPE, extension);

export const contentMatchesExtension = (extension: string, bytes: Uint8Array): boolean => {
  const ext = normalizeExtension(extension);
  return isDocumentExtension(ext) && detectFileType(bytes) === EXPECTED_FILE_TYPE[ext];
};

/** Bytes read for detection: enough for every signature and a fair text sample. */
const HEAD_BYTES = 4096;

/**
 * Full check of an upload, as the API runs it: allowed extension, readable
 * base64, at most 2 MB decoded, content matching the extension. Returns the
 * message to show, or null when the file is acceptable. `allowed` narrows the
 * document list (PDF only, say); an extension outside EXPECTED_FILE_TYPE is
 * always refused, since its content cannot be checked.
 */
export function checkUploadedFile(
  extension: string,
  base64: string,
  allowed: readonly string[] = EXTENSIONES_DOCUMENTO,
): string | null {
  if (!isAllowedExtension(extension, allowed)) return MENSAJES.ficheroNoPermitido;
  if (!isWellFormedBase64(base64)) return MENSAJES.ficheroIlegible;
  if (base64DecodedSize(base64) > SUBIDA_MAX_BYTES) return MENSAJES.ficheroDemasiadoGrande;
  return contentMatchesExtension(extension, decodeBase64(base64, HEAD_BYTES)) ? null : MENSAJES.ficheroNoPermitido;
}

/** Extension field of an upload form or payload, normalised ("PDF", ".pdf" → "pdf"). */
export const extensionSchema = (allowed: readonly string[] = EXTENSIONES_DOCUMENTO) =>
  texto({ error: MENSAJES.requerido })
    .overwrite(normalizeExtension)
    .min(1, { error: MENSAJES.requerido, abort: true })
    .refine((ext) => allowed.includes(ext), MENSAJES.ficheroNoPermitido);

/** Agreements and insurance policies: PDF only. */
export const pdfExtensionSchema = extensionSchema(EXTENSIONES_PDF);

/** A file name whose extension is allowed, as the browser checks before reading the file. */
export const fileNameSchema = (allowed: readonly string[] = EXTENSIONES_DOCUMENTO) =>
  texto({ error: MENSAJES.requerido })
    .min(1, { error: MENSAJES.requerido, abort: true })
    .refine((name) => allowed.includes(fileExtension(name)), MENSAJES.ficheroNoPermitido);

/**
 * The base64 content as an API input: bare and readable, of any size. The
 * API's storage refuses more than 2 MB with HTTP 413, as HTTP says for too
 * large a payload, so the size is not a field error there.
 */
export const base64UploadSchema = texto({ error: MENSAJES.requerido })
  .overwrite(stripBase64)
  .min(1, { error: MENSAJES.requerido, abort: true })
  .refine(isWellFormedBase64, { error: MENSAJES.ficheroIlegible, abort: true })
  // Says so in the OpenAPI document, and tells the API the route takes a file's body size (plugins/limite-cuerpo.ts).
  .meta({ contentEncoding: 'base64' });

/** The base64 content, returned bare (prefix and line breaks removed); at most 2 MB decoded: the form's check. */
export const base64FileSchema = base64UploadSchema.refine(
  (b64) => base64DecodedSize(b64) <= SUBIDA_MAX_BYTES,
  MENSAJES.ficheroDemasiadoGrande,
);
