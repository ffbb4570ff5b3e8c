import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/** Presses Tab until the element with this id has the focus (the page's own order, as a keyboard user meets it). */
export async function tabHasta(page: Page, id: string, maximo = 40) {
  for (let n = 0; n < maximo; n++) {
    if (await page.evaluate((buscado) => document.activeElement?.id === buscado, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
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
