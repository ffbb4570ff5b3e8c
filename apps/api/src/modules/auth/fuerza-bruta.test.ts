import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@puente/contract/endpoints/all';
import { PortalCodes } from '@puente/contract/errors/codes';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalError } from '../../lib/portal-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AlmacenIntentos } from '../intentos/almacen';
import { IntentosRepository } from '../intentos/intentos.repository';
import { IntentosService } from '../intentos/intentos.service';
import { RedisAlmacen } from '../intentos/redis-almacen';
import { AuthRepository } from './auth.repository';
import { LoginService } from './login.service';
import { DEMO_PASSWORD } from './password-demo';

/**
 * Issue 9, finding 1: password guessing is limited per account and per client
 * address, with one budget for every login route, a growing wait and a lock,
 * counters shared through PostgreSQL, or Redis when TEST_REDIS_URL is set.
 */
const redisUrl = process.env.TEST_REDIS_URL;
type Variante = { nombre: string; env: Record<string, string>; almacen: (t: TestApp) => AlmacenIntentos };
const variantes: Variante[] = [
  { nombre: 'PostgreSQL', env: {}, almacen: (t) => new IntentosRepository(t.database.db) },
  ...(redisUrl
    ? [
        {
          nombre: 'Redis',
          env: { REDIS_URL: redisUrl, REDIS_PREFIX: `puente-test-${randomBytes(6).toString('hex')}:` },
          almacen: () => new RedisAlmacen(new Redis(redisUrl), `puente-test-${randomBytes(6).toString('hex')}:`),
        },
      ]
    : []),
];

const MINUTO = 60_000;

