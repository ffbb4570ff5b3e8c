import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';
import { formActionSources } from './security';

const formAction = (csp: string | string[] | number | undefined) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('form-action'));

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
