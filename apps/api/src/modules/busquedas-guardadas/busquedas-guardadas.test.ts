import { endpoints } from '@puente/contract/endpoints/all';
import { MAX_BUSQUEDAS_GUARDADAS } from '@puente/contract/endpoints/busquedas-guardadas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';
import type { CorreoService } from '../correo/correo.service';
import { limitarOfertas } from './busquedas-guardadas.service';

let t: TestApp;
let smtp: ServidorSmtp;
let empresas: string[];
let n = 0;

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL: 'https://empleo.demo.puente.es' });
  empresas = (
    await t.database.query<{ cif: string }>("SELECT cif FROM empresas WHERE estado = 'validada' ORDER BY id LIMIT 4")
  ).map((e) => e.cif);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A word only this test's offers carry, so a search finds them and nothing of the demo. */
const palabra = () => {
  n += 1;
  return `Zanahoria${n}${Date.now().toString(36)}`;
};

const guardar = (token: string, datos: Record<string, unknown>) => t.call(endpoints.guardarBusqueda, datos, token);

/** Moves a search's last run back, as if the previous alert were days ago. */
const atrasar = (id: number, dias = 3) =>
  t.database.query(`UPDATE busquedas_guardadas SET ultimo_envio_en = now() - make_interval(days => $2) WHERE id = $1`, [
    id,
    dias,
  ]);

const correosDeAlerta = (para: string) =>
  t.database.query<{ id: number; datos: { ofertas: { urlAcceso: string; empresa: string }[] } }>(
    "SELECT id, datos FROM correos WHERE plantilla = 'alertaOfertas' AND para = $1 ORDER BY id",
    [para],
  );

describe('búsquedas guardadas', () => {
  it('guarda la búsqueda con sus filtros, la lista, la cambia y la borra; solo la suya', async () => {
    const ana = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const { body } = await guardar(ana.token, {
      nombre: 'Datos en Valencia',
      tipo: 'practicas',
      filtros: { texto: 'datos', idProvincia: 46, areasTitulaciones: [5], paraMi: true },
      frecuencia: 'diaria',
    });
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      nombre: 'Datos en Valencia',
      tipo: 'practicas',
      filtros: { texto: 'datos', idProvincia: 46, areasTitulaciones: [5], paraMi: true },
      frecuencia: 'diaria',
      ultimaAlerta: null,
    });
    const id = body.datos.id;
    expect((await t.call(endpoints.busquedasGuardadas, {}, ana.token)).body.datos).toHaveLength(1);
    expect((await t.call(endpoints.busquedasGuardadas, {}, otro.token)).body.datos).toEqual([]);

    const cambiada = await t.call(endpoints.editarBusqueda, { id, nombre: 'Datos (semanal)', frecuencia: 'semanal' }, ana.token);
    expect(cambiada.body.datos).toMatchObject({ nombre: 'Datos (semanal)', frecuencia: 'semanal' });

    for (const llamada of [
      t.call(endpoints.editarBusqueda, { id, nombre: 'Ajena' }, otro.token),
      t.call(endpoints.borrarBusqueda, { id }, otro.token),
    ]) {
      const { body: ajena } = await llamada;
      expect(ajena.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
      expect(ajena.mensaje).toBe('Esa búsqueda guardada no existe o no es tuya.');
    }
    expect((await t.call(endpoints.borrarBusqueda, { id }, ana.token)).body.datos).toEqual({ borrada: true });
    expect((await t.call(endpoints.busquedasGuardadas, {}, ana.token)).body.datos).toEqual([]);
  });

  it('sin nombre o con una frecuencia que no existe, dice qué campo falta y no guarda', async () => {
    const ana = await crearAlumno(t);
    const { body } = await guardar(ana.token, { nombre: '  ', tipo: 'empleo', filtros: {}, frecuencia: 'cada hora' });
    expect(body.status).toBe(PortalCodes.FALTAN_DATOS);
    expect(JSON.stringify(body.datos)).toContain('nombre');
    expect(JSON.stringify(body.datos)).toContain('frecuencia');
    expect((await t.call(endpoints.busquedasGuardadas, {}, ana.token)).body.datos).toEqual([]);
  });

  it(`pasadas ${MAX_BUSQUEDAS_GUARDADAS} responde 48`, async () => {
    const ana = await crearAlumno(t);
    for (let i = 0; i < MAX_BUSQUEDAS_GUARDADAS; i++)
      expect(
        (await guardar(ana.token, { nombre: `B${i}`, tipo: 'empleo', filtros: {}, frecuencia: 'ninguna' })).body.status,
      ).toBe(0);
    const { body } = await guardar(ana.token, { nombre: 'Una más', tipo: 'empleo', filtros: {}, frecuencia: 'ninguna' });
    expect(body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    expect(body.mensaje).toBe(`Ya tienes ${MAX_BUSQUEDAS_GUARDADAS} búsquedas guardadas. Borra alguna antes de guardar otra.`);
  });
});

