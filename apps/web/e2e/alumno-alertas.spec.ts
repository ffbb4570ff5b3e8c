import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { apiDesde, direccionPropia } from './support/api-desde';
import { correosPara, enlaceDelCorreo } from './support/buzon';
import { ofertaEmpleo } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner, staffToken } from './support/session';

/*
 * Issue 28's done-when, an alert mail end to end. A student registered by the test saves, on /ofertas-empleo, a
 * search for a word only this run's offers carry, with a daily alert ("Cada día"). Six companies that signed up
 * during the test (one with three offers, five with two) publish thirteen offers that fit it, validated by staff.
 * A member of administración runs the daily alerts through POST /api/Gestion/tareas/alertasDiarias/ejecutar with
 * `adelantar` (a search saved today is due tomorrow from 08:00 Madrid; the office's "send it now" takes it today, so
 * the journey does not depend on the hour). The demo server's SMTP server receives one digest: 10 offers, at most 2
 * per company, with RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers. A second run sends nothing. A
 * mail client's one-click POST, without a session, turns the alert off, which /busquedas-guardadas shows; the
 * unsubscribe page /alertas/baja/{token} offers the undo, which brings the daily alert back.
 *
 * Nothing here is shared with other specs: the student, the companies and the offers are this run's; the offers'
 * degree (5, Historia del Arte) is no demo student's, so no "para mí" list nor home changes. The sign-ups and the
 * registration go from a loopback address of their own (support/api-desde.ts), so their per-address limits (5 a
 * minute) are not spent for the specs that sign up companies or students from 127.0.0.1.
 */

/** A made-up word (consonant-vowel syllables) no demo offer and no other run has: the search finds only ours. */
const palabra = () => {
  const una = (letras: string) => letras.charAt(Math.floor(Math.random() * letras.length));
  return Array.from({ length: 5 }, () => una('bcdfgjklmnprstvz') + una('aeiou')).join('');
};

const TITULACION_SIN_DEMO = 5;
/** Offers per company, in the order they are published; the last company's three are the newest (the cap of 2 shows). */
const OFERTAS_POR_EMPRESA = [2, 2, 2, 2, 2, 3];
const CLAVE_EMPRESA = 'Alertas2026';

