import { expect, test } from '@playwright/test';
import { crearOferta, empresaToken, ofertaEmpleo, ofertaPracticas, tituloUnico, vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/** "Mis ofertas" actions on offers each test creates for itself (unique titles), so workers never share one. */
let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('a job offer duplicated to the internship profile is completed and saved (512)', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const titulo = tituloUnico('Analista de datos e2e');
  await crearOferta(request, base, await empresaToken(request, base), ofertaEmpleo(titulo));

  await openAs(page, base, 'Empresa', '/mis-ofertas?perfil=empleo');
  const tarjeta = page.getByRole('article', { name: titulo });
  await tarjeta.getByRole('button', { name: `Acciones de «${titulo}»` }).click();
  await page.getByRole('menuitem', { name: 'Duplicar como oferta de prácticas' }).click();
  const dialogo = page.getByRole('dialog', { name: '¿Duplicar como oferta de prácticas?' });
  await dialogo.getByRole('button', { name: 'Duplicar y completar' }).click();

  // The copy opens in its edit form with what did not map marked; a notice says what did not carry over.
  await expect(page).toHaveURL(/\/editar-oferta\/\d+$/);
  await expect(page.getByText('Copiada como oferta de prácticas, con el mismo título').first()).toBeVisible();
  await expect(
    page.getByText('No se han copiado, porque ese tipo de oferta no los tiene: el tipo de contrato.').first(),
  ).toBeVisible();
  const idCopia = page.url().split('/').pop();
  await expect(page.getByText('Faltan datos por completar')).toBeVisible();
  await expect(page.getByText('Oferta de prácticas', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Título de la oferta', { exact: true })).toHaveValue(titulo);
  const tipo = page.getByRole('combobox', { name: 'Tipo de prácticas' });
  await expect(tipo).toHaveAttribute('aria-invalid', 'true');
  const tutor = page.getByLabel('Nombre y apellidos', { exact: true });
  await expect(tutor).toHaveAttribute('aria-invalid', 'true');

  await tipo.click();
  await page.getByRole('option', { name: 'Prácticas extracurriculares' }).click();
  await tutor.fill('Marta Ruiz Soler');
  await page.getByLabel('Cargo', { exact: true }).fill('Responsable de datos');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('tutoria@levante-tech.example.es');
  await page.getByLabel('Teléfono', { exact: true }).fill('960000000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(new RegExp(`/oferta/${idCopia}$`));
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '512');
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  const resumen = page.getByRole('region', { name: 'Resumen de la oferta' });
  await expect(resumen.getByText('Prácticas', { exact: true })).toBeVisible();
  await expect(resumen.getByText('Pendiente de validación').first()).toBeVisible();
});

test('close, duplicate and delete ask first, and a closed offer refuses its edit (68)', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas de marketing e2e');
  const oferta = await crearOferta(request, base, await empresaToken(request, base), ofertaPracticas(titulo));
  await openAs(page, base, 'Empresa', `/mis-ofertas?q=${encodeURIComponent(titulo)}`);
  const tarjeta = page.getByRole('article', { name: titulo, exact: true });
  const menu = tarjeta.getByRole('button', { name: `Acciones de «${titulo}»` });
  const banner = page.getByTestId('error-banner');

  // Duplicate: 506, the copy is listed next to it.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Duplicar', exact: true }).click();
  await page.getByRole('dialog', { name: '¿Duplicar la oferta?' }).getByRole('button', { name: 'Sí, duplicar' }).click();
  await expect(banner).toHaveAttribute('data-code', '506');
  await expect(page.getByRole('article', { name: `${titulo} (copia)` })).toBeVisible();

  // Close: cancelling changes nothing; confirming gives 511.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Cerrar la oferta' }).click();
  const cerrar = page.getByRole('dialog', { name: '¿Cerrar la oferta?' });
  await cerrar.getByRole('button', { name: 'No, volver' }).click();
  await expect(cerrar).toBeHidden();
  await expect(tarjeta.getByText('Pendiente de validación', { exact: true })).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Cerrar la oferta' }).click();
  await cerrar.getByRole('button', { name: 'Sí, cerrar la oferta' }).click();
  await expect(banner).toHaveAttribute('data-code', '511');
  await expect(tarjeta.getByText('Cerrada', { exact: true })).toBeVisible();

  // A closed offer is no longer editable: its banner and an explanation.
  await page.goto(`/editar-oferta/${oferta.idOferta}`);
  await expect(banner).toHaveAttribute('data-code', '68');
  await expect(page.getByRole('heading', { name: 'Esta oferta ya no se puede editar' })).toBeVisible();

  // Delete from the offer's own page: back to the list with 516.
  await page.goto(`/oferta/${oferta.idOferta}`);
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la oferta?' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page).toHaveURL(/\/mis-ofertas$/);
  await expect(banner).toHaveAttribute('data-code', '516');
  await page.getByRole('searchbox', { name: 'Buscar por título' }).fill(titulo);
  await expect(page.getByRole('article', { name: titulo, exact: true })).toHaveCount(0);
  await expect(page.getByRole('article', { name: `${titulo} (copia)` })).toBeVisible();
});

test('the offer as a student sees it', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas de diseño e2e');
  const oferta = await crearOferta(request, base, await empresaToken(request, base), ofertaPracticas(titulo));
  await openAs(page, base, 'Empresa', `/oferta/${oferta.idOferta}`);
  await page.getByRole('link', { name: 'Ver como estudiante' }).click();
  await expect(page).toHaveURL(new RegExp(`/visor-oferta/${oferta.idOferta}$`));
  await expect(page.getByText('Vista previa: así ven los estudiantes tu oferta')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByText('Grado en Ciencia e Ingeniería de Datos')).toBeVisible();
  await expect(page.getByText('Todavía no es visible para los estudiantes', { exact: false })).toBeVisible();
});
