import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { alumnoToken } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 25's Alumnos area. A member of prácticas y convenios signs in at /login/gestion with the keyboard,
 * opens Alumnos from the staff menu, searches a demo student by name, opens her page with Enter and reads
 * her CV (an audited read, which the page then lists). A member of administración follows the work queue
 * to the deregistration requests, refuses one (the legal basis is required) and, once the student asks
 * again, accepts it: the account closes at once. axe finds nothing serious or critical on each screen, at
 * 1280 and 360 px, light and dark. The student who asks to leave is registered by the test itself (one per
 * viewport), so no other spec's data changes and a retry starts clean.
 */
const viewports = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

async function entrarComoPersonal(page: Page, usuario: string) {
  await entrarAGestionConTeclado(page, usuario, PASSWORD);
}

/** A DNI with its control letter, different on every run. */
function dniNuevo() {
  const numero = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${numero}${'TRWAGMYFPDXBNJZSQVHLCKE'[numero % 23]}`;
}

/** A new student, registered and asking to leave, as the browser would do it; answers their session. */
async function alumnoQuePideLaBaja(request: APIRequestContext, base: string, apellido: string) {
  const dni = dniNuevo();
  const email = `baja.${dni.toLowerCase()}@demo.puente.test`;
  await api(request, base, 'registrarUsuario', {
    dni,
    nombre: 'Irati',
    apellido1: apellido,
    email,
    password: PASSWORD,
    confirmacion: PASSWORD,
    aceptaPrivacidad: true,
  });
  const token = await alumnoToken(request, base, dni);
  await api(request, base, 'solicitarBaja', { motivo: 'Ya no necesito el portal.' }, token);
  return { token, nombre: `Irati ${apellido}` };
}

for (const viewport of viewports) {
  test(`students search and page by keyboard at ${viewport.name} px: find Lucía, read her CV, axe`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);
    await entrarComoPersonal(page, 'practicas.demo');

    // Alumnos from the staff menu: the sidebar, or the drawer below 1024 px.
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      const enlace = page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Alumnos' });
      await enlace.focus();
      await page.keyboard.press('Enter');
    } else {
      const enlace = page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Alumnos' });
      await enlace.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/\/gestion\/alumnos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alumnos' })).toBeVisible();
    await expect(page.getByText(/^\d+ estudiantes$/)).toBeVisible();
    // prácticas does not handle deregistration requests: no way there from the list.
    await expect(page.getByRole('link', { name: 'Solicitudes de baja' })).toHaveCount(0);

    // The one search box: name words without accents, searched with Enter, kept in the address.
    await page.getByLabel('Nombre, DNI/NIE o correo').focus();
    await page.keyboard.type('lucia garcia');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=lucia\+garcia/);
    await expect(page.getByText('1 estudiante', { exact: true })).toBeVisible();
    const fila = page.getByRole('row', { name: /Lucía García Fernández/ });
    await expect(fila).toBeVisible();
    await guardarCaptura(page, `gestion-alumnos-lista-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `students list ${viewport.name}`);

    // Enter on the row opens her page.
    await fila.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/alumnos\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía García Fernández' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Candidaturas/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Prácticas/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Encuestas/ })).toBeVisible();
    // Only administración reads deregistration requests.
    await expect(page.getByRole('heading', { level: 2, name: /^Solicitudes de baja/ })).toHaveCount(0);
    await guardarCaptura(page, `gestion-alumnos-ficha-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `student page ${viewport.name}`);

    // The CV is read only when asked, by keyboard; the read then shows among who read it, with this member.
    const lecturas = page.locator('#alumno-lecturas');
    const leidas = await lecturas.getByText('Tomás Ruiz Peña', { exact: true }).count();
    const verCv = page.getByRole('button', { name: 'Ver CV' });
    await verCv.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'Presentación' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Idiomas' })).toBeVisible();
    await expect(lecturas.getByText('Tomás Ruiz Peña', { exact: true })).toHaveCount(leidas + 1);
    await guardarCaptura(page, `gestion-alumnos-cv-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `student CV ${viewport.name}`);
  });

  test(`deregistration requests at ${viewport.name} px: refuse with a legal basis, then accept, axe`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const base = baseURL ?? '';
    const alumno = await alumnoQuePideLaBaja(request, base, `Baja${viewport.name}${Date.now().toString(36)}`);
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);
    await entrarComoPersonal(page, 'gestor.demo');

    // The work queue's card opens in place; its link leads to the requests.
    const cola = page.getByRole('button', { name: /Solicitudes de baja/ });
    await expect(cola).toBeVisible();
    await cola.focus();
    await page.keyboard.press('Enter');
    await expect(cola).toHaveAttribute('aria-expanded', 'true');
    const atender = page.getByRole('link', { name: /^Atenderlas en Alumnos/ });
    await atender.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/alumnos\/bajas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de baja' })).toBeVisible();
    const tarjeta = page.getByRole('article', { name: alumno.nombre });
    await expect(tarjeta).toBeVisible();
    await expect(tarjeta.getByText('Ya no necesito el portal.')).toBeVisible();
    await guardarCaptura(page, `gestion-alumnos-bajas-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `deregistration requests ${viewport.name}`);

    // Refuse: without the legal basis the dialog says it is needed; with it, the request is refused.
    await tarjeta.getByRole('button', { name: 'Rechazar…' }).focus();
    await page.keyboard.press('Enter');
    const rechazo = page.getByRole('dialog', { name: `Rechazar la baja de ${alumno.nombre}` });
    await expect(rechazo).toBeVisible();
    await rechazo.getByRole('button', { name: 'Rechazar la baja' }).focus();
    await page.keyboard.press('Enter');
    await expect(rechazo.getByRole('alert')).toHaveText('Explica la base legal para conservar la cuenta');
    await expect(rechazo.getByLabel(/Base legal para conservar la cuenta/)).toBeFocused();
    await guardarCaptura(page, `gestion-alumnos-rechazo-${viewport.name}`);
    await axeEnLosDosTemas(page, `refuse dialog ${viewport.name}`);
    await page.keyboard.type('Tiene unas prácticas en curso: la universidad conserva su expediente hasta cerrarlas.');
    await rechazo.getByRole('button', { name: 'Rechazar la baja' }).focus();
    await page.keyboard.press('Enter');
    await expect(rechazo).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Baja de ${alumno.nombre} rechazada` })).toBeVisible();
    await expect(tarjeta).toBeHidden();

    // The student asks again; accepting asks first, saying what is erased and what is kept.
    await api(request, base, 'solicitarBaja', {}, alumno.token);
    await page.reload();
    await expect(tarjeta).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Aceptar la baja…' }).focus();
    await page.keyboard.press('Enter');
    const confirmacion = page.getByRole('alertdialog', { name: `¿Aceptar la baja de ${alumno.nombre}?` });
    await expect(confirmacion).toBeVisible();
    await expect(confirmacion.getByText(/se borran sus datos personales/)).toBeVisible();
    await expect(confirmacion.getByText(/Se conservan, sin datos personales/)).toBeVisible();
    await guardarCaptura(page, `gestion-alumnos-aceptar-${viewport.name}`);
    await axeEnLosDosTemas(page, `accept dialog ${viewport.name}`);
    await confirmacion.getByRole('button', { name: 'Aceptar y borrar los datos' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirmacion).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Baja de ${alumno.nombre} aceptada: la cuenta está cerrada y sus datos borrados` }),
    ).toBeVisible();

    // The account is closed at once: the student's session no longer opens anything.
    const respuesta = await request.get(`${base}/api/Alumno/dameNotificaciones`, {
      headers: { Authorization: `Bearer ${alumno.token}` },
    });
    expect(respuesta.status()).toBe(401);

    // The decision stays on record, under the accepted ones, without the student's name.
    await page.getByRole('tab', { name: 'Aceptadas' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Decidida por Elena Navarro Ortiz/).first()).toBeVisible();
    await expect(page.getByRole('article', { name: alumno.nombre })).toHaveCount(0);
    await axeEnLosDosTemas(page, `accepted requests ${viewport.name}`);
  });
}
