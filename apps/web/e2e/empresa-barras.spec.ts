import { expect, type Page, test } from '@playwright/test';
import { vigilarConsola } from './support/empresa-api';
import { openAs } from './support/session';

/*
 * Issue 10, finding 4 (WCAG 2.2 SC 2.4.11, focus not obscured): Tab through
 * the offer form and the login page with the cookie notice still showing, on
 * a phone and on a desktop, and at every stop the focused element is the
 * one drawn at the centre of its visible box — not the sticky header, the
 * cookie notice or the form's sticky "Publicar" bar.
 */
const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

let errores: string[] = [];

test.beforeEach(async ({ page }) => {
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** Where Tab stopped and, if something else is drawn over it, what. */
const tapado = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { donde: '<body>', encima: null };
    // A link that wraps has a box per line: the first one is where it starts (and where its ring is).
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, window.innerWidth);
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, window.innerHeight);
    const donde = `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? el.id).trim().slice(0, 40)}»`;
    if (right <= left || bottom <= top) return { donde, encima: 'off screen' };
    const arriba = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    // A visually hidden native control (a radio card) is drawn by its own label.
    const suEtiqueta = arriba instanceof HTMLLabelElement && arriba.contains(el);
    if (arriba && (arriba === el || el.contains(arriba) || suEtiqueta)) return { donde, encima: null };
    const cubre = arriba?.closest('header, footer, [data-barra-acciones], [aria-label]') ?? arriba;
    return { donde, encima: cubre ? `${cubre.tagName.toLowerCase()}.${cubre.className.toString().slice(0, 60)}` : 'nothing' };
  });

/** Tabs `veces` times (or until focus comes back to the first stop) and collects the stops that were covered. */
async function recorrer(page: Page, veces: number) {
  const tapados: string[] = [];
  const vistos = new Set<string>();
  for (let i = 0; i < veces; i++) {
    await page.keyboard.press('Tab');
    // Focus scrolling may be smooth: let it settle.
    await page.waitForTimeout(60);
    const { donde, encima } = await tapado(page);
    if (encima) tapados.push(`${donde} under ${encima}`);
    if (vistos.has(donde) && donde.includes('Saltar')) break;
    vistos.add(donde);
  }
  return tapados;
}

for (const viewport of viewports) {
  test(`nothing fixed hides the focus on the login page at ${viewport.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
    expect(await recorrer(page, 45)).toEqual([]);
    // "Entrar" and the footer's last link are where a keyboard user reaches them, not under the notice.
  });

  test(`nothing fixed hides the focus in the offer form at ${viewport.width} px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
    await expect(page.getByLabel('Título de la oferta', { exact: true })).toBeVisible();
    expect(await recorrer(page, 90)).toEqual([]);
  });
}

for (const viewport of viewports) {
  test(`the degree list opens clear of the sticky bar at ${viewport.width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
    const buscador = page.getByRole('combobox', { name: 'Titulaciones' });
    await expect(buscador).toBeVisible();
    // Scrolled so the field sits just above the bar, as it is when reached by scrolling down.
    await buscador.evaluate((el) => {
      const barra = document.querySelector('[data-barra-acciones]')?.getBoundingClientRect();
      window.scrollBy(0, el.getBoundingClientRect().bottom - (barra?.top ?? window.innerHeight) + 4);
    });
    await buscador.click();
    const lista = page.getByRole('listbox', { name: 'Catálogo de titulaciones' });
    await expect(lista).toBeVisible();
    await expect
      .poll(() =>
        lista.evaluate((el) => {
          const caja = el.getBoundingClientRect();
          const barra = document.querySelector('[data-barra-acciones]')?.getBoundingClientRect();
          return Math.round(caja.bottom - (barra?.top ?? window.innerHeight));
        }),
      )
      .toBeLessThanOrEqual(0);
  });
}
