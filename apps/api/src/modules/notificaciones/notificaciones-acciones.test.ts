import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';

/*
 * Issue 24: a notification that asks for an action ("Tienes una preinscripción
 * pendiente", "Nueva solicitud de prácticas de educación") is marked done, read
 * and no longer important, once that action is done, whoever does it and by
 * whatever way; the reader's other notifications stay as they were.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Aviso {
  idNotificacion: number;
  titulo: string;
  leida: boolean;
  Importante: boolean;
  urlAcceso: string | null;
}

const listaAlumno = async (token: string) => (await t.call(endpoints.notificacionesAlumno, {}, token)).body.datos as Aviso[];

/** The university pre-registered the student: the candidacy in 16 and its notification, as aviso-cambio-estado builds it. */
async function preinscrito() {
  const a = await crearAlumno(t);
  const o = await crearOferta(t, { perfil: 2, titulo: `Prácticas ${Date.now()}` });
  await crearCandidatura(t, o.id, a.id, 16);
  const otra = await crearOferta(t, { perfil: 2 });
  await crearCandidatura(t, otra.id, a.id, 16);
  for (const url of [o.url, otra.url]) {
    await t.database.query(
      `INSERT INTO notificaciones (destino_tipo, destino_id, clave, parametros, importante, leida, url_acceso)
       VALUES ('alumno', $1, 'candidatura.preinscrita', $2::jsonb, true, false, $3)`,
      [a.id, JSON.stringify({ oferta: 'Prácticas' }), `/mis-candidaturas/${url}`],
    );
  }
  return { a, o, otra };
}

const de = (lista: Aviso[], url: string) => lista.find((n) => n.urlAcceso === `/mis-candidaturas/${url}`);

describe('a pre-registration notification is done once the pre-registration is answered', () => {
  it('accepting it (519) marks it read and not important; the other pending one stays', async () => {
    const { a, o, otra } = await preinscrito();
    const antes = await listaAlumno(a.token);
    expect(de(antes, o.url)).toMatchObject({ titulo: 'Tienes una preinscripción pendiente', leida: false, Importante: true });
    expect(antes.filter((n) => !n.leida)).toHaveLength(2);

    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: o.url }, a.token)).body.status).toBe(519);
    const despues = await listaAlumno(a.token);
    expect(de(despues, o.url)).toMatchObject({ leida: true, Importante: false });
    expect(de(despues, otra.url)).toMatchObject({ leida: false, Importante: true });
    // Still listed (the student may read it again), now after the important ones.
    expect(despues[0]?.urlAcceso).toBe(`/mis-candidaturas/${otra.url}`);
  });

  it('rejecting it (520) does the same', async () => {
    const { a, o, otra } = await preinscrito();
    expect((await t.call(endpoints.rechazarPreinscripcion, { urlOferta: o.url, idMotivo: 3 }, a.token)).body.status).toBe(520);
    const despues = await listaAlumno(a.token);
    expect(de(despues, o.url)).toMatchObject({ leida: true, Importante: false });
    expect(de(despues, otra.url)).toMatchObject({ leida: false, Importante: true });
  });

  it("a refused answer (31, someone else's candidacy) changes nothing", async () => {
    const { a, o } = await preinscrito();
    const intruso = await crearAlumno(t);
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: o.url }, intruso.token)).body.status).toBe(31);
    expect(de(await listaAlumno(a.token), o.url)).toMatchObject({ leida: false, Importante: true });
  });

  it("Lucía's demo notification ('La universidad te ha preinscrito…') is done once she answers that pre-registration", async () => {
    const lucia = await t.login('alumno', '12345678Z');
    const pendiente = (await listaAlumno(lucia)).find((n) => n.titulo === 'Tienes una preinscripción pendiente');
    expect(pendiente).toMatchObject({ leida: false, Importante: true });
    const url = pendiente?.urlAcceso?.replace('/mis-candidaturas/', '') ?? '';
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: url }, lucia)).body.status).toBe(519);
    const despues = (await listaAlumno(lucia)).find((n) => n.idNotificacion === pendiente?.idNotificacion);
    expect(despues).toMatchObject({ leida: true, Importante: false });
  });
});

describe("an education centre's new request is done once the centre's company answers it", () => {
  it('rejecting the request marks its "Nueva solicitud" notification read; the others stay', async () => {
    const levante = await t.login('empresa', 'seleccion.demo');
    const avisos = async () => (await t.call(endpoints.notificacionesEmpresa, {}, levante)).body.datos as Aviso[];
    const nuevas = (await avisos()).filter((n) => n.titulo === 'Nueva solicitud de prácticas de educación');
    expect(nuevas.length).toBeGreaterThanOrEqual(1);
    expect(nuevas.every((n) => !n.leida)).toBe(true);
    const [primera] = nuevas;
    const id = Number(primera?.urlAcceso?.split('/').at(-1));
    const r = await t.call(endpoints.rechazarSolicitudPractica, { id, motivo: 'No tenemos tutor disponible.' }, levante);
    expect(r.body.status).toBe(520);
    const despues = await avisos();
    expect(despues.find((n) => n.idNotificacion === primera?.idNotificacion)).toMatchObject({ leida: true, Importante: false });
    for (const otra of nuevas.slice(1)) {
      expect(despues.find((n) => n.idNotificacion === otra.idNotificacion)?.leida).toBe(false);
    }
  });
});
