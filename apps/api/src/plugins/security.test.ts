import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';
import { HASH_SCRIPT_COOKIES, SCRIPT_COOKIES } from './script-cookies';
import { formActionSources } from './security';

const directive = (csp: string | string[] | number | undefined, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
const formAction = (csp: string | string[] | number | undefined) => directive(csp, 'form-action');

describe("CSP form-action: 'self', y el IdP de la universidad cuando hay SSO", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("sin SAML_IDP_URL, solo 'self'", async () => {
    const t = await createTestApp();
    apps.push(t);
    const r = await t.app.inject({ method: 'GET', url: '/api/Dominios/titulaciones' });
    expect(formAction(r.headers['content-security-policy'])).toBe("form-action 'self'");
  });

  it('con SAML_IDP_URL, también el origen del IdP (sin ruta ni consulta)', async () => {
    const t = await createTestApp({ SAML_IDP_URL: 'https://idp.universidad.example:8443/sso/SAML2/POST?entidad=puente' });
    apps.push(t);
    const r = await t.app.inject({ method: 'GET', url: '/api/Dominios/titulaciones' });
    expect(formAction(r.headers['content-security-policy'])).toBe("form-action 'self' https://idp.universidad.example:8443");
  });

  it('una SAML_IDP_URL que no es una URL para el arranque', () => {
    expect(() => parseEnv({ SAML_IDP_URL: 'idp.universidad' })).toThrow(/SAML_IDP_URL/);
    expect(formActionSources()).toEqual(["'self'"]);
  });
});

describe('CSP: las fuentes de analítica solo con una marca que tiene id de analítica', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const csp = async (brand: string) => {
    const t = await createTestApp({ BRAND: brand });
    apps.push(t);
    return (await t.app.inject({ method: 'GET', url: '/api/Publico/marca' })).headers['content-security-policy'];
  };

  it("marca demo (analitycs: null): script-src y connect-src solo 'self'", async () => {
    const header = await csp('demo');
    // 'self' and the hash of the one inline script (script-cookies.ts): never 'unsafe-inline'.
    expect(directive(header, 'script-src')).toBe(`script-src 'self' ${HASH_SCRIPT_COOKIES}`);
    expect(directive(header, 'connect-src')).toBe("connect-src 'self'");
    expect(String(header)).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
  });

  it('marca aurora (con id de analítica): gtag.js y el envío de datos a Google Analytics', async () => {
    const header = await csp('aurora');
    expect(directive(header, 'script-src')).toBe(`script-src 'self' ${HASH_SCRIPT_COOKIES} https://www.googletagmanager.com`);
    expect(directive(header, 'connect-src')).toBe(
      "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com",
    );
  });
});

describe("CSP: 'unsafe-inline' solo para elementos <style> (los que Radix inserta), nunca en atributos style", () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("style-src 'self', style-src-elem con 'unsafe-inline', style-src-attr 'none'", async () => {
    t = await createTestApp();
    const header = (await t.app.inject({ method: 'GET', url: '/api/Publico/marca' })).headers['content-security-policy'];
    expect(directive(header, 'style-src')).toBe("style-src 'self'");
    expect(directive(header, 'style-src-elem')).toBe("style-src-elem 'self' 'unsafe-inline'");
    expect(directive(header, 'style-src-attr')).toBe("style-src-attr 'none'");
    expect(directive(header, 'script-src')).not.toMatch(/unsafe/);
  });
});

describe('the one inline script admitted by its hash (script-cookies.ts, decision 060)', () => {
  it('the hash is the SHA-256 of exactly that text, as the browser computes it', () => {
    const hash = createHash('sha256').update(SCRIPT_COOKIES, 'utf8').digest('base64');
    expect(HASH_SCRIPT_COOKIES).toBe(`'sha256-${hash}'`);
    // Any change to the text changes the hash: a script edited without it would be blocked, not run unchecked.
    expect(HASH_SCRIPT_COOKIES).not.toContain(createHash('sha256').update(`${SCRIPT_COOKIES} `).digest('base64'));
  });
});
