import { endpoints } from '@puente/contract/endpoints/all';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../lib/storage/sample-files';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearAlumno } from '../candidaturas/test-fixtures';
import { idAlumno, tokens } from '../procesos/test-fixtures';

/** The staff's Alumnos area (issue 25): the searchable list, a student's page and deregistration decisions. */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let practicas: string;
let lectura: string;
let empresasDemo: string;
let idLucia: number;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  practicas = await t.login('gestor', 'practicas.demo');
  lectura = await t.login('gestor', 'lectura.demo');
  empresasDemo = await t.login('gestor', 'empresas.demo');
  idLucia = await idAlumno(t, '12345678Z');
});
afterAll(() => t.close());

const lista = (input: Record<string, unknown>, token = practicas) => t.call(endpoints.alumnosGestion, input, token);
const ficha = (id: number, token = practicas) => t.call(endpoints.alumnoGestion, { id }, token);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A student with a distinctive name, optionally with a degree in the university's records and an internship. */
async function alumnoConNombre(nombre: string, apellido: string, o: { titulacion?: number; practica?: boolean } = {}) {
  const a = await crearAlumno(t, { estudios: [] });
  await t.database.query('UPDATE alumnos SET nombre = $2, apellido1 = $3 WHERE id = $1', [a.id, nombre, apellido]);
  if (o.titulacion) {
    await t.database.query(
      "INSERT INTO expedientes_universidad (id_alumno, id_titulacion, finalizado, fecha_inicio) VALUES ($1, $2, false, '2023-09-01')",
      [a.id, o.titulacion],
    );
  }
  if (o.practica) {
    await t.database.query(
      `INSERT INTO practicas (id_alumno, id_empresa, tipo, estado, fecha_inicio, fecha_fin)
       VALUES ($1, $2, 'curricular', 'en_curso', current_date - 10, current_date + 60)`,
      [a.id, tk.idLevante],
    );
  }
  return a;
}

describe('la lista de estudiantes del personal', () => {
  it('busca por palabras del nombre (sin tildes ni mayúsculas), por DNI y por e-mail', async () => {
    const { body } = await lista({ q: 'lucia garcía' });
    expect(body.status).toBe(0);
    expect(body.datos.items.map((a) => a.idAlumno)).toEqual([idLucia]);
    expect(body.datos.items[0]).toMatchObject({
      nombre: 'Lucía',
      apellido1: 'García',
      dni: '12345678Z',
      email: 'lucia.garcia@demo.puente.es',
      estado: 'activo',
    });
    expect(body.datos.items[0]?.titulacion).toEqual(expect.any(String));
    expect((await lista({ q: '12345678z' })).body.datos.items.map((a) => a.idAlumno)).toEqual([idLucia]);
    expect((await lista({ q: 'LUCIA.GARCIA@demo' })).body.datos.items.map((a) => a.idAlumno)).toEqual([idLucia]);
    expect((await lista({ q: 'fernández lucía' })).body.datos.total).toBe(1);
    expect((await lista({ q: 'lucia zzzz' })).body.datos.total).toBe(0);
  });

  it('filtra por titulación, estado y prácticas, y pagina por cursor sin repetir ni saltarse filas', async () => {
    const con = await alumnoConNombre('Ainhoa', 'Filtrada', { titulacion: 41, practica: true });
    const sin = await alumnoConNombre('Beñat', 'Filtrada', { titulacion: 41 });
    const otra = await alumnoConNombre('Carmen', 'Filtrada');
    await t.database.query("UPDATE alumnos SET estado = 'bloqueado' WHERE id = $1", [otra.id]);
    const ids = async (input: Record<string, unknown>) =>
      (await lista({ q: 'filtrada', ...input })).body.datos.items.map((a) => a.idAlumno);

    expect(await ids({})).toEqual([con.id, sin.id, otra.id]);
    expect(await ids({ idTitulacion: 41 })).toEqual([con.id, sin.id]);
    expect(await ids({ conPracticas: 'true' })).toEqual([con.id]);
    expect(await ids({ conPracticas: 'false' })).toEqual([sin.id, otra.id]);
    expect(await ids({ estado: 'bloqueado' })).toEqual([otra.id]);
    expect(await ids({ orden: 'recientes' })).toEqual([otra.id, sin.id, con.id]);
    const fila = (await lista({ q: 'ainhoa filtrada' })).body.datos.items[0];
    expect(fila).toMatchObject({ practicas: 1, otrasTitulaciones: 0 });

    for (const orden of ['nombre', 'recientes']) {
      const vistas: number[] = [];
      let cursor: string | undefined;
      let paginas = 0;
      do {
        const { body } = await lista({ q: 'filtrada', orden, tamano: 2, ...(cursor ? { cursor } : {}) });
        expect(body.status).toBe(0);
        expect(body.datos).toMatchObject({ total: 3, totalEstimado: false });
        vistas.push(...body.datos.items.map((a) => a.idAlumno));
        cursor = body.datos.siguiente ?? undefined;
        paginas++;
      } while (cursor);
      expect(paginas).toBe(2);
      expect(vistas).toEqual(orden === 'nombre' ? [con.id, sin.id, otra.id] : [otra.id, sin.id, con.id]);
    }
  });

  it('un filtro o un cursor que no valen son un error de campo (15), no un 500', async () => {
    for (const input of [{ estado: 'borrado' }, { idTitulacion: 'x' }, { cursor: 'no-es-un-cursor' }, { tamano: 0 }]) {
      const r = await lista(input);
      expect(r.http, JSON.stringify(input)).not.toBe(500);
      expect(r.body.status, JSON.stringify(input)).toBe(15);
    }
  });

  it('pide prácticas y convenios (o leer todo): empresas y ofertas recibe 403 con código 71', async () => {
    expect((await lista({}, lectura)).body.status).toBe(0);
    expect((await lista({}, tk.gestor)).body.status).toBe(0);
    const sin = await lista({}, empresasDemo);
    expect(sin.http).toBe(403);
    expect(sin.body.status).toBe(71);
    expect((await ficha(idLucia, empresasDemo)).body.status).toBe(71);
  });
});

