import { endpoints } from '@puente/contract/endpoints/all';
import { MAX_OFERTAS_GUARDADAS } from '@puente/contract/endpoints/ofertas-guardadas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guardar = (urlAcceso: string, token: string) => t.call(endpoints.guardarOferta, { urlAcceso }, token);
const quitar = (urlAcceso: string, token: string) => t.call(endpoints.quitarOfertaGuardada, { urlAcceso }, token);
const lista = async (token: string) => (await t.call(endpoints.ofertasGuardadas, {}, token)).body.datos;
const dia = (dias: number) => {
  const [d, m, y] = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date(Date.now() + dias * 86_400_000))
    .split('/');
  return `${d}/${m}/${y}`;
};

describe('guardar ofertas', () => {
  it('guarda una oferta publicada una sola vez, la lista con su estado y la quita', async () => {
    const alumno = await crearAlumno(t);
    const oferta = await crearOferta(t, { titulo: 'Oferta para guardar', limite: 20 });

    const primera = await guardar(oferta.url, alumno.token);
    expect(primera.body).toMatchObject({ status: 0, datos: { guardada: true, numGuardadas: 1 } });
    expect((await guardar(oferta.url, alumno.token)).body.datos).toEqual({ guardada: true, numGuardadas: 1 });

    const [guardada] = await lista(alumno.token);
    expect(guardada).toMatchObject({
      urlAcceso: oferta.url,
      titulo: 'Oferta para guardar',
      empresa: expect.any(String),
      idPerfil: 1,
      textoPerfilOferta: 'Empleo',
      fechaLimite: dia(20),
      estado: 'abierta',
      diasParaCierre: 20,
      candidatura: null,
      guardadaEl: dia(0),
    });

    expect((await quitar(oferta.url, alumno.token)).body.datos).toEqual({ guardada: false, numGuardadas: 0 });
    expect(await lista(alumno.token)).toEqual([]);
    // Removing what is not saved, or an unknown offer, changes nothing.
    expect((await quitar(oferta.url, alumno.token)).body).toMatchObject({ status: 0, datos: { numGuardadas: 0 } });
    expect((await quitar('no-existe', alumno.token)).body.status).toBe(0);
  });

  it('no guarda lo que el estudiante no ve: una oferta inexistente o sin publicar es 4', async () => {
    const alumno = await crearAlumno(t);
    const pendiente = await crearOferta(t, { estado: 1 });
    for (const url of ['no-existe', pendiente.url]) {
      const { body } = await guardar(url, alumno.token);
      expect(body.status).toBe(PortalCodes.OFERTA_NO_ENCONTRADA);
      expect(body.mensaje).toBe('La oferta no existe o ya no está disponible.');
    }
    expect(await lista(alumno.token)).toEqual([]);
  });

  it(`pasadas ${MAX_OFERTAS_GUARDADAS} ofertas responde 48 y no guarda más`, async () => {
    const alumno = await crearAlumno(t);
    await t.database.query(
      `INSERT INTO ofertas_guardadas (id_alumno, id_oferta)
       SELECT $1, id FROM ofertas ORDER BY id LIMIT $2`,
      [alumno.id, MAX_OFERTAS_GUARDADAS],
    );
    const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ofertas_guardadas WHERE id_alumno = $1',
      [alumno.id],
    );
    // The demo may hold fewer offers than the limit: fill the rest with new ones.
    for (let i = n; i < MAX_OFERTAS_GUARDADAS; i++) {
      const o = await crearOferta(t);
      await t.database.query('INSERT INTO ofertas_guardadas (id_alumno, id_oferta) VALUES ($1, $2)', [alumno.id, o.id]);
    }
    const otra = await crearOferta(t);
    const { body } = await guardar(otra.url, alumno.token);
    expect(body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    expect(body.mensaje).toBe(`Ya tienes ${MAX_OFERTAS_GUARDADAS} ofertas guardadas. Quita alguna antes de guardar otra.`);
    expect(await lista(alumno.token)).toHaveLength(MAX_OFERTAS_GUARDADAS);
  });

  it('cada estudiante ve solo las suyas; dice si cierra pronto, si cerró y su candidatura, en su idioma', async () => {
    const ana = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const pronto = await crearOferta(t, { titulo: 'Cierra pronto', limite: 2 });
    const hoy = await crearOferta(t, { titulo: 'Cierra hoy', limite: 0 });
    const vencida = await crearOferta(t, { titulo: 'Vencida', limite: 5 });
    const cancelada = await crearOferta(t, { titulo: 'Cancelada', perfil: 2 });
    for (const o of [pronto, hoy, vencida, cancelada]) expect((await guardar(o.url, ana.token)).body.status).toBe(0);
    await t.database.query('UPDATE ofertas SET fecha_limite = current_date - 1 WHERE id = $1', [vencida.id]);
    await t.database.query('UPDATE ofertas SET id_estado = 3 WHERE id = $1', [cancelada.id]);
    await crearCandidatura(t, pronto.id, ana.id, 1);

    const porTitulo = Object.fromEntries((await lista(ana.token)).map((o) => [o.titulo, o]));
    expect(porTitulo['Cierra pronto']).toMatchObject({ estado: 'cierraPronto', diasParaCierre: 2, candidatura: 'Inscrita' });
    expect(porTitulo['Cierra hoy']).toMatchObject({ estado: 'cierraPronto', diasParaCierre: 0 });
    expect(porTitulo.Vencida).toMatchObject({ estado: 'cerrada', diasParaCierre: null });
    expect(porTitulo.Cancelada).toMatchObject({ estado: 'cerrada', textoPerfilOferta: 'Prácticas' });
    expect(await lista(otro.token)).toEqual([]);

    const enIngles = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/ofertasGuardadas',
      headers: { authorization: `Bearer ${ana.token}`, 'accept-language': 'en' },
    });
    const cancelledEn = (enIngles.json().datos as { titulo: string; textoPerfilOferta: string }[]).find(
      (o) => o.titulo === 'Cancelada',
    );
    expect(cancelledEn?.textoPerfilOferta).toBe('Internship');
  });

  it('una empresa o el personal no llegan a las ofertas guardadas', async () => {
    const empresa = await t.login('empresa', 'seleccion.demo');
    const gestor = await t.login('gestor', 'gestor.demo');
    for (const token of [empresa, gestor]) {
      const { body } = await t.call(endpoints.ofertasGuardadas, {}, token);
      expect(body.status).not.toBe(0);
    }
  });
});