describe('las alertas', () => {
  it('limitarOfertas: como mucho 10, y 2 por empresa, en el orden dado', () => {
    const ofertas = Array.from({ length: 30 }, (_, i) => ({ id: i, idEmpresa: i % 4 }));
    const elegidas = limitarOfertas(ofertas, 10, 2);
    expect(elegidas.map((o) => o.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(
      limitarOfertas(
        Array.from({ length: 30 }, (_, i) => ({ id: i, idEmpresa: i })),
        10,
        2,
      ),
    ).toHaveLength(10);
  });

  it('un resumen diario: solo lo nuevo que encaja, ≤ 10 y ≤ 2 por empresa, nunca dos veces la misma oferta', async () => {
    const alumno = await crearAlumno(t);
    const clave = palabra();
    // 12 matching offers from 4 companies, one already applied to, one of the other profile, one unpublished.
    const ofertas = [];
    for (let i = 0; i < 12; i++)
      ofertas.push(await crearOferta(t, { perfil: 2, titulo: `Prácticas ${clave} ${i}`, cif: empresas[i % 4] }));
    await crearCandidatura(t, (ofertas[0] as { id: number }).id, alumno.id, 1);
    await crearOferta(t, { perfil: 1, titulo: `Empleo ${clave}` });
    await crearOferta(t, { perfil: 2, titulo: `Pendiente ${clave}`, estado: 1 });

    const { body } = await guardar(alumno.token, {
      nombre: `Alerta ${clave}`,
      tipo: 'practicas',
      filtros: { texto: clave },
      frecuencia: 'diaria',
    });
    await atrasar(body.datos.id);

    await t.services.busquedasGuardadas.enviarAlertas('diaria');
    const [primero, ...resto] = await correosDeAlerta(alumno.email);
    expect(resto).toHaveLength(0);
    const enviadas = primero?.datos.ofertas ?? [];
    expect(enviadas.length).toBe(8); // 11 candidates, 4 companies × 2
    const porEmpresa = new Map<string, number>();
    for (const o of enviadas) porEmpresa.set(o.empresa, (porEmpresa.get(o.empresa) ?? 0) + 1);
    expect(Math.max(...porEmpresa.values())).toBe(2);
    expect(enviadas.map((o) => o.urlAcceso)).not.toContain((ofertas[0] as { url: string }).url);

    // Not due again today.
    await t.services.busquedasGuardadas.enviarAlertas('diaria');
    expect(await correosDeAlerta(alumno.email)).toHaveLength(1);

    // The next day's digest sends the three left, none of those sent.
    await atrasar(body.datos.id);
    await t.services.busquedasGuardadas.enviarAlertas('diaria');
    const todos = await correosDeAlerta(alumno.email);
    expect(todos).toHaveLength(2);
    const segunda = todos[1]?.datos.ofertas.map((o) => o.urlAcceso) ?? [];
    expect(segunda).toHaveLength(3);
    for (const url of segunda) expect(enviadas.map((o) => o.urlAcceso)).not.toContain(url);
    const [{ filas } = { filas: 0 }] = await t.database.query<{ filas: number }>(
      'SELECT count(*)::int AS filas FROM alertas_enviadas WHERE id_busqueda = $1',
      [body.datos.id],
    );
    expect(filas).toBe(11);
    expect((await t.call(endpoints.busquedasGuardadas, {}, alumno.token)).body.datos[0]?.ultimaAlerta).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('dos trabajadores a la vez y un reintento tras una caída mandan cada oferta una sola vez', async () => {
    const alumnos = [];
    const clave = palabra();
    for (let i = 0; i < 3; i++) await crearOferta(t, { perfil: 1, titulo: `Empleo ${clave} ${i}`, cif: empresas[i] });
    for (let i = 0; i < 6; i++) {
      const a = await crearAlumno(t);
      const { body } = await guardar(a.token, {
        nombre: `Empleo ${i}`,
        tipo: 'empleo',
        filtros: { texto: clave },
        frecuencia: 'diaria',
      });
      await atrasar(body.datos.id);
      alumnos.push(a);
    }
    // A worker that dies while queuing its second batch's mail (batches of one here): that batch's records and mails
    // roll back together, the first batch's stay sent. The real service, its mail queue made to fail once, as a
    // worker dying mid-run would.
    const correo = t.services.correo;
    const encolarVarios = correo.encolarVarios.bind(correo);
    let llamadas = 0;
    correo.encolarVarios = (async (caller, datos) => {
      llamadas += 1;
      if (llamadas === 2) throw new Error('caída simulada del trabajador');
      return encolarVarios(caller, datos);
    }) as CorreoService['encolarVarios'];
    try {
      await expect(t.services.busquedasGuardadas.enviarAlertas('diaria', { lote: 1 })).rejects.toThrow('caída simulada');
    } finally {
      correo.encolarVarios = encolarVarios;
    }
    const tras = await Promise.all(alumnos.map(async (a) => (await correosDeAlerta(a.email)).length));
    expect(tras.reduce((x, y) => x + y, 0)).toBe(1);

    // Two workers walk the same searches at once (as two copies of the API would), each with two loops; then a
    // third finds nothing due. Each search is held by one of them, and the other leaves it.
    const alertas = t.services.busquedasGuardadas;
    const [uno, otro] = await Promise.all([
      alertas.enviarAlertas('diaria', { lote: 2, paralelo: 2 }),
      alertas.enviarAlertas('diaria', { lote: 2, paralelo: 2 }),
    ]);
    const enviados = uno + otro;
    // The five left: the first student's alert went out before the crash, and is not sent again.
    expect(enviados).toBe(5);
    await t.services.busquedasGuardadas.enviarAlertas('diaria');
    for (const a of alumnos) {
      const correos = await correosDeAlerta(a.email);
      expect(correos).toHaveLength(1);
      expect(correos[0]?.datos.ofertas).toHaveLength(3);
    }
  });

  it('el correo llega por SMTP con la baja en un clic (RFC 8058), y la baja por POST sin sesión se puede deshacer', async () => {
    const alumno = await crearAlumno(t);
    const clave = palabra();
    await crearOferta(t, { perfil: 2, titulo: `Prácticas ${clave}` });
    const { body } = await guardar(alumno.token, {
      nombre: `Inmediata ${clave}`,
      tipo: 'practicas',
      filtros: { texto: clave },
      frecuencia: 'inmediata',
    });
    await atrasar(body.datos.id);
    expect(await t.services.busquedasGuardadas.enviarAlertas('inmediata')).toBeGreaterThanOrEqual(1);

    const worker = t.services.crearWorkerCorreo({ id: 'worker-alertas' });
    // The outbox holds this file's earlier alerts too: send until this one arrives.
    const deEsta = () => smtp.recibidos.find((m) => m.subject?.includes(clave));
    for (let i = 0; i < 10 && !deEsta(); i++) await worker.runOnce();
    await worker.stop();
    await vi.waitFor(() => expect(deEsta()).toBeDefined(), { timeout: 10_000 });
    const mail = deEsta();
    expect(mail?.subject).toBe(`Una oferta nueva para tu búsqueda «Inmediata ${clave}»`);
    const [{ token_baja: token } = { token_baja: '' }] = await t.database.query<{ token_baja: string }>(
      'SELECT token_baja FROM busquedas_guardadas WHERE id = $1',
      [body.datos.id],
    );
    // The raw header lines as they crossed SMTP (mailparser folds List-* headers into one object otherwise).
    const linea = (clave: string) => mail?.headerLines.find((h) => h.key === clave)?.line.replace(/\r?\n\s+/g, ' ');
    expect(linea('list-unsubscribe')).toBe(`List-Unsubscribe: <https://empleo.demo.puente.es/api/Publico/bajaAlerta/${token}>`);
    expect(linea('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`https://empleo.demo.puente.es/alertas/baja/${token}`);

    // The mail client's POST: a form, no session.
    const baja = await t.app.inject({
      method: 'POST',
      url: `/api/Publico/bajaAlerta/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(baja.json()).toMatchObject({
      status: 0,
      datos: { nombre: `Inmediata ${clave}`, frecuencia: 'ninguna', frecuenciaAnterior: 'inmediata' },
    });
    // Effective at once: a new matching offer sends nothing.
    await crearOferta(t, { perfil: 2, titulo: `Prácticas ${clave} otra` });
    await atrasar(body.datos.id);
    await t.services.busquedasGuardadas.enviarAlertas('inmediata');
    expect(await correosDeAlerta(alumno.email)).toHaveLength(1);

    const deshecha = await t.call(endpoints.deshacerBajaAlerta, { token });
    expect(deshecha.body.datos).toEqual({ nombre: `Inmediata ${clave}`, frecuencia: 'inmediata', frecuenciaAnterior: null });
    expect((await t.call(endpoints.alertaPorToken, { token })).body.datos.frecuencia).toBe('inmediata');
    const desconocido = await t.call(endpoints.bajaAlerta, { token: 'x'.repeat(43) });
    expect(desconocido.body.status).toBe(PortalCodes.OFERTA_NO_ENCONTRADA);
  });
});