describe('la ficha de un estudiante', () => {
  it('reúne sus datos, expediente, candidaturas, prácticas, programas, eventos y avisos', async () => {
    const { body } = await ficha(idLucia);
    expect(body.status).toBe(0);
    const f = body.datos;
    expect(f.personales).toMatchObject({ nombre: 'Lucía', dni: '12345678Z', email: 'lucia.garcia@demo.puente.es' });
    const [candidaturas] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidaturas WHERE id_alumno = $1',
      [idLucia],
    );
    expect(f.candidaturas).toHaveLength(candidaturas?.n ?? -1);
    expect(f.candidaturas[0]).toMatchObject({ titulo: expect.any(String), empresa: { nombre: expect.any(String) } });
    expect(f.practicas.length).toBeGreaterThan(0);
    expect(f.programas.length).toBeGreaterThan(0);
    expect(f.expediente.length).toBeGreaterThan(0);
    expect(f.notificaciones.length).toBeGreaterThan(0);
    expect(f.notificaciones.length).toBeLessThanOrEqual(50);
    // Administración reads the student's deregistration requests; prácticas does not.
    expect(f.solicitudesBaja).toBeNull();
    expect((await ficha(idLucia, tk.gestor)).body.datos.solicitudesBaja).toEqual([]);
    expect((await ficha(999_999)).body.status).toBe(48);
  });

  it('lista las encuestas que contestó con su nombre, nunca las respuestas, y nada de una anónima', async () => {
    const alta = await t.call(
      endpoints.crearEncuesta,
      {
        titulo: 'Encuesta con nombre para la ficha',
        urlAcceso: 'encuesta-ficha-alumnos',
        paraAlumnos: true,
        preguntas: [{ tipo: 'texto', texto: '¿Qué mejorarías?' }],
      },
      tk.gestor,
    );
    expect(alta.body.status).toBe(0);
    const id = alta.body.datos.idEncuesta;
    const entrada = await t.call(endpoints.logaUsuarioEncuesta, {
      id,
      tipo: 'alumno',
      eUsuario: '12345678Z',
      ePassword: DEMO_PASSWORD,
    });
    expect(entrada.body.status).toBe(0);
    const token = entrada.body.datos.token;
    const pregunta = (await t.call(endpoints.dameEncuesta, { id }, token)).body.datos.preguntas[0];
    const secreto = 'Respuesta que el personal no debe leer';
    const hecha = await t.call(
      endpoints.guardaContestacionEncuesta,
      { id, lContestaciones: [{ idPregunta: pregunta?.idPregunta, texto: secreto }] },
      token,
    );
    expect(hecha.body.status).toBe(0);

    // The anonymous fair survey, answered from an anonymous entry: it names nobody.
    const cabecera = await t.call(endpoints.cabeceraEncuesta, { urlAcceso: 'valoracion-feria-empleo' });
    const idFeria = cabecera.body.datos.idEncuesta;
    const anonima = await t.call(endpoints.logaAnonimo, { id: idFeria });
    const aceptada = await t.call(endpoints.guardaAceptacionRGPD, {}, anonima.body.datos.token);
    const feria = (await t.call(endpoints.dameEncuesta, { id: idFeria }, aceptada.body.datos.token)).body.datos;
    const asististe = feria.preguntas.find((p) => p.texto.startsWith('¿Asististe'));
    const no = asististe?.respuestas.find((r) => r.texto === 'No')?.idRespuesta;
    const contestada = await t.call(
      endpoints.guardaContestacionEncuesta,
      { id: idFeria, lContestaciones: [{ idPregunta: asististe?.idPregunta, idRespuestas: [no] }] },
      aceptada.body.datos.token,
    );
    expect(contestada.body.status).toBe(0);

    const { body } = await ficha(idLucia);
    expect(body.datos.encuestas).toEqual([
      { idEncuesta: id, titulo: 'Encuesta con nombre para la ficha', dia: expect.any(String) },
    ]);
    expect(body.datos.encuestas.some((e) => e.idEncuesta === idFeria)).toBe(false);
    expect(JSON.stringify(body.datos)).not.toContain(secreto);
  });

  it('dice quién leyó su CV: el personal por cvAlumno y la empresa por la candidatura, con la fecha', async () => {
    const antes = (await ficha(idLucia)).body.datos.lecturasCv.length;
    expect((await t.call(endpoints.cvAlumno, { id: idLucia }, practicas)).body.status).toBe(0);
    const [candidatura] = await t.database.query<{ id: number }>(
      `SELECT c.id FROM candidaturas c JOIN ofertas o ON o.id = c.id_oferta
       WHERE c.id_alumno = $1 AND o.id_empresa = $2 ORDER BY c.id LIMIT 1`,
      [idLucia, tk.idLevante],
    );
    expect(candidatura).toBeDefined();
    expect((await t.call(endpoints.dameCvCandidato, { id: candidatura?.id }, tk.levante)).body.status).toBe(0);

    const lecturas = (await ficha(idLucia)).body.datos.lecturasCv;
    expect(lecturas).toHaveLength(antes + 2);
    expect(lecturas[0]).toMatchObject({
      accion: 'cv.lectura',
      lector: { tipo: 'empresa', nombre: 'Javier Sánchez Gil', empresa: { id: tk.idLevante }, gestorComo: null },
    });
    expect(lecturas[1]).toMatchObject({
      accion: 'cv.lectura',
      lector: { tipo: 'gestor', nombre: 'Tomás Ruiz Peña', empresa: null },
    });
    expect(Date.parse(lecturas[0]?.fecha ?? '')).not.toBeNaN();
  });
});