describe('el recordatorio de una oferta guardada que cierra pronto', () => {
  it('avisa una vez a quien no se ha inscrito, y el aviso queda hecho cuando se inscribe', async () => {
    const alumno = await crearAlumno(t);
    const inscrito = await crearAlumno(t);
    const pronto = await crearOferta(t, { titulo: 'Guardada que cierra en dos días', limite: 2 });
    const lejos = await crearOferta(t, { titulo: 'Guardada que cierra en diez días', limite: 10 });
    for (const o of [pronto, lejos]) await guardar(o.url, alumno.token);
    await guardar(pronto.url, inscrito.token);
    await crearCandidatura(t, pronto.id, inscrito.id, 1);

    const [primera, segunda] = await Promise.all([
      t.services.ofertasGuardadas.recordatorios(),
      t.services.ofertasGuardadas.recordatorios(),
    ]);
    expect(primera + segunda).toBeGreaterThanOrEqual(1);
    expect(await t.services.ofertasGuardadas.recordatorios()).toBe(0);

    const avisos = (await t.call(endpoints.notificacionesAlumno, {}, alumno.token)).body.datos;
    const recordatorios = avisos.filter((a) => a.titulo === 'Una oferta que guardaste cierra pronto');
    expect(recordatorios).toHaveLength(1);
    expect(recordatorios[0]).toMatchObject({
      texto: `El plazo de «Guardada que cierra en dos días» termina el ${dia(2)}. Si te interesa, inscríbete antes.`,
      Importante: true,
      leida: false,
      urlAcceso: `/ofertas-empleo/${pronto.url}`,
    });
    const delInscrito = (await t.call(endpoints.notificacionesAlumno, {}, inscrito.token)).body.datos;
    expect(delInscrito.filter((a) => a.titulo === 'Una oferta que guardaste cierra pronto')).toHaveLength(0);

    // Applying, by the usual endpoint, marks the reminder done.
    const inscripcion = await t.call(endpoints.inscribirse, { urlOferta: pronto.url }, alumno.token);
    expect(inscripcion.body.status).toBe(PortalCodes.CV_GENERADO_ENVIADO);
    const despues = (await t.call(endpoints.notificacionesAlumno, {}, alumno.token)).body.datos;
    expect(despues.find((a) => a.titulo === 'Una oferta que guardaste cierra pronto')).toMatchObject({
      leida: true,
      Importante: false,
    });
  });

  it('el plazo de una oferta guardada entra en el calendario personal', async () => {
    const alumno = await crearAlumno(t);
    const oferta = await crearOferta(t, { titulo: 'Guardada para el calendario', limite: 12 });
    await guardar(oferta.url, alumno.token);
    const { body } = await t.call(endpoints.dameEnlaceCalendario, {}, alumno.token);
    const feed = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${body.datos.token}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.payload).toContain(`UID:plazo-oferta-${oferta.id}@`);
    expect(feed.payload).toContain('Guardada para el calendario');
    await quitar(oferta.url, alumno.token);
    const sin = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${body.datos.token}` });
    expect(sin.payload).not.toContain(`UID:plazo-oferta-${oferta.id}@`);
  });
});
