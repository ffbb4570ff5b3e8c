import { endpoints } from '@puente/contract/endpoints/all';
import { MAX_EXPORTACIONES_DIA } from '@puente/contract/endpoints/mis-datos';
import { PortalCodes } from '@puente/contract/errors/codes';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dondeAparece } from '../../test/donde-aparece';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';

let t: TestApp;
let smtp: ServidorSmtp;
let practicasGestor: string;
let lectura: string;
let n = 0;

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL: 'https://empleo.demo.puente.es' });
  practicasGestor = await t.login('gestor', 'practicas.demo');
  lectura = await t.login('gestor', 'lectura.demo');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A student with a name, DNI and address nobody else has, so a search of the whole database finds only theirs. */
async function alumnoUnico() {
  n += 1;
  const alumno = await crearAlumno(t);
  const unico = `${n}${Date.now().toString(36)}`;
  const datos = {
    dni: `X${unico}`.slice(0, 12).toUpperCase(),
    nombre: `Berenguela${unico}`,
    apellido1: `Zurbarán${unico}`,
    email: `berenguela.${unico}@correo-prueba.es`,
  };
  await t.database.query('UPDATE alumnos SET dni = $2, nombre = $3, apellido1 = $4, email = $5, telefono = $6 WHERE id = $1', [
    alumno.id,
    datos.dni,
    datos.nombre,
    datos.apellido1,
    datos.email,
    `6${unico}`.slice(0, 9),
  ]);
  return { ...alumno, ...datos, token: await t.login('alumno', datos.email) };
}

/** Makes the pending copies and waits for this one to be ready (the request also starts the work in the background). */
async function lista(token: string, id: number) {
  await vi.waitFor(
    async () => {
      await t.services.misDatos.prepararPendientes();
      const { body } = await t.call(endpoints.misDatos, {}, token);
      expect(body.datos.exportaciones.find((e) => e.id === id)?.estado).toBe('lista');
    },
    { timeout: 20_000, interval: 200 },
  );
}

