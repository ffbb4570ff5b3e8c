import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { accounts, DEMO_URL, PASSWORD } from './support/env';
import { storeSession } from './support/session';

/**
 * Issue 24, item 8: a refusal of an action taken in a dialog is said inside
 * the dialog, focused, and not in a banner behind it. rrhh.demo, for Grupo
 * Industrial Meseta (its seeded agreement is generated, not signed), uploads
 * the agreement as the university generated it as if it were the signed copy:
 * the server refuses it with its reason, which the still-open dialog shows.
 * The refusal changes nothing, so the test can run again on the same data.
 */
const MESETA = 'Grupo Industrial Meseta S.A.';

async function entrarComoMeseta(page: Page, path: string) {
  const credenciales = { eUsuario: accounts.rrhh, ePassword: PASSWORD, eAmbito: 'PrivadoEmpresa' } as const;
  const empresas = await api(page.request, DEMO_URL, 'empresasDelUsuario', credenciales);
  const meseta = empresas.find((e) => e.nombre === MESETA);
  expect(meseta, 'rrhh.demo es contacto de Meseta').toBeTruthy();
  const datos = await api(page.request, DEMO_URL, 'loginEmpresa', { ...credenciales, eidEmpresa: meseta?.idEmpresa });
  await page.goto(`${DEMO_URL}/politica-de-cookies`);
  await storeSession(page, datos, 'Empresa');
  await page.goto(`${DEMO_URL}${path}`);
  return datos.token;
}

for (const ancho of [1280, 360]) {
  test(`the unsigned agreement uploaded as the signed one: the reason inside the dialog, focused, no banner (${ancho} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: ancho === 360 ? 780 : 900 });
    const token = await entrarComoMeseta(page, '/subir-convenio-firmado');
    const convenios = await api(page.request, DEMO_URL, 'dameConveniosEmpresa', {}, token);
    const pendiente = convenios.find((c) => c.estado === 'generado');
    expect(pendiente, 'Meseta tiene un convenio generado sin firmar').toBeTruthy();
    const descarga = await page.request.get(`${DEMO_URL}/api/Empresa/descargaConvenio/${pendiente?.idConvenio}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const sinFirmar = await descarga.body();
    expect(sinFirmar.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const tarjeta = page.getByRole('article').filter({ hasText: pendiente?.referencia ?? '' });
    await tarjeta.getByRole('button', { name: 'Subir la copia firmada' }).click();
    const dialogo = page.getByRole('dialog', { name: /^Subir la copia firmada del convenio/ });
    await dialogo
      .locator('input[type=file]')
      .setInputFiles({ name: 'convenio-firmado.pdf', mimeType: 'application/pdf', buffer: sinFirmar });
    await dialogo.getByRole('button', { name: 'Subir', exact: true }).click();

    const aviso = dialogo.getByRole('alert');
    await expect(aviso).toHaveText('Ese fichero es el convenio sin firmar: fírmalo y sube la copia firmada.');
    await expect(aviso).toBeFocused();
    await expect(dialogo).toBeVisible();
    // The banner waits one task before it shows; give it far more than that.
    await page.waitForTimeout(500);
    await expect(page.getByTestId('error-banner')).toHaveCount(0);
    await guardarCaptura(page, `empresa-dialogo-rechazo-${ancho}`);
    await expectNoSeriousViolations(page, `rechazo en el diálogo a ${ancho} px`);

    // Closed and opened again: the refusal belonged to that attempt.
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toHaveCount(0);
    await tarjeta.getByRole('button', { name: 'Subir la copia firmada' }).click();
    await expect(dialogo.getByRole('alert')).toHaveCount(0);
  });
}
