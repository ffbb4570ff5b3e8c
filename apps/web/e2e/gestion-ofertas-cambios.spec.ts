import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { crearOferta, datosProceso, empresaToken, ofertaEmpleo, tituloUnico, vigilarConsola } from './support/empresa-api';
import { PASSWORD, screenshotPath } from './support/env';
import { openAs, skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 25's "ask for changes" and "correct a typo and approve" (decision 039), across both sides: the
 * demo company (seleccion.demo) posts an offer with a typo in its title; empresas.demo, keyboard only,
 * asks for changes with a structured reason; the company reads the reason on its offer, edits it and
 * resubmits it; the offer is back in the queue marked "Reenviada", where only approve or decline remain,
 * and staff correct the typo seeing the before and after, which publishes it; the company sees it
 * published with the corrected title. axe finds nothing serious or critical on the new dialogs and
 * banners at 1280 and 360 px, light and dark. Each run creates its own offer, so no other spec's pending
 * demo offers are touched.
 */
/** A page's first paint after a full load (a lazy route and its catalogues) on a busy 2-core machine. */
const CARGA = { timeout: 30_000 };

const viewports = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

async function entrarComoPersonal(page: Page) {
  await entrarAGestionConTeclado(page, 'empresas.demo', PASSWORD, CARGA.timeout);
}

/** The pending list narrowed to this run's offer by typing in its search box, then the row opened with Enter. */
async function abrirRevision(page: Page, prefijo: string, titulo: string) {
  await page.goto('/gestion/ofertas?estado=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible(CARGA);
  const texto = page.getByLabel('Título o empresa');
  await texto.focus();
  await page.keyboard.type(prefijo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const fila = page.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila).toBeVisible();
  return fila;
}

for (const viewport of viewports) {
  test(`ask for changes, resubmit once, correct a typo and approve at ${viewport.name} px`, async ({
    page,
    browser,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const base = baseURL ?? '';
    const prefijo = tituloUnico(`Cambios ${viewport.name}`);
    const conErrata = `${prefijo} Analsita de datos`;
    const corregido = `${prefijo} Analista de datos`;
    const token = await empresaToken(request, base);
    const { idOferta } = await crearOferta(request, base, token, ofertaEmpleo(conErrata));
    const erroresPersonal = vigilarConsola(page);

    // Staff, keyboard only: the offer's review, "Pedir cambios…", a reason and the words for the company.
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);
    await entrarComoPersonal(page);
    const fila = await abrirRevision(page, prefijo, conErrata);
    await fila.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: conErrata })).toBeVisible(CARGA);
    const pedir = page.getByRole('button', { name: 'Pedir cambios…' });
    await pedir.focus();
    await page.keyboard.press('Enter');
    const dialogoCambios = page.getByRole('dialog', { name: `Pedir cambios: ${conErrata}` });
    await expect(dialogoCambios).toBeVisible();
    await dialogoCambios.getByRole('radio', { name: 'La descripción no dice las tareas, el horario o las condiciones' }).focus();
    await page.keyboard.press('Space');
    await dialogoCambios.getByLabel('Qué debe cambiar (opcional)').focus();
    await page.keyboard.type('Indicad el horario de tarde.');
    await guardarCaptura(page, `gestion-ofertas-pedir-cambios-${viewport.name}`);
    await axeEnLosDosTemas(page, `ask for changes dialog ${viewport.name}`);
    await dialogoCambios.getByRole('button', { name: 'Pedir cambios', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogoCambios).toBeHidden();
    const avisos = page.getByRole('region', { name: /^Avisos/ });
    await expect(avisos.getByText('Cambios pedidos', { exact: true })).toBeVisible();
    // Out of the pending queue until the company resubmits it.
    await expect(page).toHaveURL(/\/gestion\/ofertas\?/);
    await expect(page.getByRole('row', { name: new RegExp(conErrata) })).toBeHidden();

    // The company: the reason in its language on the offer's page, then edit it.
    const contextoEmpresa = await browser.newContext({
      baseURL: base,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      reducedMotion: 'reduce',
    });
    await skipCookieBanner(contextoEmpresa);
    const empresa = await contextoEmpresa.newPage();
    const erroresEmpresa = vigilarConsola(empresa);
    await empresa.setViewportSize(viewport);
    await openAs(empresa, base, 'Empresa', `/oferta/${idOferta}`);
    await expect(empresa.getByRole('heading', { level: 1, name: conErrata })).toBeVisible(CARGA);
    const aviso = empresa.getByRole('status').filter({ hasText: 'La universidad te pide cambios' });
    await expect(aviso).toContainText(
      'Motivo: La descripción no dice las tareas, el horario o las condiciones: Indicad el horario de tarde.',
    );
    await expect(empresa.getByText('Cambios pedidos', { exact: true }).first()).toBeVisible();
    await empresa.screenshot({ path: screenshotPath(`empresa-oferta-cambios-pedidos-${viewport.name}`), fullPage: true });
    await axeEnLosDosTemas(empresa, `company offer with changes asked ${viewport.name}`);
    await aviso.getByRole('link', { name: 'Editar la oferta' }).click();
    await expect(empresa).toHaveURL(new RegExp(`/editar-oferta/${idOferta}$`));
    await expect(empresa.getByRole('status').filter({ hasText: 'Cambios que pide la universidad' })).toBeVisible(CARGA);
    await empresa.getByLabel('Horario').fill('Lunes a viernes de 9:00 a 14:00 y jueves de 16:00 a 19:00');
    await empresa.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(empresa).toHaveURL(new RegExp(`/oferta/${idOferta}$`));

    // Saving keeps it with the company; "Reenviar a validación" sends it back, once, after a confirmation.
    await expect(empresa.getByRole('status').filter({ hasText: 'La universidad te pide cambios' })).toBeVisible();
    await empresa.getByRole('button', { name: 'Reenviar a validación' }).click();
    const confirmar = empresa.getByRole('dialog', { name: '¿Reenviar la oferta a validación?' });
    await expect(confirmar).toBeVisible();
    await empresa.screenshot({ path: screenshotPath(`empresa-oferta-reenviar-${viewport.name}`) });
    await axeEnLosDosTemas(empresa, `resubmit dialog ${viewport.name}`);
    await confirmar.getByRole('button', { name: 'Reenviar', exact: true }).click();
    await expect(confirmar).toBeHidden();
    await expect(empresa.getByRole('region', { name: /^Avisos/ }).getByText('Oferta reenviada a validación')).toBeVisible();
    await expect(
      empresa.getByRole('status').filter({ hasText: 'La reenviaste tras los cambios que pidió la universidad' }),
    ).toBeVisible();
    await expect(empresa.getByText('Pendiente de validación', { exact: true }).first()).toBeVisible();
    await expect(empresa.getByRole('button', { name: 'Reenviar a validación' })).toBeHidden();
    await empresa.screenshot({ path: screenshotPath(`empresa-oferta-reenviada-${viewport.name}`), fullPage: true });

    // Staff: back in the queue marked "Reenviada"; only approve or decline remain, and the typo is corrected.
    const filaReenviada = await abrirRevision(page, prefijo, conErrata);
    await expect(filaReenviada).toContainText('Reenviada');
    await guardarCaptura(page, `gestion-ofertas-reenviada-${viewport.name}`, { fullPage: true });
    await filaReenviada.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: conErrata })).toBeVisible(CARGA);
    await expect(page.getByRole('status').filter({ hasText: 'Reenviada por la empresa tras pedirle cambios' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pedir cambios…' })).toHaveCount(0);
    await guardarCaptura(page, `gestion-ofertas-revision-reenviada-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `resubmitted review ${viewport.name}`);
    const corregir = page.getByRole('button', { name: 'Corregir y validar…' });
    await corregir.focus();
    await page.keyboard.press('Enter');
    const dialogoCorreccion = page.getByRole('dialog', { name: `Corregir y validar: ${conErrata}` });
    await expect(dialogoCorreccion).toBeVisible();
    const titulo = dialogoCorreccion.getByRole('textbox', { name: 'Título' });
    await titulo.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(corregido);
    await guardarCaptura(page, `gestion-ofertas-correccion-${viewport.name}`);
    await axeEnLosDosTemas(page, `correction form ${viewport.name}`);
    // Enter in a field submits the form: the before and after, word by word.
    await page.keyboard.press('Enter');
    await expect(dialogoCorreccion.getByRole('heading', { name: 'Esto es lo que cambia' })).toBeVisible();
    await expect(dialogoCorreccion.locator('del')).toHaveText('[quitado: Analsita]');
    await expect(dialogoCorreccion.locator('ins')).toHaveText('[añadido: Analista]');
    await guardarCaptura(page, `gestion-ofertas-correccion-diff-${viewport.name}`);
    await axeEnLosDosTemas(page, `correction diff ${viewport.name}`);
    await dialogoCorreccion.getByRole('button', { name: 'Corregir y validar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogoCorreccion).toBeHidden();
    await expect(avisos.getByText('Oferta corregida y publicada')).toBeVisible();
    await expect(page).toHaveURL(/\/gestion\/ofertas\?/);
    await expect(page.getByRole('row', { name: new RegExp(prefijo) })).toBeHidden();

    // The company sees it published, with the corrected title, and is told which field was corrected.
    await empresa.reload();
    await expect(empresa.getByRole('heading', { level: 1, name: corregido })).toBeVisible(CARGA);
    await expect(empresa.getByText('Publicada', { exact: true }).first()).toBeVisible();
    const proceso = await datosProceso(request, base, token, idOferta);
    expect(proceso.proceso).toMatchObject({ idEstado: 2, titulo: corregido, reenvios: 1 });
    const avisosEmpresa = await api(request, base, 'notificacionesEmpresa', {}, token);
    expect(
      avisosEmpresa.find((n) => n.urlAcceso === `/mis-ofertas/${idOferta}` && n.titulo === 'Oferta publicada con correcciones'),
    ).toMatchObject({ texto: expect.stringContaining('Campos corregidos: Título.') });
    await empresa.screenshot({ path: screenshotPath(`empresa-oferta-corregida-${viewport.name}`), fullPage: true });

    expect(erroresPersonal).toEqual([]);
    expect(erroresEmpresa).toEqual([]);
    await contextoEmpresa.close();
  });
}
