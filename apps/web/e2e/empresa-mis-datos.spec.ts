import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { empresaToken } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { dniNuevo } from './support/identificadores';
import { skipCookieBanner, storeSession } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('a company contact downloads a copy of their data and then deletes their account, the company keeping its other contacts', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  // A colleague of seleccion.demo of their own, so the demo's contacts stay as other specs expect them.
  const sufijo = Date.now().toString(36);
  const nick = `adios.${sufijo}`;
  const seleccion = await empresaToken(page.request, base);
  await api(
    page.request,
    base,
    'guardarUsuarioEmpresa',
    {
      nick,
      password: PASSWORD,
      nombre: 'Casilda',
      apellidos: `Olmedo ${sufijo}`,
      puesto: 'Técnica de selección',
      nif: dniNuevo(),
      email: `${nick}@ejemplo.es`,
      telefono1: '622 334 455',
      direccion: 'Calle Mayor 1',
      cp: '46001',
      idPais: 1,
      idProvincia: 46,
      localidad: 'València',
    },
    seleccion,
  );
  const login = await api(page.request, base, 'loginEmpresa', { eUsuario: nick, ePassword: PASSWORD, eAmbito: 'PrivadoEmpresa' });
  const token = login.textoCortoRGPD ? (await api(page.request, base, 'rgpdAceptarEmpresa', {}, login.token)).token : login.token;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/politica-de-cookies`);
  await storeSession(page, { ...login, token }, 'Empresa');
  await page.goto(`${base}/mi-perfil`);

  // The company's menu leads to the page.
  await page.getByRole('navigation').getByRole('link', { name: 'Mis datos' }).first().click();
  await expect(page).toHaveURL(/\/mis-datos$/);
  await expect(page.getByText(/las empresas para las que actúas/)).toBeVisible();
  await page.getByRole('button', { name: 'Preparar una copia' }).click();
  const descargar = page.getByRole('button', { name: 'Descargar ZIP' }).first();
  await expect(descargar).toBeVisible({ timeout: 60_000 });
  await guardarCaptura(page, 'empresa-mis-datos', { fullPage: true });
  await expectNoSeriousViolations(page, '/mis-datos (contacto)');

  const [descarga] = await Promise.all([page.waitForEvent('download'), descargar.click()]);
  const zip = unzipSync(new Uint8Array(readFileSync(await descarga.path())));
  const perfil = JSON.parse(strFromU8(zip['datos/perfil.json'] as Uint8Array)) as { nick: string; apellidos: string }[];
  expect(perfil[0]).toMatchObject({ nick, apellidos: `Olmedo ${sufijo}` });
  const empresas = JSON.parse(strFromU8(zip['datos/empresas.json'] as Uint8Array)) as { empresa: string }[];
  expect(empresas.length).toBeGreaterThan(0);

  // The company has seleccion.demo besides: the contact may leave.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialogo = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
  await dialogo.getByLabel('Tu contraseña').fill(PASSWORD);
  await dialogo.getByLabel('Escribe ELIMINAR').fill('ELIMINAR');
  await guardarCaptura(page, 'empresa-eliminar-cuenta-360');
  await dialogo.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByText('Tu cuenta se ha eliminado. Te hemos enviado un correo de confirmación.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);

  const otraVez = await page.request.post(`${base}/api/Empresa/logaUsuario`, {
    data: { eUsuario: nick, ePassword: PASSWORD, eAmbito: 'PrivadoEmpresa' },
  });
  expect(((await otraVez.json()) as { status: number }).status).toBe(3);
  // The company's contacts no longer list them.
  const equipo = await api(page.request, base, 'dameDatosEmpresa', {}, seleccion);
  expect(JSON.stringify(equipo)).not.toContain(nick);
});
