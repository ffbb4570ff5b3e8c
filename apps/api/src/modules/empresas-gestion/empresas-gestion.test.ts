import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuthRepository } from '../auth/auth.repository';
import { CANAL_SESIONES } from '../auth/canal-sesiones';
import { SessionService } from '../auth/session.service';
import { CIF_LEVANTE, idEmpresa } from '../procesos/test-fixtures';

/** The staff's Empresas area (issue 25): the paged list and its filters, a company's page, block and unblock. */
let t: TestApp;
let gestor: string;
let lectura: string;
beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'empresas.demo');
  lectura = await t.login('gestor', 'lectura.demo');
});
afterAll(() => t.close());

const lista = (input: Record<string, unknown>, token = gestor) => t.call(endpoints.empresasGestion, input, token);
const ficha = (id: number, token = gestor) => t.call(endpoints.empresaGestion, { id }, token);
const ids = (r: Awaited<ReturnType<typeof lista>>) => r.body.datos.items.map((e) => e.idEmpresa);

let seq = 0;
interface NuevaEmpresa {
  nombre: string;
  comercial?: string | null;
  estado?: string;
  idProvincia?: number | null;
  provincia?: string | null;
  idSector?: number | null;
  /** An instant SQL reads (timestamptz). */
  creadoEn?: string;
}
/** A company as the sign-up would have left it, straight in the table: each test makes the ones it reads. */
async function nuevaEmpresa(e: NuevaEmpresa) {
  const cif = `T${Date.now().toString(36).toUpperCase()}${++seq}`;
  const rows = await t.database.query<{ id: number }>(
    `INSERT INTO empresas (cif, nombre, nombre_comercial, estado, id_provincia, provincia, id_sector, localidad, creado_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'Localidad', coalesce($8::timestamptz, now())) RETURNING id`,
    [
      cif,
      e.nombre,
      e.comercial ?? null,
      e.estado ?? 'validada',
      e.idProvincia === undefined ? 46 : e.idProvincia,
      e.provincia ?? null,
      e.idSector === undefined ? 9 : e.idSector,
      e.creadoEn ?? null,
    ],
  );
  return { id: (rows[0] as { id: number }).id, cif };
}

/** A contact of the company who can sign in (the demo password), as a validated sign-up leaves it. */
async function nuevoContacto(idEmpresaContacto: number) {
  const nick = `contacto.${Date.now().toString(36)}${++seq}`;
  const rows = await t.database.query<{ id: number }>(
    `INSERT INTO contactos_empresa (nick, email, nombre, apellidos, cargo, password_hash, primer_acceso)
     SELECT $1, $1 || '@empresa.example.es', 'Rosa', 'Prueba Bloqueo', 'Técnica', password_hash, false
     FROM contactos_empresa WHERE nick = 'seleccion.demo' RETURNING id`,
    [nick],
  );
  const id = (rows[0] as { id: number }).id;
  await t.database.query('INSERT INTO contacto_empresas (id_contacto, id_empresa) VALUES ($1, $2)', [id, idEmpresaContacto]);
  await t.database.query(
    "INSERT INTO rgpd_aceptaciones (tipo_usuario, id_usuario, id_texto) SELECT 'empresa', $1, id FROM rgpd_textos WHERE vigente",
    [id],
  );
  return { id, nick };
}

/** An offer of the company copied from a demo one, in a state; an agreement copied from Levante's. */
async function ofertaDe(idEmp: number, idEstado = 2) {
  await t.database.query(
    `INSERT INTO ofertas (url_acceso, id_empresa, id_perfil, id_estado, titulo, descripcion)
     SELECT url_acceso || '-' || $1::int || '-' || $3::int, $1::int, id_perfil, $2::int, titulo, descripcion
     FROM ofertas ORDER BY id LIMIT 1`,
    [idEmp, idEstado, ++seq],
  );
}
async function convenioDe(idEmp: number) {
  const columnas = `id_cuenta_facturacion, firmante_nombre, firmante_apellidos, firmante_dni, firmante_cargo, firmante_email,
    firmante_telefono, tramitacion_manual, requiere_pedido, pedido_anual, numero_pedido, pago_domiciliado, iban,
    fecha_caducidad, estado, id_archivo_pdf, id_archivo_firmado, firmado_en`;
  await t.database.query(
    `INSERT INTO convenios (id_empresa, ${columnas}) SELECT $1, ${columnas} FROM convenios ORDER BY id LIMIT 1`,
    [idEmp],
  );
}

