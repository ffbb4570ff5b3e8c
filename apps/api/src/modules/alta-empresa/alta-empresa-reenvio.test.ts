import type { AltaRechazada } from '@puente/contract/empresa-cuenta';
import { type Endpoint, splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { generadorIps, paraDe, solicitud, tokenDe, unico } from '../../test/solicitud-empresa';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OutboxWorker } from '../correo/outbox-worker';
import { hashDeToken } from './alta-empresa-comun';

const PUBLIC_URL = 'http://portal.test';
const RUTA = '/alta-empresa/corregir';
const nuevaIp = generadorIps(3);

type Solicitud = ReturnType<typeof solicitud>;

describe('modules/alta-empresa: una solicitud rechazada se corrige y se reenvía una vez', () => {
  let t: TestApp;
  let smtp: ServidorSmtp;
  let worker: OutboxWorker;
  let gestor: string;

  beforeAll(async () => {
    smtp = await servidorSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL });
    // A minute ahead of the clock that stamps queued rows, so they are due.
    worker = t.services.crearWorkerCorreo({ ahora: () => new Date(Date.now() + 60_000), id: 'worker-alta-reenvio' });
    gestor = await t.login('gestor', 'gestor.demo');
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.stop();
  });

  async function pedir<E extends Endpoint>(
    endpoint: E,
    input: Record<string, unknown>,
    opts: { idioma?: string; token?: string } = {},
  ) {
    const { path, rest } = splitPathParams(endpoint.path, input);
    const response = await t.app.inject({
      method: endpoint.method,
      url: path,
      remoteAddress: nuevaIp(),
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
    return (await smtp.esperar(antes + esperados)).slice(antes);
  }

  const filas = <T>(texto: string, params: unknown[] = []) => t.database.query<T>(texto, params);
  const idEmpresaDe = async (cif: string) =>
    (await filas<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]))[0]?.id ?? 0;
  const empresa = async (id: number) =>
    (
      await filas<{
        estado: string;
        reenvios: number;
        reenviada_en: Date | null;
        nombre_comercial: string;
        id_motivo_rechazo: string | null;
        detalle_rechazo: string | null;
      }>(
        'SELECT estado, reenvios, reenviada_en, nombre_comercial, id_motivo_rechazo, detalle_rechazo FROM empresas WHERE id = $1',
        [id],
      )
    )[0];

  /** A new sign-up, pending. */
  async function alta() {
    const s = solicitud();
    expect((await pedir(endpoints.solicitarCuentaEmpresa, s)).body.status).toBe(503);
    return { s, idEmpresa: await idEmpresaDe(s.empresa.cif) };
  }

  /** Staff reject it; answers the one mail its contact gets. */
  async function rechazar(idEmpresa: number, razon: { idMotivo?: string; motivo?: string }) {
    const antes = smtp.recibidos.length;
    expect((await pedir(endpoints.rechazarEmpresa, { id: idEmpresa, ...razon }, { token: gestor })).body.status).toBe(0);
    const [mail] = await correosNuevos(antes, 1);
    return mail;
  }

  /** A sign-up rejected once, with the token of its mail's link. */
  async function rechazadaUnaVez() {
    const { s, idEmpresa } = await alta();
    const mail = await rechazar(idEmpresa, { idMotivo: 'correoPersonal', motivo: 'Usad una dirección de la empresa.' });
    return { s, idEmpresa, mail, token: tokenDe(mail, RUTA) ?? '' };
  }

  /** What the form sends back: the sign-up with some fields changed. */
  const corregida = (s: Solicitud, token: string, over: { empresa?: object; contacto?: object } = {}) => ({
    ...s,
    empresa: { ...s.empresa, ...over.empresa },
    contacto: { ...s.contacto, ...over.contacto },
    token,
  });

  it('el primer rechazo manda el enlace (30 días, un solo uso) y guarda el motivo de la lista aparte de las palabras', async () => {
    const { s, idEmpresa, mail, token } = await rechazadaUnaVez();
    expect(paraDe(mail)).toBe(s.contacto.email);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(mail?.text).toContain(`${PUBLIC_URL}${RUTA}?token=${token}`);
    expect(mail?.text).toContain('El correo de contacto es personal, no de la empresa: Usad una dirección de la empresa.');
    expect(mail?.text).toContain('Puedes corregir los datos de la solicitud y enviarla de nuevo, una sola vez.');
    expect(mail?.text).toContain('Corregir y reenviar la solicitud');
    expect(mail?.text).toMatch(/El enlace sirve una sola vez y caduca el \d+ de \w+ de \d{4}/);
    expect(mail?.text).not.toContain('definitiva');
    expect(mail?.html).toContain(`${RUTA}?token=${token}`);

    // Only the hash is stored, for the sign-up's contact, valid 30 days.
    const [guardado] = await filas<{ dias: number; id_usuario: number }>(
      `SELECT round(extract(epoch FROM expira_en - creado_en) / 86400)::int AS dias, id_usuario FROM tokens_password
       WHERE token_hash = $1 AND proposito = 'corregir-empresa' AND tipo_usuario = 'empresa'`,
      [hashDeToken(token)],
    );
    expect(guardado?.dias).toBe(30);
    const [contacto] = await filas<{ id: number }>('SELECT id FROM contactos_empresa WHERE nick = $1', [s.contacto.nick]);
    expect(guardado?.id_usuario).toBe(contacto?.id);
    expect(await filas('SELECT 1 FROM tokens_password WHERE token_hash = $1', [token])).toHaveLength(0);

    expect(await empresa(idEmpresa)).toMatchObject({
      estado: 'rechazada',
      reenvios: 0,
      id_motivo_rechazo: 'correoPersonal',
      detalle_rechazo: 'Usad una dirección de la empresa.',
    });
    const [auditada] = await filas<{ detalle: { definitivo: boolean; reenvios: number } }>(
      "SELECT detalle FROM auditoria WHERE accion = 'empresa.rechazo' AND entidad_id = $1",
      [String(idEmpresa)],
    );
    expect(auditada?.detalle).toMatchObject({ definitivo: false, reenvios: 0 });
  });

  it('el enlace abre la solicitud tal como se envió, con el motivo en el idioma de quien lee', async () => {
    const { s, token } = await rechazadaUnaVez();
    const es = await pedir(endpoints.altaEmpresaRechazada, { token });
    expect(es.body.status).toBe(0);
    const datos = es.body.datos as AltaRechazada;
    expect(datos.empresa).toEqual({
      ...s.empresa,
      idLocalidad: null,
      provincia: null,
      iban: null,
    });
    expect(datos.contacto).toEqual({
      ...s.contacto,
      provincia: null,
      telefono2: null,
      tipoContacto: [1, 5],
      aniosForoEmpleo: [2019, 2024],
    });
    expect(datos.motivo).toEqual({
      idMotivo: 'correoPersonal',
      etiqueta: 'El correo de contacto es personal, no de la empresa',
      detalle: 'Usad una dirección de la empresa.',
    });
    expect(Date.parse(datos.caduca) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(datos.rechazadaEn).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const en = (await pedir(endpoints.altaEmpresaRechazada, { token }, { idioma: 'en' })).body.datos as AltaRechazada;
    expect(en.motivo).toEqual({
      idMotivo: 'correoPersonal',
      etiqueta: 'The contact e-mail is a personal one, not the company’s',
      detalle: 'Usad una dirección de la empresa.',
    });

    // Reading does not spend it.
    expect((await pedir(endpoints.altaEmpresaRechazada, { token })).body.status).toBe(0);
  });

  it('un motivo solo con palabras (u «otro») no tiene etiqueta', async () => {
    const { idEmpresa } = await alta();
    const mail = await rechazar(idEmpresa, { idMotivo: 'otro', motivo: 'Falta la escritura de constitución.' });
    const datos = (await pedir(endpoints.altaEmpresaRechazada, { token: tokenDe(mail, RUTA) })).body.datos as AltaRechazada;
    expect(datos.motivo).toEqual({ idMotivo: 'otro', etiqueta: null, detalle: 'Falta la escritura de constitución.' });
  });

  it('reenviar: vuelve a pendiente marcada como reenviada, cuenta en la cola, se audita qué cambió y el enlace se gasta', async () => {
    const { s, idEmpresa, token } = await rechazadaUnaVez();
    type Cola = { tipo: string; total: number; desde: string }[];
    const cola = async () =>
      ((await pedir(endpoints.pendienteGestion, {}, { token: gestor })).body.datos as Cola).find((p) => p.tipo === 'empresas');
    const enCola = (await cola())?.total ?? 0;
    const email = `rrhh.${unico()}@naranjas.example.es`;
    const r = await pedir(
      endpoints.reenviarAltaEmpresa,
      corregida(s, token, { empresa: { nombreComercial: 'Naranjas del Turia' }, contacto: { email } }),
    );
    expect(r.body).toMatchObject({ status: 528, datos: null });

    const e = await empresa(idEmpresa);
    expect(e).toMatchObject({ estado: 'pendiente', reenvios: 1, nombre_comercial: 'Naranjas del Turia' });
    expect(e?.reenviada_en).not.toBeNull();
    const [c] = await filas<{ email: string; password_hash: string | null }>(
      'SELECT email, password_hash FROM contactos_empresa WHERE nick = $1',
      [s.contacto.nick],
    );
    expect(c).toEqual({ email, password_hash: null });

    const [auditada] = await filas<{ actor_tipo: string; detalle: { campos: string[]; aceptaPrivacidad: boolean } }>(
      "SELECT actor_tipo, detalle FROM auditoria WHERE accion = 'empresa.reenvio' AND entidad_id = $1",
      [String(idEmpresa)],
    );
    expect(auditada?.actor_tipo).toBe('empresa');
    expect(auditada?.detalle.campos).toEqual(['empresa.nombreComercial', 'contacto.email']);
    expect(auditada?.detalle.aceptaPrivacidad).toBe(true);

    // Staff's queue has it again, marked, and counts it.
    const pendientes = (await pedir(endpoints.empresasPendientes, {}, { token: gestor })).body.datos as {
      idEmpresa: number;
      reenvios: number;
      reenviada: boolean;
      reenviadaEn: string | null;
      contactos: { email: string }[];
    }[];
    const fila = pendientes.find((p) => p.idEmpresa === idEmpresa);
    expect(fila).toMatchObject({ reenvios: 1, reenviada: true, contactos: [{ email }] });
    expect(fila?.reenviadaEn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(pendientes.filter((p) => !p.reenviada).every((p) => p.reenvios === 0 && p.reenviadaEn === null)).toBe(true);
    const despues = await cola();
    expect(despues?.total).toBe(enCola + 1);
    // The queue's oldest counts a resubmitted sign-up from when it came back.
    const [espera] = await filas<{ desde: Date }>(
      "SELECT min(coalesce(reenviada_en, creado_en)) AS desde FROM empresas WHERE estado = 'pendiente'",
    );
    expect(despues?.desde).toBe(espera?.desde.toISOString());

    // Used: reading and sending again both answer 42, saying so.
    const leer = await pedir(endpoints.altaEmpresaRechazada, { token });
    expect(leer.body).toMatchObject({ status: 42, datos: { enlace: 'usado' } });
    expect(leer.body.mensaje).toBe('Este enlace ya se usó: la solicitud corregida ya se envió a la universidad.');
    const otraVez = await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token), { idioma: 'en' });
    expect(otraVez.body).toMatchObject({ status: 42, datos: { enlace: 'usado' } });
    expect(otraVez.body.mensaje).toBe('This link has been used: the corrected request has already been sent to the university.');
    expect((await empresa(idEmpresa))?.reenvios).toBe(1);
  });

  it('se comprueba como el alta, sin chocar consigo misma; un rechazo no gasta el enlace', async () => {
    const { s, idEmpresa, token } = await rechazadaUnaVez();
    const otra = (await alta()).s;

    // Another company's CIF: 8; another contact's e-mail: 44; another's nick: 15 on the field; the form's rules: 15.
    expect(
      (await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token, { empresa: { cif: otra.empresa.cif } }))).body.status,
    ).toBe(8);
    const email = await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token, { contacto: { email: 'rrhh@demo.puente.es' } }));
    expect(email.body.status).toBe(44);
    const nick = await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token, { contacto: { nick: otra.contacto.nick } }));
    expect(nick.body.status).toBe(15);
    expect(parseFieldErrors(nick.body.datos).map((x) => x.campo)).toEqual(['contacto.nick']);
    const vacio = await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token, { empresa: { nombreFiscal: '' } }));
    expect(vacio.body.status).toBe(15);
    const sinPrivacidad = await pedir(endpoints.reenviarAltaEmpresa, { ...corregida(s, token), aceptaPrivacidad: false });
    expect(sinPrivacidad.body.status).toBe(15);
    expect((await empresa(idEmpresa))?.estado).toBe('rechazada');

    // The link still works, and the sign-up may keep its own CIF, e-mail and nick.
    expect((await pedir(endpoints.altaEmpresaRechazada, { token })).body.status).toBe(0);
    expect((await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token))).body.status).toBe(528);
    const [auditada] = await filas<{ detalle: { campos: string[] } }>(
      "SELECT detalle FROM auditoria WHERE accion = 'empresa.reenvio' AND entidad_id = $1",
      [String(idEmpresa)],
    );
    expect(auditada?.detalle.campos).toEqual([]);
  });

  it('un enlace caducado o desconocido → 42, diciendo cuál', async () => {
    const { s, idEmpresa, token } = await rechazadaUnaVez();
    await filas("UPDATE tokens_password SET expira_en = now() - interval '1 second' WHERE token_hash = $1", [hashDeToken(token)]);
    const caducado = await pedir(endpoints.altaEmpresaRechazada, { token });
    expect(caducado.body).toMatchObject({ status: 42, datos: { enlace: 'caducado' } });
    expect(caducado.body.mensaje).toBe('El enlace para corregir la solicitud caducó a los 30 días.');
    expect((await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token))).body).toMatchObject({
      status: 42,
      datos: { enlace: 'caducado' },
    });
    expect((await empresa(idEmpresa))?.estado).toBe('rechazada');

    const inventado = await pedir(endpoints.altaEmpresaRechazada, { token: 'a'.repeat(32) }, { idioma: 'en' });
    expect(inventado.body).toMatchObject({ status: 42, datos: { enlace: 'desconocido' } });
    expect(inventado.body.mensaje).toBe('The link to correct the request is not valid. Copy the whole link from the e-mail.');
    expect((await pedir(endpoints.altaEmpresaRechazada, { token: '' })).body.status).toBe(15);

    // A set-password link is not a correction link.
    const [seleccion] = await filas<{ id: number }>("SELECT id FROM contactos_empresa WHERE nick = 'seleccion.demo'");
    const otro = `c${unico()}`.padEnd(32, '0');
    await filas(
      "INSERT INTO tokens_password (tipo_usuario, id_usuario, proposito, token_hash, expira_en) VALUES ('empresa', $1, 'establecer-empresa', $2, now() + interval '1 hour')",
      [seleccion?.id, hashDeToken(otro)],
    );
    expect((await pedir(endpoints.altaEmpresaRechazada, { token: otro })).body).toMatchObject({
      status: 42,
      datos: { enlace: 'desconocido' },
    });
  });

  it('el segundo rechazo es definitivo: el correo lo dice y no lleva enlace; no hay tercera vuelta', async () => {
    const { s, idEmpresa, token } = await rechazadaUnaVez();
    expect((await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token))).body.status).toBe(528);
    const mail = await rechazar(idEmpresa, { idMotivo: 'noEsEmpresa' });
    expect(paraDe(mail)).toBe(s.contacto.email);
    expect(mail?.text).toContain('Motivo: No consta como una empresa o entidad real');
    expect(mail?.text).toContain('La solicitud ya se corrigió y se envió de nuevo una vez, así que esta decisión es definitiva.');
    expect(mail?.text).not.toMatch(/token=/);
    expect(mail?.text).not.toContain('Corregir y reenviar');

    const e = await empresa(idEmpresa);
    expect(e).toMatchObject({ estado: 'rechazada', reenvios: 1, id_motivo_rechazo: 'noEsEmpresa', detalle_rechazo: null });
    const enlaces = await filas<{ usado: boolean }>(
      `SELECT usado_en IS NOT NULL AS usado FROM tokens_password t JOIN contacto_empresas ce ON ce.id_contacto = t.id_usuario
       WHERE t.proposito = 'corregir-empresa' AND ce.id_empresa = $1`,
      [idEmpresa],
    );
    expect(enlaces).toEqual([{ usado: true }]);
    const auditadas = await filas<{ detalle: { definitivo: boolean; reenvios: number } }>(
      "SELECT detalle FROM auditoria WHERE accion = 'empresa.rechazo' AND entidad_id = $1 ORDER BY id",
      [String(idEmpresa)],
    );
    expect(auditadas.map((a) => a.detalle.definitivo)).toEqual([false, true]);

    // The old link opens nothing, and no row can go past one resubmission.
    expect((await pedir(endpoints.altaEmpresaRechazada, { token })).body.status).toBe(42);
    expect((await pedir(endpoints.reenviarAltaEmpresa, corregida(s, token))).body.status).toBe(42);
    await expect(filas('UPDATE empresas SET reenvios = 2 WHERE id = $1', [idEmpresa])).rejects.toThrow();
  });

  it('dos reenvíos a la vez con el mismo enlace: uno gana, el otro recibe 42', async () => {
    const { s, idEmpresa, token } = await rechazadaUnaVez();
    const respuestas = await Promise.all([
      pedir(endpoints.reenviarAltaEmpresa, corregida(s, token)),
      pedir(endpoints.reenviarAltaEmpresa, corregida(s, token)),
    ]);
    expect(respuestas.map((r) => r.body.status).sort()).toEqual([42, 528]);
    expect((await empresa(idEmpresa))?.reenvios).toBe(1);
  });
});