test.describe('alertas de búsquedas guardadas por correo', () => {
  test.skip(!process.env.E2E_DATA_DIR, 'needs scripts/e2e.mjs (E2E_DATA_DIR)');

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test('a daily digest by real SMTP: ≤ 10 offers, ≤ 2 per company, once; one-click unsubscribe and its undo', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const clave = palabra();
    const gestor = await staffToken(request, base);

    // The student, registered now.
    const dni = dniNuevo();
    const email = `alertas.${dni.toLowerCase()}@demo.puente.test`;
    await apiDesde(direccionPropia(), base, 'registrarUsuario', {
      dni,
      nombre: 'Iker',
      apellido1: 'Alertas',
      email,
      password: PASSWORD,
      confirmacion: PASSWORD,
      aceptaPrivacidad: true,
    });

    // Six companies: signed up, validated by staff, the contact's password set from the mail, signed in.
    const empresas = await Promise.all(
      OFERTAS_POR_EMPRESA.map(async (_n, i) => {
        const nombre = `Alertas ${clave} ${String.fromCharCode(65 + i)}`;
        const sufijo = `${clave}${i}${Date.now().toString(36)}`;
        const contacto = { email: `empresa.${sufijo}@ejemplo.es`, nick: `alertas.${sufijo}` };
        const cif = cifNuevo();
        // Each company from an address of its own, as companies sign up from their own networks.
        const desde = direccionPropia();
        const sitio = { direccion: 'Calle de la Paz, 4', cp: '46003', idPais: 1, idProvincia: 46, localidad: 'València' };
        await apiDesde(desde, base, 'solicitarCuentaEmpresa', {
          empresa: {
            cif,
            nombreFiscal: `${nombre} S.L.`,
            nombreComercial: nombre,
            idSector: 9,
            idTipoEmpresa: 1,
            startup: false,
            ...sitio,
          },
          contacto: {
            nombre: 'Olga',
            apellidos: 'Alertas Prueba',
            puesto: 'Responsable de selección',
            nif: dniNuevo(),
            email: contacto.email,
            telefono1: '611223344',
            nick: contacto.nick,
            ...sitio,
          },
          aceptaPrivacidad: true,
        });
        const pendiente = (await api(request, base, 'empresasPendientes', {}, gestor)).find((e) => e.cif === cif);
        expect(pendiente, `alta de ${nombre}`).toBeTruthy();
        await api(request, base, 'validarEmpresa', { id: pendiente?.idEmpresa ?? 0 }, gestor);
        const { token } = await enlaceDelCorreo(contacto.email, '/establecer-login');
        await apiDesde(desde, base, 'establecerPassword', { token, password: CLAVE_EMPRESA, confirmacion: CLAVE_EMPRESA });
        const login = await api(request, base, 'loginEmpresa', {
          eUsuario: contacto.nick,
          ePassword: CLAVE_EMPRESA,
          eAmbito: 'PrivadoEmpresa',
        });
        const sesion = login.textoCortoRGPD
          ? (await api(request, base, 'rgpdAceptarEmpresa', {}, login.token)).token
          : login.token;
        return { nombre, token: sesion };
      }),
    );

    // The student saves the search on screen, for job offers, with a daily alert.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsAlumno(page, base, dni, '/ofertas-empleo?paraMi=0');
    await page.getByRole('searchbox', { name: 'Buscar ofertas' }).fill(clave);
    await expect(page).toHaveURL(new RegExp(`[?&]texto=${clave}(&|$)`));
    await expect(page.getByRole('heading', { level: 2, name: '0 ofertas' })).toBeVisible();
    const nombreBusqueda = `Empleo ${clave}`;
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Guardar esta búsqueda' });
    await dialogo.getByLabel(/Nombre de la búsqueda/).fill(nombreBusqueda);
    await dialogo.getByRole('radio', { name: /Cada día/ }).click();
    await expect(dialogo.getByRole('radio', { name: /Cada día/ })).toBeChecked();
    await dialogo.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Búsqueda guardada', { exact: true }).first()).toBeVisible();

    // Then the companies publish: thirteen offers that fit it, each validated by staff at once.
    const deEmpresa = new Map<string, number>();
    for (const [i, empresa] of empresas.entries()) {
      for (let n = 1; n <= (OFERTAS_POR_EMPRESA[i] ?? 0); n++) {
        const oferta = {
          ...ofertaEmpleo(`Analista ${clave} ${empresa.nombre.slice(-1)}${n}`),
          titulaciones: [TITULACION_SIN_DEMO],
        };
        const creada = await api(request, base, 'addOferta', oferta, empresa.token);
        await api(request, base, 'validarOferta', { idOferta: creada.idOferta }, gestor);
        deEmpresa.set(creada.urlAcceso, i);
      }
    }
    expect(deEmpresa.size).toBe(13);

    // Staff run the daily alerts now, bringing today's digest forward.
    const primera = await api(request, base, 'ejecutarTarea', { tarea: 'alertasDiarias', adelantar: true }, gestor);
    expect(primera.tarea).toBe('alertasDiarias');
    expect(primera.hechos).toBeGreaterThanOrEqual(1);

    const resumenes = async () => (await correosPara(email)).filter((m) => m.subject?.includes(`«${nombreBusqueda}»`) ?? false);
    await expect.poll(async () => (await resumenes()).length, { timeout: 20_000 }).toBe(1);
    const mail = (await resumenes())[0] as ParsedMail;
    expect(mail.subject).toBe(`10 ofertas nuevas para tu búsqueda «${nombreBusqueda}»`);

    // The offers in it: ten of ours, at most two per company; the company with three has two.
    const enlaces = [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/ofertas-empleo\/([A-Za-z0-9._~-]+)/g)].map((m) => m[1] ?? '');
    expect(enlaces).toHaveLength(10);
    const porEmpresa = new Map<number, number>();
    for (const url of enlaces) {
      const i = deEmpresa.get(url);
      expect(i, `oferta ${url} de esta prueba`).toBeDefined();
      porEmpresa.set(i ?? -1, (porEmpresa.get(i ?? -1) ?? 0) + 1);
    }
    expect(Math.max(...porEmpresa.values())).toBeLessThanOrEqual(2);
    expect(porEmpresa.get(OFERTAS_POR_EMPRESA.length - 1)).toBe(2);
    expect(porEmpresa.size).toBeGreaterThanOrEqual(5);

    // RFC 8058, as the raw header lines crossed SMTP (mailparser folds List-* headers into one object otherwise).
    const linea = (nombre: string) => mail.headerLines.find((h) => h.key === nombre)?.line.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const cabecera = /^List-Unsubscribe: <(https?:\/\/[^>]+\/api\/Publico\/bajaAlerta\/([\w-]{32,64}))>$/.exec(
      linea('list-unsubscribe'),
    );
    expect(cabecera, linea('list-unsubscribe')).toBeTruthy();
    const [, urlBaja = '', token = ''] = cabecera ?? [];
    expect(linea('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${base}/alertas/baja/${token}`);

    // A second run sends nothing more to this student: every offer was published before the first one.
    await api(request, base, 'ejecutarTarea', { tarea: 'alertasDiarias', adelantar: true }, gestor);
    const trasLaSegunda = Date.now();

    // The mail client's one-click unsubscribe: a form POST to the header's address, no session.
    const baja = await request.post(urlBaja, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(baja.status()).toBe(200);
    expect(await baja.json()).toMatchObject({
      status: 0,
      datos: { nombre: nombreBusqueda, frecuencia: 'ninguna', frecuenciaAnterior: 'diaria' },
    });

    // The student's saved searches show its alerts off.
    await page.goto(`${base}/busquedas-guardadas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' })).toBeVisible();
    const tarjeta = page.getByRole('article').filter({ hasText: nombreBusqueda });
    await expect(tarjeta.getByRole('combobox', { name: `Avisos de «${nombreBusqueda}»` })).toHaveText(/Sin avisos/);

    // The mail's visible link: the alert is off, and the page offers to undo it.
    await page.goto(`${base}/alertas/baja/${token}`);
    await expect(page.getByRole('heading', { name: `Ya no recibirás avisos de «${nombreBusqueda}».` })).toBeVisible();
    await page.getByRole('button', { name: 'Deshacer: volver a recibirlos' }).click();
    await expect(page.getByText(`Vuelves a recibir avisos de «${nombreBusqueda}» (cada día).`)).toBeVisible();
    await page.goto(`${base}/busquedas-guardadas`);
    await expect(tarjeta.getByRole('combobox', { name: `Avisos de «${nombreBusqueda}»` })).toHaveText(/Cada día/);

    // The outbox worker sends every 2 s: 6 s after the second run, whatever it queued would be here. Still one digest.
    await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - trasLaSegunda)));
    expect(await resumenes()).toHaveLength(1);
  });
});
