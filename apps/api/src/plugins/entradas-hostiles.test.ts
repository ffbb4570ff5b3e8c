import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 9, finding 3: a NUL byte in any text and any id above PostgreSQL's
 * `integer` reached the database, which refused the query: HTTP 500. The
 * contract's text rule and id schema stop them at the input, as a field
 * error (400, code 15) naming the field, through the normal path.
 */
let t: TestApp;
const tk: Record<'alumno' | 'empresa' | 'gestor', string> = { alumno: '', empresa: '', gestor: '' };
const NUL = '\u0000';
const FUERA_DE_INTEGER = 2_147_483_648;

beforeAll(async () => {
  t = await createTestApp();
  tk.alumno = await t.login('alumno', '12345678Z');
  tk.empresa = await t.login('empresa', 'seleccion.demo');
  tk.gestor = await t.login('gestor', 'gestor.demo');
});
afterAll(() => t.close());

type Caso = [string, keyof typeof endpoints, Record<string, unknown>, keyof typeof tk | null, string];

const casos: Caso[] = [
  [
    'NUL en el usuario del login de estudiante',
    'loginAlumno',
    { eUsuario: `12345678Z${NUL}`, ePassword: 'x1234567' },
    null,
    'eUsuario',
  ],
  [
    'NUL en el usuario del login de empresa',
    'loginEmpresa',
    { eUsuario: `seleccion${NUL}`, ePassword: 'x1234567' },
    null,
    'eUsuario',
  ],
  [
    'NUL en el usuario del login de personal',
    'loginGestor',
    { eUsuario: `gestor${NUL}demo`, ePassword: 'x1234567' },
    null,
    'eUsuario',
  ],
  ['NUL en el texto de búsqueda (query)', 'ofertasUsuario', { tipo: 'empleo', texto: `gesti${NUL}n` }, 'alumno', 'texto'],
  ['NUL en urlOferta (cuerpo)', 'inscribirse', { urlOferta: `oferta${NUL}` }, 'alumno', 'urlOferta'],
  ['NUL en la url de una oferta (ruta)', 'oferta', { url: `oferta${NUL}` }, 'alumno', 'url'],
  ['NUL en el motivo de una baja', 'solicitarBaja', { motivo: `Me voy${NUL}` }, 'alumno', 'motivo'],
  ['NUL en el motivo de un rechazo', 'rechazarOferta', { idOferta: 1, motivo: `No cumple${NUL}` }, 'gestor', 'motivo'],
  [
    'otro carácter de control (U+001B) en un texto de una línea',
    'inscribirse',
    { urlOferta: 'oferta\u001b[2J' },
    'alumno',
    'urlOferta',
  ],
  ['id por encima de integer en la ruta', 'dameDatosProceso', { id: FUERA_DE_INTEGER }, 'empresa', 'id'],
  [
    'id por encima de integer en la query',
    'ofertasUsuario',
    { tipo: 'empleo', idProvincia: FUERA_DE_INTEGER },
    'alumno',
    'idProvincia',
  ],
  [
    'id por encima de integer en el cuerpo',
    'cambiaEstadoCandidatura',
    { idCandidatura: FUERA_DE_INTEGER, idEstado: 2 },
    'empresa',
    'idCandidatura',
  ],
  ['id por encima de integer en una notificación', 'marcarNotificacionLeidaAlumno', { id: FUERA_DE_INTEGER }, 'alumno', 'id'],
  [
    'id por encima de integer en el login de empresa',
    'loginEmpresa',
    { eUsuario: 'seleccion.demo', ePassword: 'x1234567', eidEmpresa: FUERA_DE_INTEGER },
    null,
    'eidEmpresa',
  ],
  [
    'id por encima de integer en la validación de una oferta',
    'validarOferta',
    { idOferta: FUERA_DE_INTEGER },
    'gestor',
    'idOferta',
  ],
];

describe('entradas que llegaban a la base de datos y la hacían fallar', () => {
  it.each(casos)('%s → 400, código 15, el campo señalado', async (_caso, nombre, input, rol, campo) => {
    const r = await t.call(endpoints[nombre], input, rol ? tk[rol] : undefined);
    expect(r.http).toBe(400);
    expect(r.body.status).toBe(15);
    expect(parseFieldErrors(r.body.datos).map((e) => e.campo)).toContain(campo);
  });

  it('el mensaje dice qué pasa, en español', async () => {
    const r = await t.call(endpoints.inscribirse, { urlOferta: `oferta${NUL}` }, tk.alumno);
    expect(r.body.mensaje).toBe('El campo contiene caracteres no permitidos (caracteres de control)');
  });

  it('en un texto de varias líneas, el salto de línea y el tabulador siguen valiendo', async () => {
    const r = await t.call(endpoints.solicitarBaja, { motivo: 'Termino el máster.\n\tGracias por todo.' }, tk.alumno);
    expect(r.body.status).toBe(517);
  });
});
