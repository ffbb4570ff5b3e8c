import { EXTENSIONES_DOCUMENTO } from '@puente/contract/constants';
import { EXTENSIONES_FOTO } from '@puente/contract/cv';
import { endpoints } from '@puente/contract/endpoints/all';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, zip } from '../../lib/storage/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno } from '../candidaturas/test-fixtures';

/*
 * Property: whatever the extension a student declares, a file that starts
 * with the signature of a program (a Windows or Linux executable, a Mach-O
 * binary, a script with an interpreter line) or that is a bare ZIP passed off
 * as something else is never stored, neither as a CV document nor as a photo.
 */

let t: TestApp;
let alumno: Awaited<ReturnType<typeof crearAlumno>>;
beforeAll(async () => {
  t = await createTestApp();
  alumno = await crearAlumno(t);
});
afterAll(() => t.close());

const latin1 = (s: string) => [...Buffer.from(s, 'latin1')];
const FIRMAS: Record<string, number[]> = {
  'MZ (Windows)': latin1('MZ'),
  'ELF (Linux)': [0x7f, 0x45, 0x4c, 0x46],
  'Mach-O': [0xcf, 0xfa, 0xed, 0xfe],
  'Mach-O universal': [0xca, 0xfe, 0xba, 0xbe],
  'script #!': latin1('#!'),
  'script #! tras BOM': [0xef, 0xbb, 0xbf, ...latin1('#!')],
};

const conFirma = fc
  .tuple(fc.constantFrom(...Object.values(FIRMAS)), fc.oneof(fc.uint8Array({ maxLength: 600 }), fc.string({ maxLength: 300 })))
  .map(([firma, resto]) => Buffer.concat([Buffer.from(firma), typeof resto === 'string' ? Buffer.from(resto) : resto]));
// A ZIP whose entries say nothing of Office or OpenDocument: file-type reads it as a plain zip.
const zipSinTipo = fc
  .dictionary(fc.stringMatching(/^[a-z]{1,8}\.(txt|exe|sh|js)$/), fc.string({ maxLength: 80 }), { minKeys: 1, maxKeys: 3 })
  .map((entradas) => zip(entradas));

const extension = fc.oneof(
  fc.constantFrom(...EXTENSIONES_DOCUMENTO),
  fc.constantFrom(...EXTENSIONES_DOCUMENTO).map((e) => e.toUpperCase()),
  fc.constantFrom('exe', 'sh', 'zip', 'js', 'bat', 'elf', ''),
);

const guardados = async () =>
  (
    await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM archivos WHERE propietario_tipo = 'alumno' AND propietario_id = $1",
      [alumno.id],
    )
  )[0]?.n;

describe('ningún fichero con la firma de un programa se guarda, se llame como se llame', () => {
  it('como documento del CV (addDoc): 46 (15 con la extensión vacía), nunca 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(conFirma, zipSinTipo), extension, async (bytes, ext) => {
        const { body } = await t.call(
          endpoints.addDoc,
          { nombre: 'documento', extension_adjunto: ext, ficheroB64ParaAltas: bytes.toString('base64') },
          alumno.token,
        );
        // 15: an empty extension or empty content never reaches the storage.
        expect([46, 15]).toContain(body.status);
      }),
      { numRuns: 60, seed: 20261122 },
    );
    expect(await guardados()).toBe(0);
  });

  it('como foto (editImagenPerfil): 46 (15 con la extensión vacía), nunca 0', async () => {
    const foto = fc.oneof(fc.constantFrom(...EXTENSIONES_FOTO), fc.constantFrom('PNG', 'JPG', 'exe'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(conFirma, zipSinTipo, fc.constant(Buffer.from(SAMPLES.exe))), foto, async (bytes, ext) => {
        const { body } = await t.call(
          endpoints.editImagenPerfil,
          { extension: ext, ficheroB64: bytes.toString('base64') },
          alumno.token,
        );
        expect([46, 15]).toContain(body.status);
      }),
      { numRuns: 30, seed: 20261122 },
    );
    expect(await guardados()).toBe(0);
  });

  it('y los mismos ficheros sin firma de programa sí entran (la propiedad no se cumple por rechazarlo todo)', async () => {
    const { body } = await t.call(
      endpoints.addDoc,
      {
        nombre: 'notas',
        extension_adjunto: 'txt',
        ficheroB64ParaAltas: Buffer.from('# Notas\nsin interprete\n').toString('base64'),
      },
      alumno.token,
    );
    expect(body.status).toBe(0);
  });
});
