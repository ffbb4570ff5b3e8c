import { type Endpoint, splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { cifNuevo, contacto, generadorIps, paraDe, solicitud, tokenDe, unico } from '../../test/solicitud-empresa';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import type { OutboxWorker } from '../correo/outbox-worker';
import { loadBrand } from '../marca/brand-loader';
import { NICK_OCUPADO } from './alta-empresa-comprobaciones';
import { hashDeToken } from './alta-empresa-comun';

const PUBLIC_URL = 'http://portal.test';
const CLAVE = 'claveNueva2026';
const CIF_LEVANTE = 'B12345674';
const CIF_MESETA = 'A58818501';

/** A fresh address per call, so the per-address limits only bite in the test about them. */
const nuevaIp = generadorIps(2);

describe('modules/alta-empresa: las vías de entrada de una empresa', () => {
  let t: TestApp;
  let smtp: ServidorSmtp;
  let worker: OutboxWorker;
  let gestor: string;

  beforeAll(async () => {
    smtp = await servidorSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL });
    // A minute ahead of the clock that stamps queued rows, so they are due.
    worker = t.services.crearWorkerCorreo({ ahora: () => new Date(Date.now() + 60_000), id: 'worker-alta-empresa' });
    gestor = await t.login('gestor', 'gestor.demo');
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.stop();
  });

  /** Any declared endpoint, from its own address unless one is given, with a language and a token if asked. */
  async function pedir<E extends Endpoint>(
    endpoint: E,
    input: Record<string, unknown>,
    opts: { ip?: string; idioma?: string; token?: string } = {},
  ) {
    const { path, rest } = splitPathParams(endpoint.path, input);
    const response = await t.app.inject({
      method: endpoint.method,
      url: path,
      remoteAddress: opts.ip ?? nuevaIp(),
      headers: {
        ...(opts.idioma ? { 'accept-language': opts.idioma } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(endpoint.method === 'GET' ? {} : { payload: rest }),
    });
    return { http: response.statusCode, body: envelopeOf<unknown>(response) };
  }

  /** Sends what is queued and answers the mails that arrived since `antes`. */
  async function correosNuevos(antes: number, esperados: number) {
    await worker.runOnce();
    if (esperados === 0) {
      await new Promise((r) => setTimeout(r, 200));
      return smtp.recibidos.slice(antes);
    }
    return (await smtp.esperar(antes + esperados)).slice(antes);
  }

  const filas = <T>(texto: string, params: unknown[] = []) => t.database.query<T>(texto, params);
  const idEmpresaDe = async (cif: string) =>
    (await filas<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]))[0]?.id ?? 0;
  const login = (usuario: string, password: string, eidEmpresa?: number) =>
    pedir(endpoints.loginEmpresa, { eUsuario: usuario, ePassword: password, ...(eidEmpresa ? { eidEmpresa } : {}) });

  /** A company signed up, validated by staff, whose first contact set `CLAVE` from the mailed link. */
  async function empresaValidada() {
    const s = solicitud();
    expect((await pedir(endpoints.solicitarCuentaEmpresa, s)).body.status).toBe(503);
    const idEmpresa = await idEmpresaDe(s.empresa.cif);
    const antes = smtp.recibidos.length;
    expect((await pedir(endpoints.validarEmpresa, { id: idEmpresa }, { token: gestor })).body.status).toBe(0);
    const token = tokenDe((await correosNuevos(antes, 1))[0], '/establecer-login') ?? '';
    expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(514);
    const sesion = await login(s.contacto.nick, CLAVE);
    expect(sesion.body.status).toBe(0);
    // A new contact has still to accept the RGPD text: its first token only reaches that endpoint.
    const aceptado = await pedir(endpoints.rgpdAceptarEmpresa, {}, { token: (sesion.body.datos as { token: string }).token });
    expect(aceptado.body.status).toBe(0);
    const [fila] = await filas<{ id: number }>('SELECT id FROM contactos_empresa WHERE nick = $1', [s.contacto.nick]);
    return { ...s, idEmpresa, idContacto: fila?.id ?? 0, token: (aceptado.body.datos as { token: string }).token };
  }

  describe('compruebaCIF y existeCIF', () => {
    it('un CIF mal formado → 33', async () => {
      expect((await pedir(endpoints.compruebaCIF, { cif: 'B1234567X' })).body.status).toBe(33);
      expect((await pedir(endpoints.existeCIF, { cif: '12345678Z', constant: 1 })).body.status).toBe(33);
    });

    it('una empresa del portal: su nombre y nada de sus contactos; escrito en minúsculas y con guiones también', async () => {
      const { body } = await pedir(endpoints.compruebaCIF, { cif: ' b-1234567.4 ' });
      expect(body.status).toBe(0);
      expect(body.datos).toEqual({ existe: true, nombre: 'Innovación Levante S.L.' });
      const porRuta = await pedir(endpoints.existeCIF, { cif: CIF_MESETA.toLowerCase(), constant: 1 });
      expect(porRuta.body.datos).toEqual({ existe: true, nombre: 'Grupo Industrial Meseta S.A.' });
    });

    it('un CIF válido que no está → existe false', async () => {
      expect((await pedir(endpoints.compruebaCIF, { cif: cifNuevo() })).body.datos).toEqual({ existe: false, nombre: null });
    });

    it('otro país: su identificador tal cual, sin la regla del CIF (recortado y en mayúsculas)', async () => {
      await filas(
        "INSERT INTO empresas (cif, nombre, id_pais, estado) VALUES ('FR40303265045', 'Vignobles du Rhône SARL', 13, 'validada')",
      );
      const francesa = await pedir(endpoints.existeCIF, { cif: ' fr40303265045 ', constant: 13 });
      expect(francesa.body).toMatchObject({ status: 0, datos: { existe: true, nombre: 'Vignobles du Rhône SARL' } });
      expect((await pedir(endpoints.existeCIF, { cif: 'DE-999', constant: 2 })).body.datos).toEqual({
        existe: false,
        nombre: null,
      });
    });
  });

  describe('compruebaEmailContactoEmpresa', () => {
    it.each([
      ['mal formado', 'mal@formado', CIF_LEVANTE, 69],
      ['de un contacto de otra empresa', 'seleccion@demo.puente.es', CIF_MESETA, 44],
      ['de un contacto de esta empresa', 'Seleccion@Demo.Puente.es', CIF_LEVANTE, 29],
      ['de un contacto de esta y de otra', 'rrhh@demo.puente.es', CIF_MESETA, 29],
      ['de un contacto, para una empresa que aún no está', 'rrhh@demo.puente.es', 'B00000000', 44],
    ])('un correo %s → %s', async (_caso, email, cif, codigo) => {
      expect((await pedir(endpoints.compruebaEmailContactoEmpresa, { cif, email })).body.status).toBe(codigo);
    });

    it.each(['libre@naranjas.example.es', 'ana@ejemplo.x'])('un correo libre (%s) → 0', async (email) => {
      const { body } = await pedir(endpoints.compruebaEmailContactoEmpresa, { cif: cifNuevo(), email });
      expect(body).toMatchObject({ status: 0, datos: null });
    });
  });

  describe('solicitarCuentaEmpresa', () => {
    it('503: la empresa pendiente, su contacto sin contraseña con todos sus datos, y la privacidad en la auditoría', async () => {
      const s = solicitud();
      const { http, body } = await pedir(endpoints.solicitarCuentaEmpresa, s);
      expect(http).toBe(200);
      expect(body.status).toBe(503);

      const [e] = await filas<Record<string, unknown>>(
        `SELECT id, nombre, nombre_comercial, estado, id_sector, id_tipo_empresa, startup, id_pais, id_provincia, provincia,
                localidad, telefono, web, iban, revisada_en FROM empresas WHERE cif = $1`,
        [s.empresa.cif],
      );
      expect(e).toMatchObject({
        nombre: s.empresa.nombreFiscal,
        nombre_comercial: 'Naranjas Turia',
        estado: 'pendiente',
        id_sector: 3,
        id_tipo_empresa: 1,
        startup: true,
        id_pais: 1,
        id_provincia: 46,
        provincia: null,
        localidad: 'València',
        telefono: '961234567',
        web: 'https://naranjas.example.es',
        iban: null,
        revisada_en: null,
      });
      const [c] = await filas<Record<string, unknown>>(
        `SELECT c.id, c.email, c.password_hash, c.cargo, c.telefono, c.nif, c.telefono2, c.departamento, c.id_localidad,
                c.anios_foro_empleo, c.estado, ce.id_empresa, ce.tipos_contacto
         FROM contactos_empresa c JOIN contacto_empresas ce ON ce.id_contacto = c.id WHERE c.nick = $1`,
        [s.contacto.nick],
      );
      expect(c).toMatchObject({
        email: s.contacto.email,
        password_hash: null,
        cargo: 'Directora de personas',
        telefono: '612345678',
        nif: s.contacto.nif,
        telefono2: null,
        departamento: 'Personas',
        id_localidad: 250,
        anios_foro_empleo: [2019, 2024],
        estado: 'activo',
        id_empresa: e?.id,
        // The demo brand asks for contact types: the ones sent, once each.
        tipos_contacto: [1, 5],
      });
      const auditoria = await filas<{ accion: string; actor_tipo: string; actor_id: number; detalle: Record<string, unknown> }>(
        `SELECT accion, actor_tipo, actor_id, detalle FROM auditoria WHERE entidad = 'empresa' AND entidad_id = $1 ORDER BY id`,
        [String(e?.id)],
      );
      expect(auditoria.map((a) => a.accion)).toEqual(['empresa.solicitud', 'privacidad.aceptacion']);
      expect(auditoria[1]).toMatchObject({ actor_tipo: 'empresa', actor_id: c?.id, detalle: { aceptaPrivacidad: true } });

      // Now the CIF is known, and its first contact cannot log in yet: it has no password until staff validate.
      expect((await pedir(endpoints.compruebaCIF, { cif: s.empresa.cif })).body.datos).toEqual({
        existe: true,
        nombre: s.empresa.nombreFiscal,
      });
      expect((await login(s.contacto.nick, CLAVE)).body.status).toBe(3);
    });

    it('otro país: la provincia escrita, sin las de la lista', async () => {
      const s = solicitud({
        contacto: { idPais: 13, idProvincia: 46, idLocalidad: 250, provincia: 'Auvergne-Rhône-Alpes', localidad: 'Lyon' },
      });
      expect((await pedir(endpoints.solicitarCuentaEmpresa, s)).body.status).toBe(503);
      const [c] = await filas<Record<string, unknown>>(
        'SELECT id_pais, id_provincia, provincia, id_localidad, localidad FROM contactos_empresa WHERE nick = $1',
        [s.contacto.nick],
      );
      expect(c).toEqual({
        id_pais: 13,
        id_provincia: null,
        provincia: 'Auvergne-Rhône-Alpes',
        id_localidad: null,
        localidad: 'Lyon',
      });
    });

    it.each([
      ['un CIF que ya está', { empresa: { cif: CIF_LEVANTE } }, 8, null],
      ['el correo de un contacto de otra empresa', { contacto: { email: 'RRHH@demo.puente.es' } }, 44, null],
      ['un nombre de usuario ocupado (sin distinguir mayúsculas)', { contacto: { nick: 'Seleccion.DEMO' } }, 15, 'contacto.nick'],
      ['una provincia que no está en la lista', { empresa: { idProvincia: 99 } }, 15, 'empresa.idProvincia'],
      ['una localidad de otra provincia', { contacto: { idLocalidad: 149 } }, 15, 'contacto.idLocalidad'],
      ['un tipo de contacto que no existe', { contacto: { tipoContacto: [77] } }, 15, 'contacto.tipoContacto'],
      ['un sector que no existe', { empresa: { idSector: 999 } }, 15, 'empresa.idSector'],
      ['la privacidad sin aceptar', { aceptaPrivacidad: false }, 15, 'aceptaPrivacidad'],
    ])('%s → %s, sin alta', async (_caso, over, codigo, campo) => {
      const antes = await filas<{ n: number }>('SELECT count(*)::int AS n FROM empresas');
      const { http, body } = await pedir(endpoints.solicitarCuentaEmpresa, solicitud(over));
      expect(body.status).toBe(codigo);
      expect(http).toBeLessThan(500);
      if (campo) expect(parseFieldErrors(body.datos).map((e) => e.campo)).toContain(campo);
      if (campo === 'contacto.nick') expect(body.mensaje).toBe(NICK_OCUPADO);
      expect(await filas<{ n: number }>('SELECT count(*)::int AS n FROM empresas')).toEqual(antes);
    });

    it('dos altas a la vez con un mismo CIF, nombre de usuario o correo: 503 y el código de la comprobación, nunca un 5xx', async () => {
      const cif = cifNuevo();
      const porCif = await Promise.all([
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ empresa: { cif } })),
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ empresa: { cif } })),
      ]);
      expect(porCif.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([8, 503]);

      const nick = `doble.${unico()}`;
      const porNick = await Promise.all([
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ contacto: { nick } })),
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ contacto: { nick: nick.toUpperCase() } })),
      ]);
      expect(porNick.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([15, 503]);
      const perdedor = porNick.find((r) => r.body.status === 15);
      expect(parseFieldErrors(perdedor?.body.datos).map((e) => e.campo)).toEqual(['contacto.nick']);

      const email = `doble.${unico()}@naranjas.example.es`;
      const porEmail = await Promise.all([
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ contacto: { email } })),
        pedir(endpoints.solicitarCuentaEmpresa, solicitud({ contacto: { email: email.toUpperCase() } })),
      ]);
      expect(porEmail.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([44, 503]);
      for (const r of [...porCif, ...porNick, ...porEmail]) expect(r.http).toBeLessThan(500);
    });

    it('límite por dirección: la sexta alta en un minuto → 429 en el sobre', async () => {
      const ip = '10.8.8.8';
      for (let i = 0; i < 5; i++) await pedir(endpoints.solicitarCuentaEmpresa, solicitud({ empresa: { cif: 'X' } }), { ip });
      const sexta = await pedir(endpoints.solicitarCuentaEmpresa, solicitud(), { ip });
      expect(sexta.http).toBe(429);
      expect(sexta.body.status).not.toBe(503);
      expect((await pedir(endpoints.solicitarCuentaEmpresa, solicitud())).body.status).toBe(503);
    });

    it('límite de las comprobaciones: la consulta 21 en un minuto → 429', async () => {
      const ip = '10.8.8.9';
      for (let i = 0; i < 20; i++) expect((await pedir(endpoints.compruebaCIF, { cif: CIF_LEVANTE }, { ip })).http).toBe(200);
      expect((await pedir(endpoints.compruebaCIF, { cif: CIF_LEVANTE }, { ip })).http).toBe(429);
    });
  });

  describe('la validación por la universidad', () => {
    it('alta → 3 sin contraseña → la universidad valida → el correo llega → el enlace fija la contraseña (514) → entra; el enlace otra vez → 42', async () => {
      const s = solicitud();
      expect((await pedir(endpoints.solicitarCuentaEmpresa, s)).body.status).toBe(503);
      const idEmpresa = await idEmpresaDe(s.empresa.cif);
      expect((await login(s.contacto.nick, CLAVE)).body.status).toBe(3);

      const pendientes = await pedir(endpoints.empresasPendientes, {}, { token: gestor });
      const fila = (pendientes.body.datos as { idEmpresa: number; contactos: unknown[] }[]).find(
        (e) => e.idEmpresa === idEmpresa,
      );
      expect(fila).toMatchObject({
        cif: s.empresa.cif,
        nombreFiscal: s.empresa.nombreFiscal,
        nombreComercial: 'Naranjas Turia',
        contactos: [{ nombre: 'Marta', apellidos: 'Ibáñez Ruiz', email: s.contacto.email }],
      });

      const antes = smtp.recibidos.length;
      const validada = await pedir(endpoints.validarEmpresa, { id: idEmpresa }, { token: gestor });
      expect(validada.body).toMatchObject({ status: 0, datos: null });
      const [mail] = await correosNuevos(antes, 1);
      expect(paraDe(mail)).toBe(s.contacto.email);
      expect(mail?.text).toContain(s.contacto.nick);
      expect(mail?.text).toContain(s.empresa.nombreFiscal);
      const token = tokenDe(mail, '/establecer-login') ?? '';
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      expect(mail?.text).toContain(`${PUBLIC_URL}/establecer-login?token=${token}`);

      const [e] = await filas<{ estado: string; revisada_en: Date | null }>(
        'SELECT estado, revisada_en FROM empresas WHERE id = $1',
        [idEmpresa],
      );
      expect(e?.estado).toBe('validada');
      expect(e?.revisada_en).not.toBeNull();
      // Only the hash is stored, valid 72 hours.
      const [guardado] = await filas<{ horas: number }>(
        "SELECT round(extract(epoch FROM expira_en - creado_en) / 3600)::int AS horas FROM tokens_password WHERE token_hash = $1 AND proposito = 'establecer-empresa'",
        [hashDeToken(token)],
      );
      expect(guardado?.horas).toBe(72);
      expect(await filas('SELECT 1 FROM tokens_password WHERE token_hash = $1', [token])).toHaveLength(0);

      // A weak password or a mismatch does not spend the token.
      expect((await pedir(endpoints.establecerPassword, { token, password: 'corta', confirmacion: 'corta' })).body.status).toBe(
        28,
      );
      const distinta = await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: `${CLAVE}x` });
      expect(distinta.body.status).toBe(15);
      expect(parseFieldErrors(distinta.body.datos).map((x) => x.campo)).toEqual(['confirmacion']);
      expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(514);

      const sesion = await login(s.contacto.nick, CLAVE);
      expect(sesion.body.status).toBe(0);
      expect((await login(s.contacto.email.toUpperCase(), CLAVE)).body.status).toBe(0);

      expect(
        (await pedir(endpoints.establecerPassword, { token, password: 'otraClave9', confirmacion: 'otraClave9' })).body.status,
      ).toBe(42);
      expect((await login(s.contacto.nick, CLAVE)).body.status).toBe(0);

      // Decided once: not pending any more.
      expect((await pedir(endpoints.validarEmpresa, { id: idEmpresa }, { token: gestor })).body.status).toBe(48);
      const despues = await pedir(endpoints.empresasPendientes, {}, { token: gestor });
      expect((despues.body.datos as { idEmpresa: number }[]).some((x) => x.idEmpresa === idEmpresa)).toBe(false);
      const [auditada] = await filas<{ actor_tipo: string }>(
        "SELECT actor_tipo FROM auditoria WHERE accion = 'empresa.validacion' AND entidad_id = $1",
        [String(idEmpresa)],
      );
      expect(auditada?.actor_tipo).toBe('gestor');
    });

    it('pendientes: las más antiguas primero', async () => {
      const primera = solicitud();
      const segunda = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, primera);
      await pedir(endpoints.solicitarCuentaEmpresa, segunda);
      const lista = (await pedir(endpoints.empresasPendientes, {}, { token: gestor })).body.datos as {
        cif: string;
        creadaEn: string;
      }[];
      const posicion = (cif: string) => lista.findIndex((e) => e.cif === cif);
      expect(posicion(primera.empresa.cif)).toBeGreaterThanOrEqual(0);
      expect(posicion(primera.empresa.cif)).toBeLessThan(posicion(segunda.empresa.cif));
      const fechas = lista.map((e) => Date.parse(e.creadaEn));
      expect([...fechas].sort((a, b) => a - b)).toEqual(fechas);
    });

    it('un enlace caducado o inventado → 42', async () => {
      const s = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, s);
      const idEmpresa = await idEmpresaDe(s.empresa.cif);
      const antes = smtp.recibidos.length;
      await pedir(endpoints.validarEmpresa, { id: idEmpresa }, { token: gestor });
      const token = tokenDe((await correosNuevos(antes, 1))[0], '/establecer-login') ?? '';
      await filas("UPDATE tokens_password SET expira_en = now() - interval '1 second' WHERE token_hash = $1", [
        hashDeToken(token),
      ]);
      expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(42);
      const inventado = await pedir(endpoints.establecerPassword, {
        token: 'a'.repeat(32),
        password: CLAVE,
        confirmacion: CLAVE,
      });
      expect(inventado.body.status).toBe(42);
      expect((await login(s.contacto.nick, CLAVE)).body.status).toBe(3);
    });

    it('un contacto que ya tiene contraseña → 43, y el enlace no se gasta', async () => {
      const [seleccion] = await filas<{ id: number }>("SELECT id FROM contactos_empresa WHERE nick = 'seleccion.demo'");
      const token = `b${unico()}`.padEnd(32, '0');
      await filas(
        "INSERT INTO tokens_password (tipo_usuario, id_usuario, proposito, token_hash, expira_en) VALUES ('empresa', $1, 'establecer-empresa', $2, now() + interval '1 hour')",
        [seleccion?.id, hashDeToken(token)],
      );
      expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(43);
      const [fila] = await filas<{ usado_en: Date | null }>('SELECT usado_en FROM tokens_password WHERE token_hash = $1', [
        hashDeToken(token),
      ]);
      expect(fila?.usado_en).toBeNull();
      expect((await login('seleccion.demo', DEMO_PASSWORD)).body.status).toBe(0);
      // A reset link is not a set-password link, nor the other way round.
      expect(
        (await pedir(endpoints.restablecerPasswordEmpresa, { token, password: CLAVE, confirmacion: CLAVE })).body.status,
      ).toBe(42);
    });

    it('rechazar con un motivo de la lista: la etiqueta y las palabras del personal llegan por correo', async () => {
      const s = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, s);
      const idEmpresa = await idEmpresaDe(s.empresa.cif);
      const sinTexto = await pedir(endpoints.rechazarEmpresa, { id: idEmpresa, idMotivo: 'otro' }, { token: gestor });
      expect(sinTexto.body.status).toBe(15);
      const antes = smtp.recibidos.length;
      const r = await pedir(
        endpoints.rechazarEmpresa,
        { id: idEmpresa, idMotivo: 'correoPersonal', motivo: 'Usad una dirección de la empresa.' },
        { token: gestor },
      );
      expect(r.body.status).toBe(0);
      const [mail] = await correosNuevos(antes, 1);
      expect(mail?.text).toContain('El correo de contacto es personal, no de la empresa: Usad una dirección de la empresa.');
      const [auditada] = await filas<{ detalle: { idMotivo: string } }>(
        "SELECT detalle FROM auditoria WHERE accion = 'empresa.rechazo' AND entidad_id = $1",
        [String(idEmpresa)],
      );
      expect(auditada?.detalle.idMotivo).toBe('correoPersonal');
    });

    it('rechazar: el motivo se guarda y llega por correo; la empresa deja de estar pendiente', async () => {
      const s = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, s);
      const idEmpresa = await idEmpresaDe(s.empresa.cif);
      const motivo = 'No consta actividad económica con ese CIF.\nEscríbenos con la escritura de constitución.';
      const antes = smtp.recibidos.length;
      expect((await pedir(endpoints.rechazarEmpresa, { id: idEmpresa, motivo }, { token: gestor })).body.status).toBe(0);
      const [mail] = await correosNuevos(antes, 1);
      expect(paraDe(mail)).toBe(s.contacto.email);
      expect(mail?.text).toContain('No consta actividad económica con ese CIF.');
      expect(mail?.text).toContain(s.empresa.nombreFiscal);
      // No set-password link: a rejected company cannot log in (its mail's link is to correct the sign-up).
      expect(tokenDe(mail, '/establecer-login')).toBeNull();
      const [e] = await filas<{ estado: string; motivo_rechazo: string }>(
        'SELECT estado, motivo_rechazo FROM empresas WHERE id = $1',
        [idEmpresa],
      );
      expect(e).toEqual({ estado: 'rechazada', motivo_rechazo: motivo });
      expect((await pedir(endpoints.rechazarEmpresa, { id: idEmpresa, motivo }, { token: gestor })).body.status).toBe(48);
      expect((await pedir(endpoints.validarEmpresa, { id: idEmpresa }, { token: gestor })).body.status).toBe(48);
      const [auditada] = await filas<{ detalle: { motivo: string } }>(
        "SELECT detalle FROM auditoria WHERE accion = 'empresa.rechazo' AND entidad_id = $1",
        [String(idEmpresa)],
      );
      expect(auditada?.detalle.motivo).toBe(motivo);
    });

    it('una empresa que no existe → 24', async () => {
      expect((await pedir(endpoints.validarEmpresa, { id: 2_000_000 }, { token: gestor })).body.status).toBe(24);
      expect((await pedir(endpoints.rechazarEmpresa, { id: 2_000_000, motivo: 'x' }, { token: gestor })).body.status).toBe(24);
    });

    it('un contacto con contraseña de una empresa pendiente o rechazada no entra: 9', async () => {
      const hash = (
        await filas<{ h: string }>("SELECT password_hash AS h FROM contactos_empresa WHERE nick = 'seleccion.demo'")
      )[0]?.h;
      const pendiente = solicitud();
      const rechazada = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, pendiente);
      await pedir(endpoints.solicitarCuentaEmpresa, rechazada);
      const antes = smtp.recibidos.length;
      const idRechazada = await idEmpresaDe(rechazada.empresa.cif);
      await pedir(endpoints.rechazarEmpresa, { id: idRechazada, motivo: 'Duplicada' }, { token: gestor });
      await correosNuevos(antes, 1);
      // No flow gives these contacts a password before validation; one that had it (set here) still meets 9.
      await filas('UPDATE contactos_empresa SET password_hash = $1 WHERE nick IN ($2, $3)', [
        hash,
        pendiente.contacto.nick,
        rechazada.contacto.nick,
      ]);
      expect((await login(pendiente.contacto.nick, DEMO_PASSWORD)).body.status).toBe(9);
      expect((await login(rechazada.contacto.email, DEMO_PASSWORD)).body.status).toBe(9);
      expect((await login(pendiente.contacto.nick, 'otraClave1')).body.status).toBe(3);
    });
  });

  describe('recuerdoPassword y restablecerPassword de empresa', () => {
    it('por CIF: un enlace a cada contacto con contraseña de esa empresa, y a nadie de otra', async () => {
      const antes = smtp.recibidos.length;
      const { body } = await pedir(endpoints.recuerdoPassword, { usuario: 'b-12345674' });
      expect(body).toMatchObject({ status: 505, datos: null });
      const mails = await correosNuevos(antes, 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.recibidos.length - antes).toBe(2);
      expect(mails.map(paraDe).sort()).toEqual(['rrhh@demo.puente.es', 'seleccion@demo.puente.es']);
      for (const m of mails) {
        expect(m.text).toContain('Innovación Levante S.L.');
        expect(tokenDe(m, '/restablecer-login')).toMatch(/^[0-9a-f]{32}$/);
      }
    });

    it('por nombre de usuario, sin distinguir mayúsculas, en el idioma del navegador', async () => {
      const antes = smtp.recibidos.length;
      expect(
        (await pedir(endpoints.recuerdoPassword, { usuario: ' SELECCION.demo ' }, { idioma: 'en-GB,en;q=0.9' })).body.status,
      ).toBe(505);
      const [mail] = await correosNuevos(antes, 1);
      expect(paraDe(mail)).toBe('seleccion@demo.puente.es');
      expect(mail?.html).toContain('<html lang="en">');
      expect(mail?.text).toContain('seleccion.demo');
    });

    it('un usuario desconocido, o un contacto aún sin contraseña: la misma respuesta y ningún correo', async () => {
      const s = solicitud();
      await pedir(endpoints.solicitarCuentaEmpresa, s);
      const antes = smtp.recibidos.length;
      const existe = await pedir(endpoints.recuerdoPassword, { usuario: 'rrhh.demo' });
      const noExiste = await pedir(endpoints.recuerdoPassword, { usuario: 'nadie.aqui' });
      const cifSinEmpresa = await pedir(endpoints.recuerdoPassword, { usuario: cifNuevo() });
      const sinPassword = await pedir(endpoints.recuerdoPassword, { usuario: s.contacto.nick });
      const sinPasswordPorCif = await pedir(endpoints.recuerdoPassword, { usuario: s.empresa.cif });
      for (const r of [noExiste, cifSinEmpresa, sinPassword, sinPasswordPorCif]) {
        expect(r.http).toBe(existe.http);
        expect(r.body).toEqual(existe.body);
      }
      expect(existe.body.status).toBe(505);
      const llegados = await correosNuevos(antes, 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.recibidos.length - antes).toBe(1);
      expect(paraDe(llegados[0])).toBe('rrhh@demo.puente.es');
    });

    it('restablecer: 508, cierra las demás sesiones del contacto, anula sus otros enlaces; el mismo enlace otra vez → 42', async () => {
      const e = await empresaValidada();
      const tokenViejo = e.token;
      expect((await pedir(endpoints.misEmpresas, {}, { token: tokenViejo })).http).toBe(200);
      // Tokens carry whole seconds: the reset must come in a later second than the old session.
      await new Promise((r) => setTimeout(r, 1100));

      let antes = smtp.recibidos.length;
      expect((await pedir(endpoints.recuerdoPassword, { usuario: e.contacto.nick })).body.status).toBe(505);
      const primero = tokenDe((await correosNuevos(antes, 1))[0], '/restablecer-login') ?? '';
      antes = smtp.recibidos.length;
      expect((await pedir(endpoints.recuerdoPassword, { usuario: e.empresa.cif })).body.status).toBe(505);
      const [mail] = await correosNuevos(antes, 1);
      expect(paraDe(mail)).toBe(e.contacto.email);
      const segundo = tokenDe(mail, '/restablecer-login') ?? '';
      const [guardado] = await filas<{ minutos: number }>(
        "SELECT round(extract(epoch FROM expira_en - creado_en) / 60)::int AS minutos FROM tokens_password WHERE token_hash = $1 AND proposito = 'reseteo-empresa'",
        [hashDeToken(segundo)],
      );
      expect(guardado?.minutos).toBe(60);

      expect(
        (await pedir(endpoints.restablecerPasswordEmpresa, { token: segundo, password: 'corta', confirmacion: 'corta' })).body
          .status,
      ).toBe(28);
      const distinta = await pedir(endpoints.restablecerPasswordEmpresa, {
        token: segundo,
        password: 'otraClave77',
        confirmacion: 'otra',
      });
      expect(distinta.body.status).toBe(15);
      expect(parseFieldErrors(distinta.body.datos).map((x) => x.campo)).toEqual(['confirmacion']);
      const hecho = await pedir(endpoints.restablecerPasswordEmpresa, {
        token: segundo,
        password: 'otraClave77',
        confirmacion: 'otraClave77',
      });
      expect(hecho.body.status).toBe(508);

      const vieja = await pedir(endpoints.misEmpresas, {}, { token: tokenViejo });
      expect(vieja.http).toBe(401);
      expect(vieja.body.status).toBe(2);
      expect((await login(e.contacto.nick, CLAVE)).body.status).toBe(3);
      expect((await login(e.contacto.nick, 'otraClave77')).body.status).toBe(0);

      const otraVez = { password: 'terceraClave5', confirmacion: 'terceraClave5' };
      expect((await pedir(endpoints.restablecerPasswordEmpresa, { token: segundo, ...otraVez })).body.status).toBe(42);
      expect((await pedir(endpoints.restablecerPasswordEmpresa, { token: primero, ...otraVez })).body.status).toBe(42);
      // A set-password link is not a reset link.
      expect((await pedir(endpoints.establecerPassword, { token: primero, ...otraVez })).body.status).toBe(42);
      expect((await login(e.contacto.nick, 'otraClave77')).body.status).toBe(0);
    });

    it('un enlace de restablecer caducado → 42', async () => {
      const e = await empresaValidada();
      const antes = smtp.recibidos.length;
      await pedir(endpoints.recuerdoPassword, { usuario: e.contacto.nick });
      const token = tokenDe((await correosNuevos(antes, 1))[0], '/restablecer-login') ?? '';
      await filas("UPDATE tokens_password SET expira_en = now() - interval '1 second' WHERE token_hash = $1", [
        hashDeToken(token),
      ]);
      expect(
        (await pedir(endpoints.restablecerPasswordEmpresa, { token, password: 'otraClave8', confirmacion: 'otraClave8' })).body
          .status,
      ).toBe(42);
      expect((await login(e.contacto.nick, CLAVE)).body.status).toBe(0);
    });

    it('límite por dirección: el sexto recordatorio en un minuto → 429', async () => {
      const ip = '10.9.9.7';
      for (let i = 0; i < 5; i++)
        expect((await pedir(endpoints.recuerdoPassword, { usuario: 'nadie.aqui' }, { ip })).body.status).toBe(505);
      expect((await pedir(endpoints.recuerdoPassword, { usuario: 'nadie.aqui' }, { ip })).http).toBe(429);
    });
  });

  describe('guardarUsuarioEmpresa', () => {
    it('un compañero: 522 con su id, su enlace por correo en el idioma de quien lo añade, y entra con la contraseña que fija', async () => {
      const e = await empresaValidada();
      const nuevo = contacto({ nombre: 'Pau', tipoContacto: [2] });
      const antes = smtp.recibidos.length;
      const { body } = await pedir(endpoints.guardarUsuarioEmpresa, nuevo, { token: e.token, idioma: 'en' });
      expect(body.status).toBe(522);
      const { idContacto } = body.datos as { idContacto: number };
      const miembros = await filas<{ id_empresa: number; tipos_contacto: number[] }>(
        'SELECT id_empresa, tipos_contacto FROM contacto_empresas WHERE id_contacto = $1',
        [idContacto],
      );
      expect(miembros).toEqual([{ id_empresa: e.idEmpresa, tipos_contacto: [2] }]);

      const [mail] = await correosNuevos(antes, 1);
      expect(paraDe(mail)).toBe(nuevo.email);
      expect(mail?.html).toContain('<html lang="en">');
      expect(mail?.text).toContain(e.empresa.nombreFiscal);
      const token = tokenDe(mail, '/establecer-login') ?? '';
      const [auditada] = await filas<{ actor_id: number; detalle: { idEmpresa: number } }>(
        "SELECT actor_id, detalle FROM auditoria WHERE accion = 'contacto.alta' AND entidad_id = $1",
        [String(idContacto)],
      );
      expect(auditada).toEqual({ actor_id: e.idContacto, detalle: { idEmpresa: e.idEmpresa, acceso: 'enlace' } });

      expect((await login(nuevo.nick, CLAVE)).body.status).toBe(3);
      expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(514);
      expect((await login(nuevo.nick, CLAVE)).body.status).toBe(0);
      expect((await pedir(endpoints.establecerPassword, { token, password: CLAVE, confirmacion: CLAVE })).body.status).toBe(42);
    });

    it.each([
      ['el correo de un contacto de otra empresa', { email: 'rrhh@demo.puente.es' }, 44, null],
      ['el correo de un compañero', 'propio', 29, null],
      ['un nombre de usuario ocupado', { nick: 'RRHH.demo' }, 15, 'nick'],
      ['un correo mal formado (la regla del contrato)', { email: 'pau@empresa' }, 15, 'email'],
      ['una provincia que no está', { idProvincia: 60 }, 15, 'idProvincia'],
    ])('%s → %s, sin alta ni correo', async (_caso, over, codigo, campo) => {
      const e = await empresaValidada();
      const datos = typeof over === 'string' ? contacto({ email: e.contacto.email.toUpperCase() }) : contacto(over);
      const antesFilas = await filas<{ n: number }>('SELECT count(*)::int AS n FROM contactos_empresa');
      const antes = smtp.recibidos.length;
      const { http, body } = await pedir(endpoints.guardarUsuarioEmpresa, datos, { token: e.token });
      expect(body.status).toBe(codigo);
      expect(http).toBeLessThan(500);
      if (campo) expect(parseFieldErrors(body.datos).map((x) => x.campo)).toContain(campo);
      expect(await filas<{ n: number }>('SELECT count(*)::int AS n FROM contactos_empresa')).toEqual(antesFilas);
      expect(await correosNuevos(antes, 0)).toHaveLength(0);
    });

    it('la empresa es siempre la del token: un contacto de A no añade a nadie en B aunque lo pida', async () => {
      const levante = await idEmpresaDe(CIF_LEVANTE);
      const meseta = await idEmpresaDe(CIF_MESETA);
      const rrhhEnMeseta = await t.login('empresa', 'rrhh.demo', meseta);
      const nuevo = { ...contacto(), idEmpresa: levante, eidEmpresa: levante };
      const { body } = await pedir(endpoints.guardarUsuarioEmpresa, nuevo, { token: rrhhEnMeseta });
      expect(body.status).toBe(522);
      const { idContacto } = body.datos as { idContacto: number };
      expect(await filas('SELECT id_empresa FROM contacto_empresas WHERE id_contacto = $1', [idContacto])).toEqual([
        { id_empresa: meseta },
      ]);
      await correosNuevos(smtp.recibidos.length, 1);

      // Nor does a contact of A validate anything: that is staff's.
      const deA = await t.login('empresa', 'seleccion.demo');
      const validar = await pedir(endpoints.validarEmpresa, { id: meseta }, { token: deA });
      expect(validar.http).toBe(403);
      expect(validar.body.status).toBe(71);
    });

    it('sin correo (§5, opcional): sin contraseña inicial → 15 en password, sin alta ni correo', async () => {
      const e = await empresaValidada();
      const antesFilas = await filas<{ n: number }>('SELECT count(*)::int AS n FROM contactos_empresa');
      const antes = smtp.recibidos.length;
      for (const sinCorreo of [contacto({ email: '' }), contacto({ email: undefined, password: '' })]) {
        const { http, body } = await pedir(endpoints.guardarUsuarioEmpresa, sinCorreo, { token: e.token });
        expect(http).toBe(400);
        expect(body.status).toBe(15);
        expect(parseFieldErrors(body.datos)).toEqual([
          { campo: 'password', mensaje: 'Sin correo no podemos enviarle el enlace: escribe una contraseña inicial' },
        ]);
      }
      // A weak first password gets the password rule's own message.
      const debil = await pedir(endpoints.guardarUsuarioEmpresa, contacto({ email: '', password: 'sinnumero' }), {
        token: e.token,
      });
      expect(parseFieldErrors(debil.body.datos).map((x) => x.campo)).toEqual(['password']);
      expect(await filas<{ n: number }>('SELECT count(*)::int AS n FROM contactos_empresa')).toEqual(antesFilas);
      expect(await correosNuevos(antes, 0)).toHaveLength(0);
    });

    it('sin correo y con contraseña inicial: 522 sin correo, entra con su nombre de usuario; dos así no chocan', async () => {
      const e = await empresaValidada();
      const antes = smtp.recibidos.length;
      const primero = contacto({ email: '', password: 'Inicial2026' });
      const segundo = contacto({ email: '   ', password: 'Inicial2027' });
      const ids: number[] = [];
      for (const nuevo of [primero, segundo]) {
        const { body } = await pedir(endpoints.guardarUsuarioEmpresa, nuevo, { token: e.token });
        expect(body.status).toBe(522);
        ids.push((body.datos as { idContacto: number }).idContacto);
      }
      expect(await correosNuevos(antes, 0)).toHaveLength(0);
      expect(
        await filas(
          'SELECT email, password_hash IS NOT NULL AS con_password FROM contactos_empresa WHERE id = ANY($1) ORDER BY id',
          [ids],
        ),
      ).toEqual([
        { email: null, con_password: true },
        { email: null, con_password: true },
      ]);
      const [auditada] = await filas<{ detalle: unknown }>(
        "SELECT detalle FROM auditoria WHERE accion = 'contacto.alta' AND entidad_id = $1",
        [String(ids[0])],
      );
      expect(auditada?.detalle).toEqual({ idEmpresa: e.idEmpresa, acceso: 'password-inicial' });
      expect((await login(primero.nick, 'Inicial2026')).body.status).toBe(0);

      // The company's list shows it without an e-mail, active; the agreement's select names it by its nick.
      const datos = await pedir(endpoints.dameDatosEmpresa, {}, { token: e.token });
      const listado = (datos.body.datos as { contactos: { nick: string; email: string | null; activo: boolean }[] }).contactos;
      expect(listado.find((c) => c.nick === primero.nick)).toMatchObject({ email: null, activo: true });
      const opciones = await pedir(endpoints.dameContactosConveniosEmpresa, {}, { token: e.token });
      expect(Object.values(opciones.body.datos as Record<string, string>)).toContain(
        `${primero.nombre} ${primero.apellidos} (${primero.nick})`,
      );

      // Its forgotten password cannot be mailed: 505 as always, and no mail.
      const recordatorio = await pedir(endpoints.recuerdoPassword, { usuario: primero.nick });
      expect(recordatorio.body.status).toBe(505);
      expect(await correosNuevos(antes, 0)).toHaveLength(0);
    });

    it('con correo y contraseña inicial: la guarda y no envía enlace', async () => {
      const e = await empresaValidada();
      const antes = smtp.recibidos.length;
      const nuevo = contacto({ password: 'Inicial2026' });
      expect((await pedir(endpoints.guardarUsuarioEmpresa, nuevo, { token: e.token })).body.status).toBe(522);
      expect(await correosNuevos(antes, 0)).toHaveLength(0);
      expect((await login(nuevo.email, 'Inicial2026')).body.status).toBe(0);
    });

    it('el primer contacto de una solicitud de cuenta sí necesita correo: es como sabe de la validación', async () => {
      const s = solicitud();
      const { body } = await pedir(endpoints.solicitarCuentaEmpresa, { ...s, contacto: { ...s.contacto, email: '' } });
      expect(body.status).toBe(15);
      expect(parseFieldErrors(body.datos).map((x) => x.campo)).toEqual(['contacto.email']);
      expect(await idEmpresaDe(s.empresa.cif)).toBe(0);
    });

    it('dos altas a la vez con un mismo nombre de usuario: 522 y 15, nunca un 5xx', async () => {
      const e = await empresaValidada();
      const nick = `pareja.${unico()}`;
      const respuestas = await Promise.all([
        pedir(endpoints.guardarUsuarioEmpresa, contacto({ nick }), { token: e.token }),
        pedir(endpoints.guardarUsuarioEmpresa, contacto({ nick }), { token: e.token }),
      ]);
      expect(respuestas.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([15, 522]);
      await correosNuevos(smtp.recibidos.length, 1);
    });
  });
});

describe('modules/alta-empresa: una marca que no pide el tipo de contacto', () => {
  let t: TestApp;
  beforeAll(async () => {
    const demo = loadBrand('demo');
    t = await createTestApp({}, undefined, { brand: { ...demo, flags: { ...demo.flags, requestTipoContacto: false } } });
  });
  afterAll(() => t.close());

  it('el contacto nuevo es contacto general (9), envíe lo que envíe', async () => {
    const s = solicitud({ contacto: { tipoContacto: [1, 77] } });
    expect((await t.call(endpoints.solicitarCuentaEmpresa, s)).body.status).toBe(503);
    const [fila] = await t.database.query<{ tipos_contacto: number[] }>(
      'SELECT ce.tipos_contacto FROM contacto_empresas ce JOIN contactos_empresa c ON c.id = ce.id_contacto WHERE c.nick = $1',
      [s.contacto.nick],
    );
    expect(fila?.tipos_contacto).toEqual([9]);
  });
});
