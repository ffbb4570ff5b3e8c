import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { screenshotPath } from './env';

/** Presses Tab until the element with this id has the focus (the page's own order, as a keyboard user meets it). */
export async function tabHasta(page: Page, id: string, maximo = 40) {
  for (let n = 0; n < maximo; n++) {
    if (await page.evaluate((buscado) => document.activeElement?.id === buscado, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

/** Presses Tab until `destino` has the focus: the page's own order, as a keyboard user meets it. */
export async function tabHastaElemento(page: Page, destino: Locator, maximo = 60) {
  for (let n = 0; n < maximo; n++) {
    if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${destino}`);
}

/**
 * Opens the file chooser of the field with this id from the keyboard (Tab to it, Space) and picks `fichero`. On a
 * loaded machine Chromium now and then drops the key press before the picker opens: it is pressed again, up to
 * three times, rather than waiting out the test's whole budget.
 */
export async function elegirFicheroConTeclado(
  page: Page,
  id: string,
  fichero: { name: string; mimeType: string; buffer: Buffer },
) {
  await tabHasta(page, id);
  for (let intento = 1; ; intento++) {
    const selector = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Space');
    try {
      await (await selector).setFiles(fichero);
      return;
    } catch (error) {
      if (intento === 3) throw error;
      await page.waitForFunction((buscado) => document.activeElement?.id === buscado, id);
    }
  }
}

/** A screenshot with no sideways scroll at this width. */
export async function capturar(page: Page, nombre: string, width: number, fullPage = true) {
  await page.screenshot({ path: screenshotPath(nombre), fullPage, animations: 'disabled' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nombre} sideways`).toBeLessThanOrEqual(width);
}

/** axe in the light and the dark theme, as lib/dark-mode sets them (the class on <html>), then back to light. */
export async function axeEnLosDosTemas(page: Page, que: string) {
  for (const oscuro of [false, true]) {
    await page.evaluate((valor) => {
      localStorage.setItem('darkMode', String(valor));
      document.documentElement.classList.toggle('dark', valor);
    }, oscuro);
    await expectNoSeriousViolations(page, `${que} (${oscuro ? 'dark' : 'light'})`);
  }
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'false');
    document.documentElement.classList.remove('dark');
  });
}

/**
 * Signs a staff member in at /login/gestion with the keyboard only: from the top of the page to the user
 * field, the password, Enter; then waits for the staff home itself (its address alone would not do:
 * /login/gestion ends in /gestion too).
 */
export async function entrarAGestionConTeclado(page: Page, usuario: string, password: string, espera = 7_500) {
  await page.goto('/login/gestion');
  await page.getByRole('heading', { level: 1, name: 'Acceso del personal' }).waitFor({ timeout: espera });
  await page.locator('body').focus();
  await tabHasta(page, 'gestion-usuario');
  await page.keyboard.type(usuario);
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement?.id === 'gestion-password');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: /^Hola, / }).waitFor({ timeout: espera });
}