/** A student with a CV worth erasing (photo, a document, a language, an experience), a notification and a request. */
async function alumnoQuePideLaBaja(idioma: 'es' | 'en' = 'es') {
  const a = await alumnoConNombre('Olvido', `Supresión ${idioma}`, { titulacion: 33 });
  await t.database.query("UPDATE alumnos SET telefono = '611222333', direccion = 'Calle Mayor 1' WHERE id = $1", [a.id]);
  const foto = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#0b5cad' } })
    .png()
    .toBuffer();
  expect((await t.call(endpoints.editImagenPerfil, { extension: 'png', ficheroB64: b64(foto) }, a.token)).body.status).toBe(0);
  const doc = await t.call(
    endpoints.addDoc,
    { nombre: 'Vida laboral', extension_adjunto: 'pdf', ficheroB64ParaAltas: b64(SAMPLES.pdf), privado: true },
    a.token,
  );
  expect(doc.body.status).toBe(0);
  await t.database.query('INSERT INTO idiomas_alumno (id_alumno, id_idioma, id_nivel) VALUES ($1, 2, 5)', [a.id]);
  await t.database.query(
    "INSERT INTO notificaciones (destino_tipo, destino_id, titulo, texto) VALUES ('alumno', $1, 'Aviso', 'Para borrar')",
    [a.id],
  );
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/Alumno/solicitarBajaServicio',
    headers: { authorization: `Bearer ${a.token}`, 'accept-language': idioma },
    payload: { motivo: 'Ya no busco empleo' },
  });
  const pedida = envelopeOf(r) as { status: number; datos: { idSolicitud: number } };
  expect(pedida.status).toBe(517);
  return { ...a, idSolicitud: pedida.datos.idSolicitud };
}

