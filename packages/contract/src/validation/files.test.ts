import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXTENSIONES_DOCUMENTO, SUBIDA_MAX_BYTES } from '../constants';
import {
  base64DecodedSize,
  base64FileSchema,
  base64UploadSchema,
  CONTENT_TYPE_POR_EXTENSION,
  CONTENT_TYPES_DOCUMENTO,
  checkUploadedFile,
  contentMatchesExtension,
  type DetectedFileType,
  decodeBase64,
  detectFileType,
  EXPECTED_FILE_TYPE,
  extensionSchema,
  fileExtension,
  fileNameSchema,
  isAllowedExtension,
  isWellFormedBase64,
  pdfExtensionSchema,
} from './files';

/** Straightforward encoder, written differently from the decoder under test (3 bytes → 4 characters). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((n >> shift) & 63));
    const kept = chunk.filter((b) => b !== undefined).length + 1;
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
}
const bytesOf = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

const SAMPLES = {
  pdf: bytesOf('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytesOf('GIF89a', [1, 0, 1, 0]),
  bmp: bytesOf('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0], new Array(20).fill(1)),
  tiff: bytesOf([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  zip: bytesOf([0x50, 0x4b, 0x03, 0x04, 20, 0], '[Content_Types].xml'),
  ole2: bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  text: bytesOf('nombre;apellidos;nota\r\nAna;López;8,5\r\n'),
} satisfies Record<DetectedFileType, Uint8Array>;

describe('file names and extensions', () => {
  it('extracts and checks extensions', () => {
    expect(fileExtension('CV.Final.PDF')).toBe('pdf');
    expect(fileExtension('sin-extension')).toBe('');
    expect(isAllowedExtension('.DOCX')).toBe(true);
    expect(isAllowedExtension('exe')).toBe(false);
    expect(isAllowedExtension('docx', ['pdf'])).toBe(false);
  });

  it('gives the spec message, without accent on "esta"', () => {
    expect(extensionSchema().parse('.PDF')).toBe('pdf');
    expect(extensionSchema().safeParse('exe').error?.issues[0]?.message).toBe('Este tipo de fichero no esta permitido');
    expect(extensionSchema().safeParse('').error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(pdfExtensionSchema.safeParse('docx').error?.issues[0]?.message).toBe('Este tipo de fichero no esta permitido');
    expect(fileNameSchema().safeParse('foto.tif').success).toBe(true);
    expect(fileNameSchema(['pdf']).safeParse('convenio.doc').error?.issues[0]?.message).toBe(
      'Este tipo de fichero no esta permitido',
    );
  });
});

describe('base64', () => {
  it('decodes like Node and computes the decoded size from the length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = toBase64(bytes);
        expect(base64DecodedSize(b64)).toBe(bytes.length);
        expect(decodeBase64(b64)).toEqual(bytes);
        expect(decodeBase64(b64, 5)).toEqual(bytes.subarray(0, 5));
      }),
    );
  });

  it('accepts a data URL prefix and line breaks, refuses junk', () => {
    const b64 = `data:application/pdf;base64,${toBase64(SAMPLES.pdf)}`;
    expect(isWellFormedBase64(b64)).toBe(true);
    expect(base64DecodedSize(b64)).toBe(SAMPLES.pdf.length);
    expect(isWellFormedBase64('QUJD\nREVG')).toBe(true);
    expect(isWellFormedBase64('QUJ')).toBe(false);
    expect(isWellFormedBase64('QU*D')).toBe(false);
    expect(isWellFormedBase64('')).toBe(false);
  });

  it('base64FileSchema returns bare base64 and enforces 2 MB (2000 KB) decoded', () => {
    expect(base64FileSchema.parse('data:text/plain;base64,QUJD')).toBe('QUJD');
    // 2,048,000 = 3k + 2 bytes: 4k + 3 characters and one '=' of padding; without padding it is one byte more.
    const k = Math.floor(SUBIDA_MAX_BYTES / 3);
    const atLimit = `${'A'.repeat(4 * k + 3)}=`;
    expect(base64DecodedSize(atLimit)).toBe(SUBIDA_MAX_BYTES);
    expect(base64FileSchema.safeParse(atLimit).success).toBe(true);
    expect(base64FileSchema.safeParse('A'.repeat(4 * k + 4)).error?.issues[0]?.message).toBe(
      'El fichero es demasiado grande (máximo 2 MB)',
    );
    expect(base64FileSchema.safeParse('').error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(base64FileSchema.safeParse('no es base64').error?.issues.map((i) => i.message)).toEqual([
      'El fichero no se ha podido leer',
    ]);
  });

  it('base64UploadSchema leaves the size to the API (413), not to a field error', () => {
    const k = Math.floor(SUBIDA_MAX_BYTES / 3);
    expect(base64UploadSchema.safeParse('A'.repeat(4 * k + 4)).success).toBe(true);
    expect(base64UploadSchema.parse('data:text/plain;base64,QUJD')).toBe('QUJD');
    expect(base64UploadSchema.safeParse('no es base64').error?.issues[0]?.message).toBe('El fichero no se ha podido leer');
  });
});

describe('magic bytes', () => {
  it('detects every family', () => {
    for (const [type, bytes] of Object.entries(SAMPLES)) expect(detectFileType(bytes)).toBe(type);
  });

  it('treats UTF-16 text as text and binary junk as unknown', () => {
    expect(detectFileType(bytesOf([0xff, 0xfe, 0x41, 0x00]))).toBe('text');
    expect(detectFileType(bytesOf('BM is not a bitmap\n'))).toBe('text');
    expect(detectFileType(bytesOf([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(detectFileType(bytesOf('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('maps every allowed extension to a content type', () => {
    for (const ext of EXTENSIONES_DOCUMENTO) expect(EXPECTED_FILE_TYPE[ext]).toBeDefined();
    expect(contentMatchesExtension('DOCX', SAMPLES.zip)).toBe(true);
    expect(contentMatchesExtension('pps', SAMPLES.ole2)).toBe(true);
    expect(contentMatchesExtension('csv', SAMPLES.text)).toBe(true);
    expect(contentMatchesExtension('pdf', SAMPLES.png)).toBe(false);
    expect(contentMatchesExtension('toString', SAMPLES.text)).toBe(false);
  });

  it('names a content type for every allowed extension', () => {
    for (const ext of EXTENSIONES_DOCUMENTO) expect(CONTENT_TYPE_POR_EXTENSION[ext]).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
    expect(CONTENT_TYPES_DOCUMENTO).toContain('application/pdf');
    expect(new Set(CONTENT_TYPES_DOCUMENTO).size).toBe(CONTENT_TYPES_DOCUMENTO.length);
  });

  it('checkUploadedFile runs the full server-side check', () => {
    const pdf = toBase64(SAMPLES.pdf);
    expect(checkUploadedFile('pdf', pdf)).toBeNull();
    expect(checkUploadedFile('pdf', pdf, ['pdf'])).toBeNull();
    expect(checkUploadedFile('exe', pdf)).toBe('Este tipo de fichero no esta permitido');
    expect(checkUploadedFile('docx', pdf)).toBe('Este tipo de fichero no esta permitido');
    expect(checkUploadedFile('png', pdf, ['pdf'])).toBe('Este tipo de fichero no esta permitido');
    expect(checkUploadedFile('pdf', 'a')).toBe('El fichero no se ha podido leer');
    expect(checkUploadedFile('txt', 'A'.repeat(SUBIDA_MAX_BYTES * 2))).toBe('El fichero es demasiado grande (máximo 2 MB)');
  });
});
