import { endpoints } from '@puente/contract/endpoints/all';
import { dniControlLetter } from '@puente/contract/validation/spanish-id';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OutboxWorker } from '../correo/outbox-worker';
import { MAX_ENLACES_RESETEO_HORA } from './registro.service';

const PUBLIC_URL = 'http://portal.test';
const CLAVE = 'nuevaClave2026';

let ipSeq = 0;
/** A fresh address per call, so the per-address limits only bite in the test about them. */
const nuevaIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const dniNuevo = () => {
  const digitos = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `${digitos}${dniControlLetter(digitos)}`;
};

const tokenDe = (mail: ParsedMail | undefined) => {
  const enlace = /https?:\/\/\S+\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  return enlace ? { enlace, token: new URL(enlace).searchParams.get('token') ?? '' } : null;
};

describe('modules/registro: alta de estudiante y restablecimiento de contraseña por correo', () => {
  let t: TestApp;
  let smtp: ServidorSmtp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await servidorSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL });
    // A minute ahead of the clock that stamps queued rows, so they are due.
    worker = t.services.crearWorkerCorreo({ ahora: () => new Date(Date.now() + 60_000), id: 'worker-registro' });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.stop();
  });

  async function post(endpoint: { path: string }, payload: Record<string, unknown>, opts: { ip?: string; idioma?: string } = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload,
      remoteAddress: opts.ip ?? nuevaIp(),
      headers: opts.idioma ? { 'accept-language': opts.idioma } : {},
    });
    return { http: response.statusCode, body: envelopeOf<unknown>(response) };
  }

  /**
   * Sends what is queued and answers the mails that arrived since `antes`. A reset's mail is queued after the
   * answer (the service's background work), so the worker runs until they arrive.
   */
  async function correosNuevos(antes: number, esperados: number) {
    if (esperados === 0) {
      await new Promise((r) => setTimeout(r, 300));
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 200));
      return smtp.recibidos.slice(antes);
    }
    const fin = Date.now() + 10_000;
    while (smtp.recibidos.length < antes + esperados && Date.now() < fin) {
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    return (await smtp.esperar(antes + esperados)).slice(antes);
  }

  const alta = (over: Record<string, unknown> = {}) => ({
    dni: dniNuevo(),
    nombre: 'Irene',
    apellido1: 'Soto',
    apellido2: 'Vidal',
    email: `irene.${Math.random().toString(36).slice(2, 8)}@ejemplo.es`,
    password: CLAVE,
    confirmacion: CLAVE,
    aceptaPrivacidad: true,
    ...over,
  });

  async function login(usuario: string, password: string) {
    return post(endpoints.loginAlumno, { eUsuario: usuario, ePassword: password });
  }

  it('alta → 504, llega el correo de confirmación y, aceptado el RGPD, inicia sesión con su correo', async () => {
    const antes = smtp.recibidos.length;
    const datos = alta({ dni: ` ${dniNuevo().toLowerCase()} `, apellido2: '' });
    const { http, body } = await post(endpoints.registrarUsuario, datos);
    expect(http).toBe(200);
    expect(body.status).toBe(504);

    const [mail] = await correosNuevos(antes, 1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(datos.email);
    expect(mail?.subject).toMatch(/Puente/);
    expect(mail?.text).toContain('Irene');
    expect(mail?.text).toContain(`${PUBLIC_URL}/login`);

    const { body: sesion } = await login(datos.email, CLAVE);
    expect(sesion.status).toBe(0);
    const s = sesion.datos as { token: string; textoCortoRGPD: string | null; conEmpleo: boolean; conPracticas: boolean };
    expect(s.textoCortoRGPD).toBeTruthy();
    expect(s).toMatchObject({ conEmpleo: true, conPracticas: false });
    const aceptado = await t.call(endpoints.rgpdAceptarAlumno, {}, s.token);
    expect(aceptado.body.status).toBe(0);

    // By DNI too, normalised as stored; no studies, and not one of the university's own.
    expect((await login(datos.dni.trim().toUpperCase(), CLAVE)).body.status).toBe(0);
    const filas = await t.database.db.execute<{ estudios: number; de_la_universidad: boolean; apellido2: string | null }>(
      sql`select (select count(*)::int from estudios_alumno e where e.id_alumno = a.id) as estudios, a.de_la_universidad, a.apellido2
          from alumnos a where lower(a.email) = ${datos.email}`,
    );
    const fila = (filas as unknown as { rows: { estudios: number; de_la_universidad: boolean; apellido2: string | null }[] })
      .rows?.[0];
    expect(fila).toEqual({ estudios: 0, de_la_universidad: false, apellido2: null });
  });

  it('una dirección que la regla del portal admite y z.email() no (dominio de una letra) se registra y recibe el correo', async () => {
    const antes = smtp.recibidos.length;
    const datos = alta({ email: `irene.${Math.random().toString(36).slice(2, 8)}@ejemplo.x` });
    const { http, body } = await post(endpoints.registrarUsuario, datos);
    expect(http).toBe(200);
    expect(body.status).toBe(504);
    const [mail] = await correosNuevos(antes, 1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(datos.email);
  });

  it('el correo de confirmación sale en el idioma del navegador', async () => {
    const antes = smtp.recibidos.length;
    const { body } = await post(endpoints.registrarUsuario, alta(), { idioma: 'en-GB,en;q=0.9' });
    expect(body.status).toBe(504);
    const [mail] = await correosNuevos(antes, 1);
    expect(mail?.html).toContain('<html lang="en">');
  });

  it.each([
    ['documento mal formado', 66, { dni: '12345678A' }],
    ['correo mal formado', 69, { email: 'irene@sin-punto' }],
    ['contraseña débil', 28, { password: 'sinnumero', confirmacion: 'sinnumero' }],
    ['correo ya registrado (sin distinguir mayúsculas)', 16, { email: 'Lucia.Garcia@demo.puente.es' }],
    ['documento de un usuario registrado', 94, { dni: '87654321x' }],
  ])('%s → %i, sin alta ni correo', async (_caso, codigo, over) => {
    const antes = smtp.recibidos.length;
    const { http, body } = await post(endpoints.registrarUsuario, alta(over));
    expect(body.status).toBe(codigo);
    expect(http).toBeLessThan(500);
    expect(await correosNuevos(antes, 0)).toHaveLength(0);
  });

  it('dos altas a la vez con el mismo correo: una 504 y la otra 16, nunca un 5xx', async () => {
    const email = `doble.${Date.now()}@ejemplo.es`;
    const respuestas = await Promise.all([
      post(endpoints.registrarUsuario, alta({ email })),
      post(endpoints.registrarUsuario, alta({ email: email.toUpperCase() })),
    ]);
    expect(respuestas.map((r) => r.body.status).sort()).toEqual([16, 504]);
    await correosNuevos(smtp.recibidos.length, 1);
  });

  it('confirmación distinta o privacidad sin aceptar → 15 en su campo', async () => {
    const distinta = await post(endpoints.registrarUsuario, alta({ confirmacion: 'otraClave99' }));
    expect(distinta.body.status).toBe(15);
    expect(JSON.stringify(distinta.body.datos)).toContain('confirmacion');
    const sinPrivacidad = await post(endpoints.registrarUsuario, alta({ aceptaPrivacidad: false }));
    expect(sinPrivacidad.body.status).toBe(15);
    expect(JSON.stringify(sinPrivacidad.body.datos)).toContain('aceptaPrivacidad');
  });

  it('restablecer: 505, el enlace del correo sirve una vez, cierra la sesión anterior y la nueva clave entra', async () => {
    const datos = alta();
    expect((await post(endpoints.registrarUsuario, datos)).body.status).toBe(504);
    await correosNuevos(smtp.recibidos.length, 1);
    const viejo = await login(datos.email, CLAVE);
    const tokenViejo = (viejo.body.datos as { token: string }).token;
    // Tokens carry whole seconds: the reset must come in a later second than the old session.
    await new Promise((r) => setTimeout(r, 1100));

    const antes = smtp.recibidos.length;
    const pedido = await post(endpoints.solicitarReseteoPassword, { usuario: datos.dni });
    expect(pedido.body.status).toBe(505);
    const [mail] = await correosNuevos(antes, 1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(datos.email);
    const link = tokenDe(mail);
    expect(link?.enlace).toMatch(new RegExp(`^${PUBLIC_URL}/restablecer-candidato\\?token=[0-9a-f]{32}$`));
    const token = link?.token ?? '';

    // Only the hash is stored.
    const guardados = await t.database.db.execute(sql`select token_hash from tokens_password where token_hash = ${token}`);
    expect((guardados as unknown as { rows: unknown[] }).rows).toHaveLength(0);

    // A weak password does not spend the token.
    expect((await post(endpoints.restablecerPassword, { token, password: 'corta', confirmacion: 'corta' })).body.status).toBe(28);
    const hecho = await post(endpoints.restablecerPassword, { token, password: 'otraClave77', confirmacion: 'otraClave77' });
    expect(hecho.body.status).toBe(508);

    expect((await t.call(endpoints.logout, {}, tokenViejo)).http).toBe(401);
    expect((await login(datos.email, CLAVE)).body.status).toBe(3);
    expect((await login(datos.email, 'otraClave77')).body.status).toBe(0);

    const otraVez = await post(endpoints.restablecerPassword, {
      token,
      password: 'terceraClave5',
      confirmacion: 'terceraClave5',
    });
    expect(otraVez.body.status).toBe(42);
    expect((await login(datos.email, 'otraClave77')).body.status).toBe(0);
  });

  it('un enlace caducado → 42; uno inventado → 42', async () => {
    const datos = alta();
    expect((await post(endpoints.registrarUsuario, datos)).body.status).toBe(504);
    await correosNuevos(smtp.recibidos.length, 1);
    const antes = smtp.recibidos.length;
    expect((await post(endpoints.solicitarReseteoPassword, { usuario: datos.email.toUpperCase() })).body.status).toBe(505);
    const token = tokenDe((await correosNuevos(antes, 1))[0])?.token ?? '';
    expect(token).toHaveLength(32);
    await t.database.db.execute(sql`update tokens_password set expira_en = now() - interval '1 second'`);
    expect((await post(endpoints.restablecerPassword, { token, password: CLAVE + 1, confirmacion: CLAVE + 1 })).body.status).toBe(
      42,
    );
    expect(
      (await post(endpoints.restablecerPassword, { token: 'f'.repeat(32), password: CLAVE, confirmacion: CLAVE })).body.status,
    ).toBe(42);
    expect((await login(datos.email, CLAVE)).body.status).toBe(0);
  });

  it('un usuario desconocido recibe la misma respuesta y no sale ningún correo', async () => {
    const antes = smtp.recibidos.length;
    const existe = await post(endpoints.solicitarReseteoPassword, { usuario: 'marcos.ruiz@demo.puente.es' });
    const noExiste = await post(endpoints.solicitarReseteoPassword, { usuario: 'nadie@ejemplo.es' });
    expect(noExiste.http).toBe(existe.http);
    expect(noExiste.body).toEqual(existe.body);
    expect(noExiste.body.status).toBe(505);
    const llegados = await correosNuevos(antes, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.recibidos.slice(antes)).toHaveLength(1);
    expect(llegados[0]?.to && 'text' in llegados[0].to ? llegados[0].to.text : '').toBe('marcos.ruiz@demo.puente.es');
  });

  it('la respuesta no espera a buscar la cuenta: el enlace se hace después, igual exista o no', async () => {
    const [marcos] = (
      (await t.database.db.execute(sql`select id from alumnos where lower(email) = 'marcos.ruiz@demo.puente.es'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const enlaces = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from tokens_password where tipo_usuario = 'alumno' and id_usuario = ${marcos?.id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    await t.database.db.execute(sql`delete from tokens_password where id_usuario = ${marcos?.id}`);
    const pedido = await post(endpoints.solicitarReseteoPassword, { usuario: 'marcos.ruiz@demo.puente.es' }, { ip: '10.9.8.1' });
    expect(pedido.body.status).toBe(505);
    // Answered before the lookup ran: nothing yet, then the link.
    expect(await enlaces()).toBe(0);
    await vi.waitFor(async () => expect(await enlaces()).toBe(1), { timeout: 5000 });
  });

  it(`una cuenta recibe como mucho ${MAX_ENLACES_RESETEO_HORA} enlaces en una hora, lo pidan desde donde lo pidan`, async () => {
    const datos = alta();
    expect((await post(endpoints.registrarUsuario, datos, { ip: '10.9.7.0' })).body.status).toBe(504);
    for (let i = 1; i <= MAX_ENLACES_RESETEO_HORA + 3; i++) {
      expect((await post(endpoints.solicitarReseteoPassword, { usuario: datos.dni }, { ip: `10.9.7.${i}` })).body.status).toBe(
        505,
      );
    }
    const contar = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from tokens_password t join alumnos a on a.id = t.id_usuario
          where t.tipo_usuario = 'alumno' and a.dni = ${datos.dni}`)) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    await vi.waitFor(async () => expect(await contar()).toBe(MAX_ENLACES_RESETEO_HORA), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await contar()).toBe(MAX_ENLACES_RESETEO_HORA);
  });

  it('límite por dirección: el sexto pedido en un minuto → 429 en el sobre', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await post(endpoints.solicitarReseteoPassword, { usuario: 'nadie@ejemplo.es' }, { ip })).body.status).toBe(505);
    }
    const sexto = await post(endpoints.solicitarReseteoPassword, { usuario: 'nadie@ejemplo.es' }, { ip });
    expect(sexto.http).toBe(429);
    expect(typeof sexto.body.status).toBe('number');
    expect(sexto.body.status).not.toBe(505);
    // Another address is not affected; registration has its own budget.
    expect((await post(endpoints.solicitarReseteoPassword, { usuario: 'nadie@ejemplo.es' })).body.status).toBe(505);
    const ipAlta = '10.9.9.8';
    for (let i = 0; i < 5; i++) await post(endpoints.registrarUsuario, alta({ dni: '1' }), { ip: ipAlta });
    expect((await post(endpoints.registrarUsuario, alta(), { ip: ipAlta })).http).toBe(429);
  });
});

describe('modules/registro: una marca sin registro', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND: 'aurora' });
  });
  afterAll(() => t.close());

  it('registrarUsuario → 48', async () => {
    const { body } = await t.call(endpoints.registrarUsuario, {
      dni: dniNuevo(),
      nombre: 'Irene',
      apellido1: 'Soto',
      email: 'irene.aurora@ejemplo.es',
      password: CLAVE,
      confirmacion: CLAVE,
      aceptaPrivacidad: true,
    });
    expect(body.status).toBe(48);
  });
});
