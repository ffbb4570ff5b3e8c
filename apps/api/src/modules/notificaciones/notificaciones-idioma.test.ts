import { readFileSync } from 'node:fs';
import type { Endpoint } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearCandidatura, crearOferta, idAlumno, setEstadoOferta, tokens } from '../procesos/test-fixtures';

/** Notifications are stored as a key with parameters and read in the language of the request (Accept-Language). */

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let lucia: { id: number; token: string };
let marcos: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  lucia = { id: await idAlumno(t, '12345678Z'), token: await t.login('alumno', '12345678Z') };
  marcos = { id: await idAlumno(t, '87654321X'), token: await t.login('alumno', '87654321X') };
});
afterAll(() => t.close());

/** The panel as the web client asks for it; `t.call` sends no language, so inject directly. */
async function panel(endpoint: Endpoint, token: string, acceptLanguage?: string): Promise<Notificacion[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: endpoint.path,
    headers: { authorization: `Bearer ${token}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  const body = envelopeOf<Notificacion[]>(response);
  expect(body.status).toBe(0);
  return body.datos;
}

const alumno = (token: string, idioma?: string) => panel(endpoints.notificacionesAlumno, token, idioma);

function una(lista: Notificacion[], id: number) {
  const n = lista.find((x) => x.idNotificacion === id);
  if (!n) throw new Error(`La notificación ${id} no está en el panel`);
  return { titulo: n.titulo, texto: n.texto };
}

async function ultimaDe(destinoTipo: 'alumno' | 'empresa', destinoId: number) {
  const rows = await t.database.query<{ id: number }>(
    'SELECT max(id) AS id FROM notificaciones WHERE destino_tipo = $1 AND destino_id = $2',
    [destinoTipo, destinoId],
  );
  return (rows[0] as { id: number }).id;
}

describe('una notificación, dos lectores', () => {
  it('se guarda como clave y parámetros, y cada lector la lee en su idioma', async () => {
    await t.services.notificaciones.notificar({
      destinoTipo: 'alumno',
      destinoId: lucia.id,
      clave: 'candidatura.entrevista',
      parametros: { oferta: 'Analista de datos júnior' },
      importante: true,
    });
    const id = await ultimaDe('alumno', lucia.id);
    const [fila] = await t.database.query('SELECT clave, parametros, titulo, texto FROM notificaciones WHERE id = $1', [id]);
    expect(fila).toEqual({
      clave: 'candidatura.entrevista',
      parametros: { oferta: 'Analista de datos júnior' },
      titulo: null,
      texto: null,
    });

    const es = {
      titulo: 'Te han citado a una entrevista',
      texto: 'La empresa quiere entrevistarte para «Analista de datos júnior». Revisa tu correo.',
    };
    const en = {
      titulo: 'You have been invited to an interview',
      texto: 'The company wants to interview you for “Analista de datos júnior”. Check your e-mail.',
    };
    expect(una(await alumno(lucia.token, 'es'), id)).toEqual(es);
    expect(una(await alumno(lucia.token, 'en'), id)).toEqual(en);
    // What browsers send: the supported tag with the highest weight wins; anything else is Spanish.
    expect(una(await alumno(lucia.token, 'en-GB,en;q=0.9,es;q=0.8'), id)).toEqual(en);
    expect(una(await alumno(lucia.token, 'fr-FR, es;q=0.4, en;q=0.7'), id)).toEqual(en);
    expect(una(await alumno(lucia.token, 'de'), id)).toEqual(es);
    expect(una(await alumno(lucia.token), id)).toEqual(es);
  });

  it('el panel de empresa también: las notificaciones sembradas para la demo se leen en inglés', async () => {
    const token = await t.login('empresa', 'seleccion.demo');
    const titulos = (await panel(endpoints.notificacionesEmpresa, token, 'en')).map((n) => n.titulo);
    expect(titulos).toEqual(expect.arrayContaining(['Offer awaiting approval', 'New applications', 'Agreement renewal']));
    const nuevas = (await panel(endpoints.notificacionesEmpresa, token, 'en')).find((n) => n.titulo === 'New applications');
    expect(nuevas?.texto).toBe('You have new applications for “Prácticas en desarrollo web”.');
  });
});

describe('cambio de estado por la empresa, con motivo', () => {
  it('el motivo se guarda por id y se lee en el idioma del estudiante', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 2);
    const idCandidatura = await crearCandidatura(t, oferta.idOferta, '12345678Z', 3);
    const { body } = await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura, idEstado: 5, idMotivo: 10 }, tk.levante);
    expect(body.status).toBe(0);

    const id = await ultimaDe('alumno', lucia.id);
    const [fila] = await t.database.query('SELECT clave, parametros FROM notificaciones WHERE id = $1', [id]);
    expect(fila).toEqual({ clave: 'candidatura.descartada', parametros: { oferta: 'Analista de datos júnior', idMotivo: 10 } });
    expect(una(await alumno(lucia.token, 'es'), id)).toEqual({
      titulo: 'Candidatura no seleccionada',
      texto: 'La empresa ha descartado tu candidatura a «Analista de datos júnior». Motivo: Proceso cubierto con otro candidato.',
    });
    expect(una(await alumno(lucia.token, 'en'), id)).toEqual({
      titulo: 'Application not selected',
      texto:
        'The company has turned down your application to “Analista de datos júnior”. Reason: Position filled by another candidate.',
    });
  });
});

describe('filas anteriores a las claves (migración 0010)', () => {
  const migracion = readFileSync(new URL('../../db/migrations/0010_notificaciones_claves.sql', import.meta.url), 'utf8');

  /** Rows as the API and the seed wrote them before 0010: finished Spanish sentences, no key. */
  const LEGADO = {
    conMotivo: [
      'Candidatura no seleccionada',
      'La empresa ha descartado tu candidatura a «Técnico/a de compras». Motivo: No cumple los requisitos.',
    ],
    entrevista: [
      'Te han citado a una entrevista',
      'La empresa quiere entrevistarte para «Analista «senior» de datos». Revisa tu correo.',
    ],
    semilla: [
      'Has sido seleccionado',
      'La empresa te ha seleccionado en el proceso de «Técnico/a de compras». Se pondrá en contacto contigo.',
    ],
    casi: ['Oferta cancelada', 'La empresa ha cancelado la oferta «Técnico/a de compras»'],
    libre: ['Aviso de la universidad', 'Texto libre que ninguna plantilla reconoce.'],
  } as const;

  it('las frases conocidas pasan a clave y se leen igual en español y traducidas en inglés; las demás quedan como estaban', async () => {
    const ids: Record<string, number> = {};
    for (const [nombre, [titulo, texto]] of Object.entries(LEGADO)) {
      const [row] = await t.database.query<{ id: number }>(
        `INSERT INTO notificaciones (destino_tipo, destino_id, titulo, texto) VALUES ('alumno', $1, $2, $3) RETURNING id`,
        [marcos.id, titulo, texto],
      );
      ids[nombre] = (row as { id: number }).id;
    }
    const [rechazo] = await t.database.query<{ id: number }>(
      `INSERT INTO notificaciones (destino_tipo, destino_id, titulo, texto, importante) VALUES ('empresa', $1, $2, $3, true) RETURNING id`,
      [
        tk.idMeseta,
        'Oferta rechazada',
        'La universidad ha rechazado tu oferta «Prácticas de marketing». Motivo: Falta la remuneración. Revísala',
      ],
    );
    const idRechazo = (rechazo as { id: number }).id;

    await t.database.exec(migracion);

    const filas = await t.database.query<{ id: number; clave: string | null; parametros: unknown; titulo: string | null }>(
      'SELECT id, clave, parametros, titulo FROM notificaciones WHERE id = ANY($1::int[]) ORDER BY id',
      [[...Object.values(ids), idRechazo]],
    );
    const de = (id: number | undefined) => filas.find((f) => f.id === id);
    expect(de(ids.conMotivo)).toMatchObject({
      clave: 'candidatura.descartada',
      parametros: { oferta: 'Técnico/a de compras', idMotivo: 8 },
      titulo: null,
    });
    expect(de(ids.entrevista)).toMatchObject({
      clave: 'candidatura.entrevista',
      parametros: { oferta: 'Analista «senior» de datos' },
    });
    expect(de(ids.semilla)).toMatchObject({ clave: 'demo.seleccionado', parametros: { oferta: 'Técnico/a de compras' } });
    expect(de(ids.casi)).toMatchObject({ clave: null, parametros: null, titulo: 'Oferta cancelada' });
    expect(de(ids.libre)).toMatchObject({ clave: null, parametros: null, titulo: 'Aviso de la universidad' });
    expect(de(idRechazo)).toMatchObject({
      clave: 'oferta.rechazada',
      parametros: { oferta: 'Prácticas de marketing', motivo: 'Falta la remuneración. Revísala' },
    });

    // A Spanish reader reads exactly what was stored before.
    const es = await alumno(marcos.token, 'es');
    for (const [nombre, [titulo, texto]] of Object.entries(LEGADO)) {
      expect(una(es, ids[nombre] as number)).toEqual({ titulo, texto });
    }
    const en = await alumno(marcos.token, 'en');
    expect(una(en, ids.conMotivo as number)).toEqual({
      titulo: 'Application not selected',
      texto: 'The company has turned down your application to “Técnico/a de compras”. Reason: Does not meet the requirements.',
    });
    expect(una(en, ids.semilla as number).titulo).toBe('You have been selected');
    // Unmatched sentences stay Spanish for everyone rather than risk a wrong guess.
    expect(una(en, ids.libre as number)).toEqual({ titulo: LEGADO.libre[0], texto: LEGADO.libre[1] });
    expect(una(en, ids.casi as number)).toEqual({ titulo: LEGADO.casi[0], texto: LEGADO.casi[1] });

    const meseta = await t.login('empresa', 'rrhh.demo', tk.idMeseta);
    expect(una(await panel(endpoints.notificacionesEmpresa, meseta, 'es'), idRechazo).texto).toBe(
      'La universidad ha rechazado tu oferta «Prácticas de marketing». Motivo: Falta la remuneración. Revísala',
    );
    expect(una(await panel(endpoints.notificacionesEmpresa, meseta, 'en'), idRechazo)).toEqual({
      titulo: 'Offer rejected',
      texto: 'The university has rejected your offer “Prácticas de marketing”. Reason: Falta la remuneración. Revísala',
    });
  });

  it('una fila sin clave ni texto no se puede guardar', async () => {
    await expect(
      t.database.query("INSERT INTO notificaciones (destino_tipo, destino_id, titulo) VALUES ('alumno', $1, 'Solo título')", [
        marcos.id,
      ]),
    ).rejects.toThrow(/notificaciones_clave_o_texto/);
  });
});
