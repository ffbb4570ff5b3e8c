import { expect, test } from '@playwright/test';
import { guardarCaptura } from './support/capturas';
import { crearOferta, empresaToken, ofertaEmpleo, ofertaPracticas, tituloUnico } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, tabHasta } from './support/teclado';

/*
 * Issue 25's offers review: a member of "empresas y ofertas" signs in at /login/gestion with the keyboard
 * only, opens the work queue's offers and follows "Ver todas" to Ofertas filtered to pending, opens one offer's review with Enter and
 * validates it, declines another in bulk with a structured reason, and undoes that within its 10 s; axe
 * finds nothing serious or critical on the list, the bulk bar, the reject dialog and the review, at 1280
 * and 360 px, light and dark. The offers are created for the test by the demo company (the demo brand
 * validates offers by hand, so they wait as pending).
 */
const viewports = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

for (const viewport of viewports) {
  test(`offers review by keyboard at ${viewport.name} px: validate, decline with a reason, undo, axe`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const prefijo = tituloUnico(`Revisión ${viewport.name}`);
    const base = baseURL ?? '';
    const token = await empresaToken(request, base);
    const aValidar = `${prefijo} A validar`;
    const aRechazar = `${prefijo} B rechazar`;
    await crearOferta(request, base, token, ofertaEmpleo(aValidar));
    await crearOferta(request, base, token, ofertaPracticas(aRechazar));

    await skipCookieBanner(context);
    await page.setViewportSize(viewport);
    await page.goto('/login/gestion');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();

    // Keyboard only: the user field, the password, Enter.
    await page.locator('body').focus();
    await tabHasta(page, 'gestion-usuario');
    await page.keyboard.type('empresas.demo');
    await page.keyboard.press('Tab');
    await expect(page.locator('#gestion-password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/(?<!\/login)\/gestion$/);

    // The work queue: offers to validate, with how long the oldest has waited; opened in place, it leads to
    // the pending list.
    const cola = page.getByRole('button', { name: /Ofertas por validar/ });
    await expect(cola).toBeVisible();
    await expect(cola).toContainText(/El más antiguo (espera desde|acaba de llegar)/);
    await axeEnLosDosTemas(page, `work queue ${viewport.name}`);
    await cola.focus();
    await page.keyboard.press('Enter');
    const todas = page.getByRole('region', { name: /Ofertas por validar/ }).getByRole('link', { name: /^Ver todas en Ofertas/ });
    await todas.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/ofertas\?estado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();

    // Narrow the list to this test's offers: the text filter, searched with Enter, lands in the address.
    const texto = page.getByLabel('Título o empresa');
    await texto.focus();
    await page.keyboard.type(prefijo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('2 ofertas', { exact: true })).toBeVisible();
    const filaA = page.getByRole('row', { name: new RegExp(`${aValidar}`) });
    const filaB = page.getByRole('row', { name: new RegExp(`${aRechazar}`) });
    await expect(filaA).toBeVisible();
    await expect(filaB).toBeVisible();
    await guardarCaptura(page, `gestion-ofertas-lista-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `offers list ${viewport.name}`);

    // Enter on the row opens its review: the offer as students will see it, and the decision.
    await filaA.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/ofertas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: aValidar })).toBeVisible();
    const validar = page.getByRole('button', { name: 'Validar', exact: true });
    await expect(validar).toBeEnabled();
    await guardarCaptura(page, `gestion-ofertas-revision-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `offer review ${viewport.name}`);
    await validar.focus();
    await page.keyboard.press('Enter');

    // Back on the list, with the decision and its undo; the validated offer has left the pending list.
    await expect(page).toHaveURL(/\/gestion\/ofertas\?/);
    await expect(page.getByRole('status').filter({ hasText: '1 oferta validada' })).toBeVisible();
    await expect(filaA).toBeHidden();
    await expect(page.getByText('1 oferta', { exact: true })).toBeVisible();

    // The other one: select it with the keyboard, "Rechazar…", a reason from the list, the words, send.
    const casilla = page.getByRole('checkbox', { name: `Seleccionar ${aRechazar}` });
    await casilla.focus();
    await page.keyboard.press('Space');
    const barra = page.getByRole('region', { name: 'Decisión en bloque' });
    await expect(barra).toBeVisible();
    await expect(barra.getByRole('status')).toHaveText('1 oferta seleccionada');
    await guardarCaptura(page, `gestion-ofertas-bloque-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `bulk bar ${viewport.name}`);
    await barra.getByRole('button', { name: 'Rechazar…' }).focus();
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: /^Rechazar: / });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Rechazar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogo.getByRole('alert')).toHaveText('Elige un motivo');
    await guardarCaptura(page, `gestion-ofertas-rechazo-${viewport.name}`);
    await axeEnLosDosTemas(page, `reject dialog ${viewport.name}`);
    await dialogo.getByRole('radio', { name: 'Pide un pago o una inversión a quien se inscribe' }).focus();
    await page.keyboard.press('Space');
    await dialogo.getByLabel('Detalle para la empresa (opcional)').focus();
    await page.keyboard.type('La oferta cobra un curso previo.');
    await dialogo.getByRole('button', { name: 'Rechazar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogo).toBeHidden();

    // "Deshacer" within its 10 s: the offer is pending again and back in the list.
    const aviso = page.getByRole('status').filter({ hasText: '1 oferta rechazada' });
    await expect(aviso).toBeVisible();
    const deshacer = aviso.getByRole('button', { name: /^Deshacer/ });
    await expect(deshacer).toContainText(/\(\d+ s\)/);
    await deshacer.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Deshecho: 1 oferta vuelve a estar pendiente' })).toBeVisible();
    await expect(filaB).toBeVisible();
    await axeEnLosDosTemas(page, `undone ${viewport.name}`);
  });
}