describe.each(variantes)('límites de intentos ($nombre)', ({ env, almacen }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const login = (kind: 'alumno' | 'empresa' | 'selector' | 'gestor', eUsuario: string, ePassword = 'no-es-esta-1') => {
    const endpoint = {
      alumno: endpoints.loginAlumno,
      empresa: endpoints.loginEmpresa,
      selector: endpoints.empresasDelUsuario,
      gestor: endpoints.loginGestor,
    }[kind];
    return t.call(endpoint, { eUsuario, ePassword });
  };

  it('un solo presupuesto por cuenta para las cuatro rutas de inicio de sesión', async () => {
    const unknown = [];
    for (const kind of ['alumno', 'empresa', 'selector', 'gestor', 'alumno'] as const)
      unknown.push(await login(kind, 'Nadie.Demo'));
    expect(unknown.map((r) => r.body.status)).toEqual([3, 3, 3, 3, 3]);
    const sixth = await login('gestor', ' nadie.demo ');
    expect(sixth.http).toBe(429);
    expect(sixth.body).toMatchObject({ status: 48, datos: { reintentarEn: 1 } });
    expect(sixth.body.mensaje).toBe('Demasiados intentos seguidos. Vuelve a intentarlo dentro de 1 segundo.');
    expect(sixth.headers['retry-after']).toBe('1');

    // A real contact by nick and by e-mail, through the login and the company picker: one account, one count.
    const tries = [
      await login('empresa', 'rrhh.demo'),
      await login('selector', 'rrhh@demo.puente.es'),
      await login('selector', 'RRHH.demo'),
      await login('empresa', 'rrhh@demo.puente.es'),
      await login('selector', 'rrhh.demo'),
    ];
    expect(tries.map((r) => r.body.status)).toEqual([3, 3, 3, 3, 3]);
    // Even the right password waits: nothing is checked while the account must wait.
    const right = await login('empresa', 'rrhh.demo', DEMO_PASSWORD);
    expect(right.http).toBe(429);
    expect(right.body.status).toBe(48);
  });

  it('un inicio de sesión correcto pone a cero la cuenta', async () => {
    for (let i = 0; i < 4; i++) expect((await login('alumno', '12345678Z')).body.status).toBe(3);
    expect((await login('alumno', 'lucia.garcia@demo.puente.es', DEMO_PASSWORD)).body.status).toBe(0);
    // Had the count stayed at 5, the next attempt would wait a second.
    const after = [];
    for (let i = 0; i < 5; i++) after.push((await login('alumno', '12345678z')).body.status);
    expect(after).toEqual([3, 3, 3, 3, 3]);
    expect((await login('alumno', '12345678Z', DEMO_PASSWORD)).http).toBe(429);
  });

  it('la comprobación de la contraseña actual (alumno y empresa) tiene su límite', async () => {
    const cases = [
      { endpoint: endpoints.passwordAlumno, token: await t.login('alumno', '87654321X') },
      { endpoint: endpoints.passwordEmpresa, token: await t.login('empresa', 'seleccion.demo') },
    ];
    for (const { endpoint, token } of cases) {
      const wrong = [];
      for (let i = 0; i < 5; i++) {
        wrong.push(
          (await t.call(endpoint, { passwordActual: `no-es-${i}-x`, passwordNueva: 'NuevaClave2027' }, token)).body.status,
        );
      }
      expect(wrong).toEqual([3, 3, 3, 3, 3]);
      const right = await t.call(endpoint, { passwordActual: DEMO_PASSWORD, passwordNueva: 'NuevaClave2027' }, token);
      expect(right.http).toBe(429);
      expect(right.body).toMatchObject({ status: 48, datos: { reintentarEn: 1 } });
    }
  });

  it('48 contraseñas erróneas y luego la buena: rechazada mientras dura el bloqueo, aceptada al acabar', async () => {
    // A month ahead: what the earlier tests counted with the real clock is long forgotten there.
    let ahora = Date.now() + 30 * 24 * 60 * MINUTO;
    const login = new LoginService({
      repo: new AuthRepository(t.database.db),
      signer: t.services.signer,
      rgpd: t.services.rgpd,
      intentos: new IntentosService({ almacen: almacen(t), ahora: () => ahora }),
    });
    const intento = async (ePassword: string) => {
      try {
        await login.loginAlumno({ eUsuario: '12345678Z', ePassword }, '203.0.113.7');
        return { status: 0, reintentarEn: 0 };
      } catch (error) {
        if (!(error instanceof PortalError)) throw error;
        return { status: error.code, reintentarEn: (error.datos as { reintentarEn?: number } | null)?.reintentarEn ?? 0 };
      }
    };

    // As fast as they can be sent: five are checked, the other 43 are refused unchecked.
    const burst = [];
    for (let i = 0; i < 48; i++) burst.push((await intento(`mala-${i}-x`)).status);
    expect(burst.filter((s) => s === PortalCodes.CREDENCIALES)).toHaveLength(5);
    expect(burst.filter((s) => s === PortalCodes.ACCION_NO_PERMITIDA)).toHaveLength(43);
    expect((await intento(DEMO_PASSWORD)).status).toBe(PortalCodes.ACCION_NO_PERMITIDA);

    // A patient attacker waits out every delay: 48 guesses checked take 9 h 30 min, not seconds.
    const start = ahora;
    let checked = 5;
    while (checked < 48) {
      const r = await intento(`mala-${checked}-y`);
      if (r.status === PortalCodes.ACCION_NO_PERMITIDA) ahora += r.reintentarEn * 1000;
      else checked++;
    }
    expect(ahora - start).toBeGreaterThan(9 * 60 * MINUTO);
    const locked = await intento(DEMO_PASSWORD);
    expect(locked).toEqual({ status: PortalCodes.ACCION_NO_PERMITIDA, reintentarEn: 15 * 60 });
    ahora += 15 * MINUTO - 1000;
    expect((await intento(DEMO_PASSWORD)).status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    ahora += 1000;
    expect((await intento(DEMO_PASSWORD)).status).toBe(0);
    // The success cleared the count: a mistake now is an ordinary one.
    expect((await intento('otra-mala-1')).status).toBe(PortalCodes.CREDENCIALES);
  });
});

// 110 real logins (each an argon2 check) per test: on a loaded 2-core machine that takes far longer than the default 30 s.
const SPRAY_TIMEOUT_MS = 180_000;

describe('la dirección del cliente y X-Forwarded-For, por HTTP', () => {
  /** Wrong logins of ever-new accounts, each with a new X-Forwarded-For; the statuses. */
  async function spray(t: TestApp, count: number) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const one = async (i: number) => {
      const r = await fetch(`http://127.0.0.1:${port}/api/Alumno/logaUsuario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${i >> 8}.${i & 255}.9` },
        body: JSON.stringify({ eUsuario: `nadie${i}@demo.puente.es`, ePassword: 'no-es-esta-1' }),
      });
      return { http: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as { status: number } };
    };
    const answers = [];
    // The address's 100 free attempts in parallel batches, then one by one until one is refused.
    for (let i = 0; i < 100; i += 10) answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => one(i + k)))));
    for (let i = 100; i < count && !answers.some((a) => a.http === 429); i++) answers.push(await one(i));
    return answers;
  }

  it(
    'sin TRUST_PROXY una cabecera nueva en cada petición no esquiva el límite por dirección',
    async () => {
      const t = await createTestApp();
      try {
        const answers = await spray(t, 110);
        const refused = answers.find((a) => a.http === 429);
        expect(refused).toMatchObject({ body: { status: 48 } });
        expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
        expect(answers.slice(0, 100).every((a) => a.http === 200 && a.body.status === 3)).toBe(true);
      } finally {
        await t.close();
      }
    },
    SPRAY_TIMEOUT_MS,
  );

  it(
    'con TRUST_PROXY=1 la dirección es la que da el proxy',
    async () => {
      const t = await createTestApp({ TRUST_PROXY: '1' });
      try {
        const answers = await spray(t, 110);
        expect(answers).toHaveLength(110);
        expect(answers.every((a) => a.http === 200 && a.body.status === 3)).toBe(true);
      } finally {
        await t.close();
      }
    },
    SPRAY_TIMEOUT_MS,
  );
});
