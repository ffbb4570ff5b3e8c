import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { conAuroraEnExclusiva } from './support/aurora-exclusiva';
import { AURORA_URL, accounts } from './support/env';
import { idpDeAurora, leerSolicitud, paginaDelIdp, respuestaFirmada } from './support/idp-saml';
import { skipCookieBanner } from './support/session';

/**
 * Issue 12: a student signs in through /acceso against the test IdP. The
 * aurora server runs with a brand copy whose `saml` block scripts/e2e.mjs
 * made at run time (BRANDS_DIR); its IdP URL is a loopback port nobody
 * listens on, answered here by page.route as the university's IdP would:
 * it reads our AuthnRequest, and its page posts a response signed with the
 * IdP's key to the ACS. Marcos (RGPD pending on a fresh database) is the
 * student, so no other aurora test sees his session or his acceptance.
 */
const idp = idpDeAurora();
const ACS = `${AURORA_URL}/api/Publico/saml/acs`;

test.use({ baseURL: AURORA_URL });
test.skip(!idp, 'needs scripts/e2e.mjs (E2E_BRANDS_DIR and E2E_SAML_IDP_KEY)');

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('a student signs in with the university account: /acceso → IdP → ACS → logged in, loggedby saml', async ({ page }) => {
  test.setTimeout(90_000);
  if (!idp) return;
  let respuesta = '';
  await page.route(`${idp.saml.urlSso}**`, async (route) => {
    const { xml, relayState } = leerSolicitud(route.request().url());
    // Our AuthnRequest: issued by our SP entity id, answered at our ACS.
    expect(xml).toMatch(new RegExp(`<saml:Issuer[^>]*>${idp.saml.spEntityId}</saml:Issuer>`));
    expect(xml).toContain(`AssertionConsumerServiceURL="${ACS}"`);
    respuesta = respuestaFirmada(idp, { valor: accounts.marcos.usuario, destino: ACS });
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body: paginaDelIdp({ acs: ACS, respuesta, relayState }) });
  });

  await conAuroraEnExclusiva(async () => {
    await page.goto('/login');
    await page
      .getByRole('tabpanel', { name: 'Estudiantes' })
      .getByRole('link', { name: 'Entrar con la cuenta de la universidad' })
      .click();
    await expect(page.getByRole('heading', { name: 'Universidad Aurora · identificación' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar al portal' }).click();

    // Back from the ACS with the response in the fragment: /acceso drops it and logs in (RGPD first, for Marcos).
    const rgpd = page.getByRole('dialog', { name: 'Protección de datos' });
    const inicio = page.getByRole('heading', { level: 1, name: `Hola, ${accounts.marcos.nombre}` });
    await expect(rgpd.or(inicio)).toBeVisible({ timeout: 15_000 });
    if (await rgpd.isVisible()) await rgpd.getByRole('button', { name: 'Acepto y continúo' }).click();
    await expect(inicio).toBeVisible();
    await expect(page).toHaveURL(`${AURORA_URL}/`);
    const guardado = await page.evaluate(() => ({
      loggedby: localStorage.getItem('loggedby'),
      userType: localStorage.getItem('userType'),
      fragmento: window.location.hash,
    }));
    expect(guardado).toEqual({ loggedby: 'saml', userType: 'Alumno', fragmento: '' });

    // The same response again is refused: each assertion is used once.
    await expect(api(page.request, AURORA_URL, 'loginIntegrado', { respuesta })).rejects.toThrow(/→ 3 .*ya se ha utilizado/);
  });
});
