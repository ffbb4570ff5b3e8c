import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, fileContentTypes, fileOutput, mediaType } from './endpoint';

const base = { method: 'GET', path: '/api/Prueba/fichero', role: 'empresa', summary: 'prueba', input: z.object({}) } as const;

describe('fileOutput', () => {
  const pdf = defineEndpoint({ ...base, output: fileOutput('application/pdf') });
  const json = defineEndpoint({ ...base, output: z.object({ ok: z.boolean() }) });

  it('marks the declarations that answer a file, with their content types', () => {
    expect(fileContentTypes(pdf)).toEqual(['application/pdf']);
    expect(fileContentTypes(json)).toBeNull();
    expect(fileContentTypes(defineEndpoint({ ...base, output: fileOutput('Text/CSV; charset=utf-8', 'image/png') }))).toEqual([
      'text/csv',
      'image/png',
    ]);
  });

  it('accepts a declared content type, with parameters, and refuses any other', () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    expect(pdf.output.safeParse({ nombre: 'a.pdf', contentType: 'application/pdf', contenido: bytes }).success).toBe(true);
    expect(pdf.output.safeParse({ nombre: 'a.pdf', contentType: 'application/PDF; x=1', contenido: bytes }).success).toBe(true);
    expect(pdf.output.safeParse({ nombre: 'a.html', contentType: 'text/html', contenido: bytes }).success).toBe(false);
    expect(pdf.output.safeParse({ nombre: 'a.pdf', contentType: 'application/pdf', contenido: 'texto' }).success).toBe(false);
    expect(pdf.output.safeParse({ nombre: '', contentType: 'application/pdf', contenido: bytes }).success).toBe(false);
  });

  it('mediaType drops parameters and case', () => {
    expect(mediaType(' Text/CSV ; charset=utf-8')).toBe('text/csv');
  });
});