const resolver = (input: Record<string, unknown>, token = tk.gestor) => t.call(endpoints.resolverSolicitudBaja, input, token);
const correosA = (para: string) =>
  t.database.query<{ plantilla: string; idioma: string; datos: Record<string, unknown> }>(
    'SELECT plantilla, idioma, datos FROM correos WHERE para = $1 ORDER BY id',
    [para],
  );

describe('las solicitudes de baja', () => {
  it('administración las ve por estado, paginadas; prácticas no', async () => {
    const a = await alumnoQuePideLaBaja();
    const { body } = await t.call(endpoints.solicitudesBaja, {}, tk.gestor);
    expect(body.status).toBe(0);
    expect(body.datos.items).toContainEqual(
      expect.objectContaining({
        idSolicitud: a.idSolicitud,
        idAlumno: a.id,
        nombre: 'Olvido Supresión es',
        motivo: 'Ya no busco empleo',
        estado: 'pendiente',
        resolucion: null,
      }),
    );
    expect(body.datos.total).toBe(body.datos.items.length);
    expect((await t.call(endpoints.solicitudesBaja, { estado: 'aceptada' }, tk.gestor)).body.datos.items).toEqual([]);
    const sin = await t.call(endpoints.solicitudesBaja, {}, practicas);
    expect(sin.http).toBe(403);
    expect(sin.body.status).toBe(71);
    expect((await resolver({ id: a.idSolicitud, aceptar: true }, lectura)).body.status).toBe(71);
  });

  it('aceptar cierra la cuenta al momento, borra sus datos personales, conserva el expediente y avisa en su idioma', async () => {
    const a = await alumnoQuePideLaBaja('en');
    // The session works until the decision.
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.status).toBe(0);
    const archivos = await t.database.query<{ id: string }>(
      "SELECT id FROM archivos WHERE propietario_tipo = 'alumno' AND propietario_id = $1",
      [a.id],
    );
    expect(archivos.length).toBe(2);

    const { body } = await resolver({ id: a.idSolicitud, aceptar: true });
    expect(body.status).toBe(0);
    expect(body.datos).toEqual({ idSolicitud: a.idSolicitud, idAlumno: a.id, estado: 'aceptada' });

    // The session ends at once (the test app has no session cache; the service also forgets this copy's).
    const despues = await t.call(endpoints.notificacionesAlumno, {}, a.token);
    expect(despues.http).toBe(401);
    expect((await t.call(endpoints.loginAlumno, { eUsuario: a.email, ePassword: DEMO_PASSWORD })).body.status).not.toBe(0);

    const [fila] = await t.database.query<Record<string, unknown>>('SELECT * FROM alumnos WHERE id = $1', [a.id]);
    expect(fila).toMatchObject({
      estado: 'baja',
      nombre: 'Candidato',
      apellido1: 'dado de baja',
      apellido2: null,
      dni: `BAJA-${a.id}`,
      email: `baja-${a.id}@anonimo.invalid`,
      telefono: null,
      direccion: null,
      id_archivo_foto: null,
      presentacion: null,
    });
    expect(JSON.stringify(fila)).not.toContain('Olvido');
    const cuenta = async (tabla: string, columna = 'id_alumno') =>
      (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabla} WHERE ${columna} = $1`, [a.id]))[0]?.n;
    expect(await cuenta('idiomas_alumno')).toBe(0);
    expect(await cuenta('documentos_alumno')).toBe(0);
    expect(await cuenta('notificaciones', "destino_tipo = 'alumno' AND destino_id")).toBe(0);
    expect(await cuenta('archivos', "propietario_tipo = 'alumno' AND propietario_id")).toBe(0);
    // The university's academic records stay, tied to the anonymous id.
    expect(await cuenta('expedientes_universidad')).toBe(1);

    // The decision record: who, when, the outcome and the basis; the student's words are gone.
    const solicitudes = await t.call(endpoints.solicitudesBaja, { estado: 'aceptada' }, tk.gestor);
    const decidida = solicitudes.body.datos.items.find((s) => s.idSolicitud === a.idSolicitud);
    expect(decidida).toMatchObject({
      estado: 'aceptada',
      nombre: 'Candidato dado de baja',
      motivo: null,
      resolucion: { gestor: 'Elena Navarro Ortiz', baseLegal: expect.stringContaining('art. 17') },
    });

    // The mail, in the language the request was made in, to the address the account had.
    const correos = await correosA(a.email);
    expect(correos).toEqual([{ plantilla: 'bajaAceptada', idioma: 'en', datos: { nombre: 'Olvido' } }]);

    // One audit row with ids and counts only: no personal value.
    const audit = await t.database.query<{ actor_tipo: string; detalle: Record<string, unknown> }>(
      "SELECT actor_tipo, detalle FROM auditoria WHERE accion = 'baja.aceptada' AND entidad_id = $1",
      [String(a.id)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_tipo).toBe('gestor');
    expect(audit[0]?.detalle).toMatchObject({ idSolicitud: a.idSolicitud, borrado: { archivos: 2, idiomas: 1 } });
    expect(JSON.stringify(audit[0]?.detalle)).not.toMatch(/Olvido|@|611222333/);

    // Decided once: a second decision is 48.
    const otra = await resolver({ id: a.idSolicitud, aceptar: false, motivo: 'Prácticas en curso' });
    expect(otra.body.status).toBe(48);
  });

  it('rechazar pide la base legal; con ella se registra, la cuenta sigue y se avisa; dos veces, 48', async () => {
    const a = await alumnoQuePideLaBaja();
    const sinMotivo = await resolver({ id: a.idSolicitud, aceptar: false });
    expect(sinMotivo.body.status).toBe(15);
    expect(sinMotivo.body.mensaje).toBe('Explica la base legal para conservar la cuenta');

    const motivo = 'Tiene unas prácticas en curso: la universidad conserva la cuenta hasta su cierre (art. 17.3.b RGPD).';
    const { body } = await resolver({ id: a.idSolicitud, aceptar: false, motivo });
    expect(body.status).toBe(0);
    expect(body.datos.estado).toBe('rechazada');
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.status).toBe(0);
    const [fila] = await t.database.query<{ estado: string; nombre: string }>(
      'SELECT estado, nombre FROM alumnos WHERE id = $1',
      [a.id],
    );
    expect(fila).toEqual({ estado: 'activo', nombre: 'Olvido' });
    expect(await correosA(a.email)).toEqual([{ plantilla: 'bajaRechazada', idioma: 'es', datos: { nombre: 'Olvido', motivo } }]);
    const rechazadas = await t.call(endpoints.solicitudesBaja, { estado: 'rechazada' }, tk.gestor);
    expect(rechazadas.body.datos.items.find((s) => s.idSolicitud === a.idSolicitud)).toMatchObject({
      estado: 'rechazada',
      motivo: 'Ya no busco empleo',
      resolucion: { gestor: 'Elena Navarro Ortiz', baseLegal: motivo },
    });
    const audit = await t.database.query<{ detalle: Record<string, unknown> }>(
      "SELECT detalle FROM auditoria WHERE accion = 'baja.rechazada' AND entidad_id = $1",
      [String(a.id)],
    );
    expect(audit.map((r) => r.detalle)).toEqual([{ idSolicitud: a.idSolicitud }]);
    expect((await resolver({ id: a.idSolicitud, aceptar: false, motivo })).body.status).toBe(48);
    // The student may ask again once refused.
    expect((await t.call(endpoints.solicitarBaja, {}, a.token)).body.status).toBe(517);
    expect((await resolver({ id: 999_999, aceptar: true })).body.status).toBe(48);
  });
});