const descargar = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/Alumno/misDatos/exportacion/${id}`, headers: { authorization: `Bearer ${token}` } });

describe('descargar mis datos', () => {
  it('prepara aparte un ZIP con JSON y CSV de cada tipo y los ficheros, avisa por correo y solo lo descarga su dueño', async () => {
    const ana = await alumnoUnico();
    const oferta = await crearOferta(t, { titulo: `Oferta para la copia ${ana.nombre}` });
    await crearCandidatura(t, oferta.id, ana.id, 1);
    await t.database.query(
      "INSERT INTO experiencias_alumno (id_alumno, puesto, empresa, fecha_inicio) VALUES ($1, 'Becaria de datos', 'Acme', '2025-01-01')",
      [ana.id],
    );

    const { body } = await t.call(endpoints.solicitarExportacion, {}, ana.token);
    expect(body.status).toBe(0);
    expect(body.datos.estado).toBe('pendiente');
    await lista(ana.token, body.datos.id);

    const respuesta = await descargar(ana.token, body.datos.id);
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toContain('application/zip');
    const zip = unzipSync(new Uint8Array(respuesta.rawPayload));
    const json = (nombre: string) =>
      JSON.parse(strFromU8(zip[`datos/${nombre}.json`] as Uint8Array)) as Record<string, unknown>[];
    expect(json('perfil')[0]).toMatchObject({ dni: ana.dni, nombre: ana.nombre, email: ana.email });
    expect(json('candidaturas')).toEqual([expect.objectContaining({ oferta: `Oferta para la copia ${ana.nombre}`, estado: 1 })]);
    expect(json('experiencia')).toEqual([expect.objectContaining({ puesto: 'Becaria de datos' })]);
    // Signed in by t.login: the access history has it.
    expect(json('accesos').length).toBeGreaterThanOrEqual(1);
    const bytesCsv = zip['datos/candidaturas.csv'] as Uint8Array;
    // The byte-order mark Excel needs to read UTF-8.
    expect([...bytesCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(bytesCsv);
    expect(csv).toContain(`Oferta para la copia ${ana.nombre}`);
    expect(zip['LEEME.txt']).toBeDefined();
    const pdf = Object.keys(zip).find((k) => k.startsWith('archivos/CV-'));
    expect(pdf && strFromU8((zip[pdf] as Uint8Array).subarray(0, 5))).toBe('%PDF-');
    for (const tipo of [
      'estudios',
      'idiomas',
      'eventos',
      'encuestas',
      'practicas',
      'notificaciones',
      'consentimientos',
      'lecturas_cv',
    ]) {
      expect(zip[`datos/${tipo}.json`], tipo).toBeDefined();
      expect(zip[`datos/${tipo}.csv`], tipo).toBeDefined();
    }

    const correos = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM correos WHERE plantilla = 'exportacionLista' AND para = $1",
      [ana.email],
    );
    expect(correos[0]?.n).toBe(1);

    const otro = await crearAlumno(t);
    const ajena = await descargar(otro.token, body.datos.id);
    expect(ajena.json()).toMatchObject({ status: PortalCodes.OFERTA_NO_ENCONTRADA });
  });

  it(`no hace más de ${MAX_EXPORTACIONES_DIA} copias al día ni dos a la vez`, async () => {
    const bea = await crearAlumno(t);
    // One being made: asking again answers it.
    const [enCurso] = await t.database.query<{ id: number }>(
      "INSERT INTO exportaciones_datos (tipo_usuario, id_usuario, reclamada_hasta) VALUES ('alumno', $1, now() + interval '1 hour') RETURNING id",
      [bea.id],
    );
    expect((await t.call(endpoints.solicitarExportacion, {}, bea.token)).body.datos).toMatchObject({
      id: enCurso?.id,
      estado: 'pendiente',
    });
    await t.database.query('UPDATE exportaciones_datos SET reclamada_hasta = null WHERE id = $1', [enCurso?.id]);
    await lista(bea.token, enCurso?.id as number);
    for (let i = 1; i < MAX_EXPORTACIONES_DIA; i++) {
      const { body } = await t.call(endpoints.solicitarExportacion, {}, bea.token);
      expect(body.datos.id).not.toBe(enCurso?.id);
      await lista(bea.token, body.datos.id);
    }
    const { body } = await t.call(endpoints.solicitarExportacion, {}, bea.token);
    expect(body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    expect(body.mensaje).toContain(`${MAX_EXPORTACIONES_DIA} copias`);
  });

  it('una copia caducada pierde su fichero y ya no se descarga', async () => {
    const eva = await crearAlumno(t);
    const { body } = await t.call(endpoints.solicitarExportacion, {}, eva.token);
    await lista(eva.token, body.datos.id);
    await t.database.query("UPDATE exportaciones_datos SET caduca_en = now() - interval '1 minute' WHERE id = $1", [
      body.datos.id,
    ]);
    expect(await t.services.misDatos.caducar()).toBeGreaterThanOrEqual(1);
    const fila = await t.database.query<{ estado: string; id_archivo: string | null }>(
      'SELECT estado, id_archivo FROM exportaciones_datos WHERE id = $1',
      [body.datos.id],
    );
    expect(fila[0]).toEqual({ estado: 'caducada', id_archivo: null });
    expect((await descargar(eva.token, body.datos.id)).json()).toMatchObject({ status: PortalCodes.OFERTA_NO_ENCONTRADA });
  });
});

describe('eliminar mi cuenta', () => {
  it('con su contraseña borra o anonimiza todo, bloquea lo que la ley guarda y no cambia las cifras', async () => {
    const lia = await alumnoUnico();
    const oferta = await crearOferta(t, { titulo: `Oferta ${Date.now()}` });
    const idCandidatura = await crearCandidatura(t, oferta.id, lia.id, 6);
    const [empresa] = await t.database.query<{ id: number }>(
      "SELECT id FROM empresas WHERE estado = 'validada' ORDER BY id LIMIT 1",
    );
    await t.database.query(
      `INSERT INTO practicas (id_alumno, id_empresa, tipo, estado, fecha_inicio, fecha_fin)
       VALUES ($1, $2, 'curricular', 'finalizada', current_date - 90, current_date - 10)`,
      [lia.id, empresa?.id],
    );
    // Stored encrypted (decision 051), as the student's own form stores them.
    const { cifrado } = t.services;
    await t.database.query('INSERT INTO datos_practica_alumno (id_alumno, iban, nss) VALUES ($1, $2, $3)', [
      lia.id,
      cifrado.cifrar('datos_practica_alumno.iban', lia.id, 'ES7921000813610123456789'),
      cifrado.cifrar('datos_practica_alumno.nss', lia.id, '281234567840'),
    ]);
    const { body: pedida } = await t.call(endpoints.solicitarExportacion, {}, lia.token);
    await lista(lia.token, pedida.datos.id);
    const cifras = async () =>
      Promise.all(
        (['candidaturas', 'practicas'] as const).map(async (informe) => {
          const { leidoEn: _, ...cifra } = (await t.call(endpoints.cifras, { informe }, lectura)).body.datos;
          return cifra;
        }),
      );
    const antes = await cifras();

    const mal = await t.call(endpoints.eliminarCuenta, { password: 'no-es-la-suya', confirmacion: 'ELIMINAR' }, lia.token);
    expect(mal.body.status).toBe(PortalCodes.CREDENCIALES);
    const sinPalabra = await t.call(endpoints.eliminarCuenta, { password: DEMO_PASSWORD, confirmacion: 'vale' }, lia.token);
    expect(sinPalabra.body.status).not.toBe(0);
    expect(await dondeAparece(t, lia.dni)).toContain('alumnos');

    const { body } = await t.call(endpoints.eliminarCuenta, { password: DEMO_PASSWORD, confirmacion: 'eliminar' }, lia.token);
    expect(body).toMatchObject({ status: 0, datos: { practicasConservadas: 1 } });

    // The session ends, and nobody signs in again.
    expect((await t.call(endpoints.misDatos, {}, lia.token)).body.status).toBe(PortalCodes.SESION_PERDIDA);
    const entrar = await t.call(endpoints.loginAlumno, { eUsuario: lia.email, ePassword: DEMO_PASSWORD });
    expect(entrar.body.status).toBe(PortalCodes.CREDENCIALES);

    // The mail leaves, and the outbox then forgets the address.
    const worker = t.services.crearWorkerCorreo({ id: 'worker-baja' });
    const suyo = () => smtp.recibidos.find((m) => JSON.stringify(m.to).includes(lia.email) && m.subject?.includes('cerrado'));
    for (let i = 0; i < 10 && !suyo(); i++) await worker.runOnce();
    await worker.stop();
    await vi.waitFor(() => expect(suyo()).toBeDefined(), { timeout: 10_000 });
    expect(suyo()?.text).toContain('conserva bloqueados');

    // Their DNI, name, address and bank data are nowhere but in the blocked row.
    for (const aguja of [lia.dni, lia.email, lia.nombre, lia.apellido1]) {
      expect(await dondeAparece(t, aguja), aguja).toEqual(['datos_bloqueados']);
    }
    // The blocked row keeps the bank data encrypted as they were (decision 051): in clear, nowhere.
    expect(await dondeAparece(t, '21000813610123456789')).toEqual([]);
    // Companies see a candidate who left; the candidacy and the internship stay.
    const [cuenta] = await t.database.query<{ nombre: string; apellido1: string }>(
      'SELECT nombre, apellido1 FROM alumnos a JOIN candidaturas c ON c.id_alumno = a.id WHERE c.id = $1',
      [idCandidatura],
    );
    expect(`${cuenta?.nombre} ${cuenta?.apellido1}`).toBe('Candidato dado de baja');
    expect(await cifras()).toEqual(antes);

    // Only staff who answer for internships read the blocked data, and each reading is audited.
    expect((await t.call(endpoints.datosBloqueadosAlumno, { id: lia.id }, lectura)).body.status).toBe(PortalCodes.SIN_PERMISOS);
    const bloqueados = await t.call(endpoints.datosBloqueadosAlumno, { id: lia.id }, practicasGestor);
    expect(bloqueados.body.datos).toMatchObject({ dni: lia.dni, email: lia.email, iban: 'ES7921000813610123456789' });
    const auditadas = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'datos.bloqueados.lectura' AND entidad_id = $1",
      [String(lia.id)],
    );
    expect(auditadas[0]?.n).toBe(1);
  });

  it('sin prácticas que conservar no bloquea nada', async () => {
    const mar = await alumnoUnico();
    const { body } = await t.call(endpoints.eliminarCuenta, { password: DEMO_PASSWORD, confirmacion: 'ELIMINAR' }, mar.token);
    expect(body).toMatchObject({ status: 0, datos: { practicasConservadas: 0 } });
    const worker = t.services.crearWorkerCorreo({ id: 'worker-baja-2' });
    for (let i = 0; i < 10; i++) await worker.runOnce();
    await worker.stop();
    for (const aguja of [mar.dni, mar.email, mar.nombre]) expect(await dondeAparece(t, aguja), aguja).toEqual([]);
  });
});
