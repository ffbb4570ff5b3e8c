import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

// Daniel saves offers here and nowhere else; the test clears them first, so a retry starts the same.
const DANIEL = '56781234F';
// Two demo offers with a deadline (other specs add offers without one while this runs).
const PRIMERA = 'Prácticas en consultoría tecnológica';
const SEGUNDA = 'Prácticas en finanzas corporativas';

test('a student saves offers with the heart, finds them in Ofertas guardadas and in the calendar, and removes one by keyboard', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  let token = '';
  await openAsAlumno(page, base, DANIEL, '/ofertas-practicas?paraMi=0&texto=consultoria%20tecnologica', {
    antes: async (suyo) => {
      token = suyo;
      for (const o of await api(page.request, base, 'ofertasGuardadas', {}, token))
        await api(page.request, base, 'quitarOfertaGuardada', { urlAcceso: o.urlAcceso }, token);
    },
  });

  // The heart of its card saves the first one; it stays pressed.
  const corazon = page.getByRole('button', { name: `Guardar la oferta «${PRIMERA}»` });
  await expect(corazon).toHaveAttribute('aria-pressed', 'false');
  await corazon.click();
  await expect(corazon).toHaveAttribute('aria-pressed', 'true');

  // The second one, from its detail.
  await page.goto(`${base}/ofertas-practicas?paraMi=0&texto=finanzas%20corporativas`);
  await page.getByRole('article').getByRole('link', { name: SEGUNDA }).click();
  await expect(page.getByRole('heading', { level: 1, name: SEGUNDA })).toBeVisible();
  const guardar = page.getByRole('button', { name: 'Guardar', exact: true });
  await guardar.click();
  await expect(page.getByRole('button', { name: 'Guardada', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Both in Ofertas guardadas, newest first, with their state and a link back to the detail.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Ofertas guardadas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas guardadas' })).toBeVisible();
  await expect(page.getByText('2 ofertas guardadas, 2 abiertas')).toBeVisible();
  const guardadas = page.getByRole('article');
  await expect(guardadas).toHaveCount(2);
  await expect(guardadas.nth(0).getByRole('link', { name: SEGUNDA })).toBeVisible();
  await expect(guardadas.nth(1).getByRole('link', { name: PRIMERA })).toBeVisible();
  await expect(guardadas.nth(0).getByText(/^(Abierta|Cierra (hoy|mañana|en \d+ días))$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'ofertas guardadas, escritorio');

  // Their deadlines are in the personal calendar feed.
  const enlace = await api(page.request, base, 'dameEnlaceCalendario', {}, token);
  const feed = await (await page.request.get(`${base}/api/Publico/calendario/${enlace.token}`)).text();
  for (const titulo of [PRIMERA, SEGUNDA]) expect(feed.replace(/\r\n /g, '')).toContain(titulo);

  // By keyboard: the heart of the first one, Space, and it leaves the list.
  const quitar = guardadas.nth(0).getByRole('button', { name: `Guardar la oferta «${SEGUNDA}»` });
  await quitar.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 oferta guardada, 1 abierta')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // At 360 px it reads the same, without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('article').getByRole('link', { name: PRIMERA })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'ofertas guardadas, 360 px');

  // Removing the last one leaves the empty state, which leads back to the offers.
  await page.getByRole('button', { name: `Guardar la oferta «${PRIMERA}»` }).click();
  await expect(page.getByRole('heading', { name: 'Aún no has guardado ninguna oferta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver ofertas de prácticas' })).toBeVisible();
});