describe('la lista de empresas del personal', () => {
  it('pagina por cursor sin repetir ni saltarse filas, con el total, en los tres órdenes', async () => {
    const nombres = ['Ñandú Paginado', 'Ábaco Paginado', 'Zócalo Paginado', 'Boreal Paginado', 'Cénit Paginado'];
    const creadas: number[] = [];
    for (const [i, nombre] of nombres.entries()) {
      creadas.push((await nuevaEmpresa({ nombre, creadoEn: `2021-01-0${i + 1}T10:00:00Z` })).id);
    }
    const leerTodo = async (orden: string) => {
      const vistas: number[] = [];
      let cursor: string | undefined;
      let paginas = 0;
      do {
        const { body } = await lista({ q: 'paginado', orden, tamano: 2, ...(cursor ? { cursor } : {}) });
        expect(body.status).toBe(0);
        expect(body.datos.total).toBe(5);
        expect(body.datos.totalEstimado).toBe(false);
        vistas.push(...body.datos.items.map((e) => e.idEmpresa));
        cursor = body.datos.siguiente ?? undefined;
        paginas++;
      } while (cursor);
      expect(paginas).toBe(3);
      return vistas;
    };
    expect(await leerTodo('recientes')).toEqual([...creadas].reverse());
    expect(await leerTodo('antiguas')).toEqual(creadas);
    // By name, accents and case aside: Ábaco, Boreal, Cénit, Ñandú (after N), Zócalo.
    expect(await leerTodo('nombre')).toEqual([creadas[1], creadas[3], creadas[4], creadas[0], creadas[2]]);
    // Without an order, newest first.
    expect(ids(await lista({ q: 'paginado', tamano: 10 }))).toEqual([...creadas].reverse());
  });

  it('busca por nombre (sin tildes ni mayúsculas), nombre comercial y CIF', async () => {
    const a = await nuevaEmpresa({ nombre: 'Construcciones Álamo Búsqueda S.L.', comercial: 'Álamo' });
    const b = await nuevaEmpresa({ nombre: 'Razón Social Búsqueda', comercial: 'Marca Peregrina' });
    expect(ids(await lista({ q: 'alamo busqueda' }))).toEqual([a.id]);
    expect(ids(await lista({ q: 'PEREGRINA' }))).toEqual([b.id]);
    expect(ids(await lista({ q: b.cif.toLowerCase() }))).toEqual([b.id]);
    expect(ids(await lista({ q: `  ${a.cif}  ` }))).toEqual([a.id]);
    // LIKE's wildcards are searched as text.
    expect((await lista({ q: '%' })).body.datos.total).toBe(0);
  });

  it('filtra por estado, provincia, sector y fecha de alta (días de Madrid)', async () => {
    const pendiente = await nuevaEmpresa({ nombre: 'Filtro Kappa Pendiente', estado: 'pendiente', idProvincia: 28, idSector: 3 });
    const rechazada = await nuevaEmpresa({ nombre: 'Filtro Kappa Rechazada', estado: 'rechazada', idProvincia: 28 });
    const bloqueada = await nuevaEmpresa({ nombre: 'Filtro Kappa Bloqueada', estado: 'bloqueada', idSector: 3 });
    const validada = await nuevaEmpresa({ nombre: 'Filtro Kappa Validada' });
    const fuera = await nuevaEmpresa({ nombre: 'Filtro Kappa Fuera', idProvincia: null, provincia: 'Île-de-France' });
    const q = 'filtro kappa';
    expect(ids(await lista({ q, estado: 'pendiente' }))).toEqual([pendiente.id]);
    expect(ids(await lista({ q, estado: 'rechazada' }))).toEqual([rechazada.id]);
    expect(ids(await lista({ q, estado: 'bloqueada' }))).toEqual([bloqueada.id]);
    expect(ids(await lista({ q, estado: 'validada', orden: 'antiguas' }))).toEqual([validada.id, fuera.id]);
    expect(ids(await lista({ q, idProvincia: 28, orden: 'antiguas' }))).toEqual([pendiente.id, rechazada.id]);
    expect(ids(await lista({ q, idSector: 3, orden: 'antiguas' }))).toEqual([pendiente.id, bloqueada.id]);
    expect(ids(await lista({ q, idSector: 3, estado: 'pendiente' }))).toEqual([pendiente.id]);

    // 23:30 UTC on 9 March is 10 March in Madrid; 23:30 on 10 March Madrid is 22:30 UTC.
    const dia9 = await nuevaEmpresa({ nombre: 'Fecha Lambda 1', creadoEn: '2020-03-09T22:30:00Z' });
    const dia10 = await nuevaEmpresa({ nombre: 'Fecha Lambda 2', creadoEn: '2020-03-09T23:30:00Z' });
    const dia11 = await nuevaEmpresa({ nombre: 'Fecha Lambda 3', creadoEn: '2020-03-10T23:30:00Z' });
    const f = 'fecha lambda';
    expect(ids(await lista({ q: f, desde: '2020-03-10', hasta: '2020-03-10' }))).toEqual([dia10.id]);
    expect(ids(await lista({ q: f, desde: '2020-03-10', orden: 'antiguas' }))).toEqual([dia10.id, dia11.id]);
    expect(ids(await lista({ q: f, hasta: '2020-03-09' }))).toEqual([dia9.id]);
  });

  it('filtra con y sin ofertas, con y sin convenios', async () => {
    const ambas = await nuevaEmpresa({ nombre: 'Existe Mu Ambas' });
    const soloOfertas = await nuevaEmpresa({ nombre: 'Existe Mu Ofertas' });
    const soloConvenio = await nuevaEmpresa({ nombre: 'Existe Mu Convenio' });
    const ninguna = await nuevaEmpresa({ nombre: 'Existe Mu Nada' });
    await ofertaDe(ambas.id);
    await ofertaDe(ambas.id, 5);
    await convenioDe(ambas.id);
    await ofertaDe(soloOfertas.id, 1);
    await convenioDe(soloConvenio.id);
    const q = 'existe mu';
    const o = 'antiguas';
    expect(ids(await lista({ q, orden: o, conOfertas: true }))).toEqual([ambas.id, soloOfertas.id]);
    expect(ids(await lista({ q, orden: o, conOfertas: false }))).toEqual([soloConvenio.id, ninguna.id]);
    expect(ids(await lista({ q, orden: o, conConvenios: true }))).toEqual([ambas.id, soloConvenio.id]);
    expect(ids(await lista({ q, orden: o, conConvenios: false }))).toEqual([soloOfertas.id, ninguna.id]);
    expect(ids(await lista({ q, conOfertas: true, conConvenios: true }))).toEqual([ambas.id]);
    expect(ids(await lista({ q, conOfertas: 'false', conConvenios: 'false' }))).toEqual([ninguna.id]);
    const fila = (await lista({ q: 'existe mu ambas' })).body.datos.items[0];
    expect(fila).toMatchObject({ ofertas: 2, convenios: 1 });
  });

  it('cada fila trae lo que la tabla muestra', async () => {
    const { body } = await lista({ q: CIF_LEVANTE });
    expect(body.datos.items).toHaveLength(1);
    const levante = body.datos.items[0];
    expect(levante).toMatchObject({
      idEmpresa: await idEmpresa(t, CIF_LEVANTE),
      cif: CIF_LEVANTE,
      nombre: 'Innovación Levante S.L.',
      nombreComercial: 'Levante Tech',
      estado: 'validada',
      idProvincia: 46,
      provincia: 'Valencia/València',
      localidad: 'València',
      idSector: 9,
      sector: 'Suministro de agua, saneamiento y gestión de residuos',
    });
    expect(levante?.fechaAlta).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(levante?.ofertas).toBeGreaterThan(0);
    expect(levante?.convenios).toBeGreaterThan(0);
    const fuera = await nuevaEmpresa({ nombre: 'Provincia Escrita Xi', idProvincia: null, provincia: 'Île-de-France' });
    expect((await lista({ q: fuera.cif })).body.datos.items[0]).toMatchObject({ idProvincia: null, provincia: 'Île-de-France' });
  });

  it('un cursor manipulado o un filtro fuera de la lista es un error de campo (15), no un 500', async () => {
    const porFecha = (await lista({ tamano: 1 })).body.datos.siguiente as string;
    for (const input of [
      { cursor: 'no-es-un-cursor' },
      { cursor: Buffer.from('[1,2,3]').toString('base64url') },
      // A date cursor given to the name order, and the other way round.
      { cursor: Buffer.from(JSON.stringify([123, 4, 10, 0])).toString('base64url'), orden: 'nombre' },
      { cursor: Buffer.from(JSON.stringify(['ábaco', 4, 10, 0])).toString('base64url') },
      { estado: 'borrada' },
      { orden: 'cif' },
      { idProvincia: 'x' },
      { conOfertas: 'quizá' },
      { desde: '2020-02-30' },
      { tamano: 500 },
    ]) {
      const r = await lista(input);
      expect(r.http, JSON.stringify(input)).not.toBe(500);
      expect(r.body.status, JSON.stringify(input)).toBe(15);
    }
    expect((await lista({ tamano: 1, cursor: porFecha })).body.status).toBe(0);
  });
});

