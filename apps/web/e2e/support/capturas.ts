import { existsSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotPath } from './env';

/**
 * Two kinds of pictures (decision 059):
 *
 * - `compararPantalla`: a screen compared with its committed baseline
 *   (apps/web/e2e/baseline/<name>.png, playwright.config.ts's
 *   snapshotPathTemplate) by toHaveScreenshot. The specs of the `capturas`
 *   project take them, before any journey changes the demo data. A screen
 *   that no longer matches fails the test; `npm run test:e2e --
 *   --update-snapshots` rewrites the baselines after a wanted change.
 * - `guardarCaptura`: a picture of a step of a journey for people to look at
 *   (apps/web/e2e/screenshots/<name>.png), taken only when E2E_CAPTURAS=1: a
 *   full-page screenshot costs the 2-core machine up to a second, and these
 *   show data the journeys make up (names, dates), so nothing compares them.
 */

/** Dates as the app writes them (12/11/2026, 12 nov 2026, 12 de noviembre de 2026, 09:30): they move with the clock. */
const FECHA =
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}(?: de)? (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)[a-z]*\.?(?: de)?(?: \d{4})?\b|\b\d{1,2}:\d{2}\b/i;
/** Counters relative to now ("quedan 3 días", "hace 2 horas", "en 5 días", "desde ayer"). */
const RELATIVO =
  /\b(?:hace|quedan?|en|dentro de) \d+ (?:días?|horas?|h|minutos?|min|semanas?|meses?)\b|\b(?:hoy|ayer|anteayer|mañana)\b/i;

/** The footer's year and the build's version: a new year or a release is no change of the screen. */
const PIE = /© \d{4}|Versión \d+\.\d+/;

/** What changes from one run to the next on a screen whose data is otherwise the seeded demo's. */
export function partesDinamicas(page: Page): Locator[] {
  return [page.locator('time'), page.getByText(FECHA), page.getByText(RELATIVO), page.getByText(PIE)];
}

export type OpcionesPantalla = {
  /** The whole page (default) or the viewport as the user sees it (a dialog, a fixed bar). */
  fullPage?: boolean;
  /** More parts to cover, besides partesDinamicas. */
  mask?: Locator[];
};

/**
 * Compares the page with the baseline `<nombre>.png`. The tolerance (playwright.config.ts) absorbs
 * antialiasing; dates and relative counters are masked (painted over) on both sides. The sticky action
 * bar of forms is put where it ends in a full-page picture, where a viewport bottom would not exist.
 */
export async function compararPantalla(page: Page, nombre: string, { fullPage = true, mask = [] }: OpcionesPantalla = {}) {
  if (fullPage) await page.addStyleTag({ content: '[data-barra-acciones] { position: static !important; }' });
  await page.evaluate(() => window.scrollTo(0, 0));
  // No baseline yet (a new screen, or a checkout before the first `--update-snapshots`): said, not failed.
  const modo = test.info().config.updateSnapshots;
  if ((modo === 'none' || modo === 'default') && !existsSync(test.info().snapshotPath(`${nombre}.png`))) {
    test.info().annotations.push({ type: 'sin-base', description: `${nombre}.png: npm run test:e2e -- --update-snapshots` });
    return;
  }
  // Two identical pictures in a row first (Playwright's wait for a still page): a tall page takes seconds on a busy machine.
  await expect(page).toHaveScreenshot(`${nombre}.png`, { fullPage, mask: [...partesDinamicas(page), ...mask], timeout: 30_000 });
}

/** A picture for people (see above), only with E2E_CAPTURAS=1. */
export async function guardarCaptura(page: Page, nombre: string, opciones: { fullPage?: boolean; path?: string } = {}) {
  if (!process.env.E2E_CAPTURAS) return;
  await page.screenshot({ path: opciones.path ?? screenshotPath(nombre), fullPage: opciones.fullPage, animations: 'disabled' });
}