describe('la ficha de una empresa', () => {
  it('reúne datos, contactos, ofertas, convenios, prácticas, documentos y actividad', async () => {
    const id = await idEmpresa(t, CIF_LEVANTE);
    const { body } = await ficha(id);
    expect(body.status).toBe(0);
    const f = body.datos;
    expect(f.empresa).toMatchObject({
      idEmpresa: id,
      cif: CIF_LEVANTE,
      nombre: 'Innovación Levante S.L.',
      estado: 'validada',
      provincia: 'Valencia/València',
      idPais: 1,
      pais: 'España',
      motivoRechazo: null,
      motivoBloqueo: null,
    });
    const seleccion = f.contactos.find((c) => c.nick === 'seleccion.demo');
    expect(seleccion).toMatchObject({ nombre: 'Javier', apellidos: 'Sánchez Gil', estado: 'activo', conPassword: true });
    // The demo's seed acted as Javier (documents, agreements): the trail knows his latest action.
    expect(seleccion?.ultimaActividad).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(f.contactos.map((c) => c.nick).sort()).toEqual(['rrhh.demo', 'seleccion.demo']);

    const [{ n: ofertasLevante }] = (await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ofertas WHERE id_empresa = $1',
      [id],
    )) as [{ n: number }];
    expect(f.ofertas.total).toBe(ofertasLevante);
    expect(f.ofertas.porEstado.reduce((n, p) => n + p.total, 0)).toBe(ofertasLevante);
    expect(f.ofertas.ultimas.length).toBe(Math.min(20, ofertasLevante));
    expect(f.ofertas.porEstado.find((p) => p.idEstado === 2)?.Estado).toBe('Publicada');

    expect(f.convenios.length).toBeGreaterThan(0);
    expect(f.convenios[0]).toMatchObject({ firmante: 'Amparo Ferrer Roig' });
    expect(f.practicas.total).toBeGreaterThan(0);
    expect(f.practicas.ultimas[0]?.alumno).toMatch(/\w+ \w+/);
    expect(f.documentos.map((d) => d.nombre)).toContain('Póliza de responsabilidad civil 2026.pdf');
    expect(f.decisiones).toEqual([]);
    expect(f.actividad.length).toBeGreaterThan(0);
    expect(f.actividad.every((a) => a.entidad === 'empresa' && a.entidadId === String(id))).toBe(true);

    // The company's documents download for staff.
    const doc = f.documentos[0];
    const descarga = await t.app.inject({
      method: 'GET',
      url: doc?.enlace ?? '',
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.rawPayload.length).toBe(doc?.tamano);
    const ajeno = await t.call(endpoints.descargaDocumentoEmpresaGestion, { id: 999_999 }, gestor);
    expect(ajeno.body.status).toBe(48);
  });

  it('el historial de decisiones dice quién decidió y por qué', async () => {
    const e = await nuevaEmpresa({ nombre: 'Historial Omicron', estado: 'pendiente' });
    const rechazo = await t.call(
      endpoints.rechazarEmpresa,
      { id: e.id, idMotivo: 'correoPersonal', motivo: 'Usad el dominio de la empresa.' },
      gestor,
    );
    expect(rechazo.body.status).toBe(0);
    const rechazada = (await ficha(e.id)).body.datos;
    expect(rechazada.empresa).toMatchObject({ estado: 'rechazada' });
    expect(rechazada.empresa.motivoRechazo).toContain('Usad el dominio de la empresa.');
    expect(rechazada.decisiones).toHaveLength(1);
    expect(rechazada.decisiones[0]).toMatchObject({
      decision: 'rechazo',
      quien: { tipo: 'gestor', nombre: 'Inés Ortega Lara' },
      idMotivo: 'correoPersonal',
    });
    expect(rechazada.decisiones[0]?.motivo).toContain('Usad el dominio de la empresa.');
  });

  it('una empresa que no existe es 48 con su texto', async () => {
    const { body } = await ficha(999_999);
    expect(body.status).toBe(48);
    expect(body.mensaje).toBe('La empresa no existe.');
  });
});

describe('bloquear y desbloquear', () => {
  it('bloquear deja sin sesión a sus contactos al momento, queda auditado, y desbloquear les deja volver a entrar', async () => {
    const e = await nuevaEmpresa({ nombre: 'Bloqueo Sigma' });
    const c = await nuevoContacto(e.id);
    const token = await t.login('empresa', c.nick);
    const comoEmpresa = () => t.call(endpoints.dameProcesosEmpleoYpracticas, {}, token);
    expect((await comoEmpresa()).body.status).toBe(0);
    // Sessions end by the second (tokens carry whole seconds): the block comes in a later one than the sign-in.
    await new Promise((r) => setTimeout(r, 1100));

    // This copy forgets the contact's cached sessions at once (the cache is off in tests: the spy shows the call).
    const olvidar = vi.spyOn(t.services.sessions, 'forgetUser');
    const sinMotivo = await t.call(endpoints.bloquearEmpresa, { id: e.id, motivo: '  ' }, gestor);
    expect(sinMotivo.body.status).toBe(15);
    const bloqueo = await t.call(
      endpoints.bloquearEmpresa,
      { id: e.id, motivo: 'Publica ofertas con cobro a los candidatos.' },
      gestor,
    );
    expect(bloqueo.body).toMatchObject({ status: 0, datos: { idEmpresa: e.id, estado: 'bloqueada' } });
    expect(olvidar).toHaveBeenCalledWith('empresa', c.id);
    olvidar.mockRestore();

    // The token stops at its next call, and the contact cannot sign in with the company.
    const despues = await comoEmpresa();
    expect(despues.http).toBe(401);
    expect(despues.body.status).toBe(2);
    const login = await t.call(endpoints.loginEmpresa, { eUsuario: c.nick, ePassword: 'Puente2026' });
    expect(login.body.status).toBe(9);

    const auditoria = await t.database.query<{ actor_tipo: string; detalle: { motivo: string; contactos: number[] } }>(
      "SELECT actor_tipo, detalle FROM auditoria WHERE accion = 'empresa.bloqueo' AND entidad = 'empresa' AND entidad_id = $1",
      [String(e.id)],
    );
    expect(auditoria).toEqual([
      { actor_tipo: 'gestor', detalle: { motivo: 'Publica ofertas con cobro a los candidatos.', contactos: [c.id] } },
    ]);
    const bloqueada = (await ficha(e.id)).body.datos;
    expect(bloqueada.empresa).toMatchObject({
      estado: 'bloqueada',
      motivoBloqueo: 'Publica ofertas con cobro a los candidatos.',
    });
    expect(bloqueada.decisiones[0]).toMatchObject({ decision: 'bloqueo', quien: { nombre: 'Inés Ortega Lara' } });
    expect(ids(await lista({ q: 'bloqueo sigma', estado: 'bloqueada' }))).toEqual([e.id]);

    const desbloqueo = await t.call(endpoints.desbloquearEmpresa, { id: e.id }, gestor);
    expect(desbloqueo.body).toMatchObject({ status: 0, datos: { idEmpresa: e.id, estado: 'validada' } });
    // The token of before the block stays ended; a new sign-in works.
    expect((await comoEmpresa()).body.status).toBe(2);
    const nuevo = await t.login('empresa', c.nick);
    expect((await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, nuevo)).body.status).toBe(0);
    const desbloqueada = (await ficha(e.id)).body.datos;
    expect(desbloqueada.empresa).toMatchObject({ estado: 'validada', motivoBloqueo: null });
    expect(desbloqueada.decisiones.map((d) => d.decision)).toEqual(['desbloqueo', 'bloqueo']);
    expect(desbloqueada.actividad.map((a) => a.accion).slice(0, 2)).toEqual(['empresa.desbloqueo', 'empresa.bloqueo']);
  });

  it('otra copia de la API deja de aceptar el token al momento, sin esperar a que venza su caché', async () => {
    const e = await nuevaEmpresa({ nombre: 'Bloqueo Tau' });
    const c = await nuevoContacto(e.id);
    const token = await t.login('empresa', c.nick);
    // Its cache would keep the session ten minutes: only the notice through the database can end it (issue 29).
    const otraCopia = new SessionService({
      repo: new AuthRepository(t.database.db),
      signer: t.services.signer,
      cacheMs: 10 * 60 * 1000,
    });
    await t.database.avisos.escuchar(CANAL_SESIONES, (carga) => otraCopia.oirAviso(carga));
    expect(await otraCopia.authenticate(token)).not.toBeNull();
    expect(
      (await t.call(endpoints.bloquearEmpresa, { id: e.id, motivo: 'Suplantación de otra empresa.' }, gestor)).body.status,
    ).toBe(0);
    await expect.poll(() => otraCopia.authenticate(token), { timeout: 5000, interval: 20 }).toBeNull();
  });

  it('solo una validada se bloquea y solo una bloqueada se desbloquea (48); una que no existe, 48', async () => {
    const pendiente = await nuevaEmpresa({ nombre: 'Estado Phi Pendiente', estado: 'pendiente' });
    const rechazada = await nuevaEmpresa({ nombre: 'Estado Phi Rechazada', estado: 'rechazada' });
    const bloqueada = await nuevaEmpresa({ nombre: 'Estado Phi Bloqueada', estado: 'bloqueada' });
    const validada = await nuevaEmpresa({ nombre: 'Estado Phi Validada' });
    const motivo = 'Motivo de la prueba.';
    for (const e of [pendiente, rechazada, bloqueada]) {
      const r = await t.call(endpoints.bloquearEmpresa, { id: e.id, motivo }, gestor);
      expect(r.body.status).toBe(48);
      expect(r.body.mensaje).toBe('Solo se puede bloquear una empresa validada: valida o rechaza antes su alta.');
    }
    for (const e of [pendiente, rechazada, validada]) {
      const r = await t.call(endpoints.desbloquearEmpresa, { id: e.id }, gestor);
      expect(r.body.status).toBe(48);
      expect(r.body.mensaje).toBe('La empresa no está bloqueada.');
    }
    expect((await t.call(endpoints.bloquearEmpresa, { id: 999_999, motivo }, gestor)).body.mensaje).toBe('La empresa no existe.');
    const estados = await t.database.query<{ estado: string }>('SELECT estado FROM empresas WHERE id = ANY($1) ORDER BY id', [
      [pendiente.id, rechazada.id, bloqueada.id, validada.id],
    ]);
    expect(estados.map((e) => e.estado)).toEqual(['pendiente', 'rechazada', 'bloqueada', 'validada']);
    const auditadas = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'empresa' AND entidad_id = ANY($1)",
      [[pendiente.id, rechazada.id, bloqueada.id, validada.id].map(String)],
    );
    expect(auditadas[0]?.n).toBe(0);
  });

  it('solo lectura lee la lista y la ficha, y no bloquea (71)', async () => {
    const e = await nuevaEmpresa({ nombre: 'Lectura Psi' });
    expect(ids(await lista({ q: 'lectura psi' }, lectura))).toEqual([e.id]);
    expect((await ficha(e.id, lectura)).body.status).toBe(0);
    const r = await t.call(endpoints.bloquearEmpresa, { id: e.id, motivo: 'No debería poder.' }, lectura);
    expect(r.http).toBe(403);
    expect(r.body.status).toBe(71);
    const practicas = await t.login('gestor', 'practicas.demo');
    expect((await lista({}, practicas)).body.status).toBe(71);
  });
});
