import '@/test/setup';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { MisPracticasPage } from './mis-practicas-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const NSS = conControlNss('2812345678');
const sinFaltas = { necesarios: false, faltan: [], ibanEnmascarado: null, swift: null, nssEnmascarado: null };
const faltan = { ...sinFaltas, necesarios: true, faltan: ['iban', 'nss'] };

const practica = (admiteDocumentos: boolean) => ({
  idPractica: 4,
  empresa: 'Levante Tech',
  oferta: { titulo: 'Prácticas en desarrollo web', urlAcceso: 'practicas-desarrollo-web' },
  idPrograma: 1,
  programa: 'Programa Talento Digital 2026',
  tipo: 'curricular',
  etiquetaTipo: 'Curricular',
  estado: 'en_curso',
  etiquetaEstado: 'En curso',
  fechaInicio: '01/02/2026',
  fechaFin: '30/06/2026',
  tutor: { nombre: 'Pablo Martí Soler', email: 'pablo@example.es', telefono: null },
  tutorAcademico: { nombre: 'Isabel Moreno Gil', email: null },
  horasDia: 5,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: 62.5,
  horasTotales: 450,
  tareas: null,
  necesitaDatos: true,
  admiteDocumentos,
  documentos: [
    {
      idDocumentoRequerido: 9,
      nombre: 'Memoria final de prácticas',
      descripcion: null,
      enlacePlantilla: null,
      estado: 'pendiente',
      entregado: null,
    },
  ],
  otrosDocumentos: [],
});

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/mis-practicas',
        element: <MisPracticasPage rutas={{ ofertas: '/ofertas-practicas', propuesta: '/propuesta-practicas' }} />,
      },
    ],
    { initialEntries: ['/mis-practicas'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/mis-practicas', { timeout: 20_000 }, () => {
  it('without internships: the empty state with the offers and the proposal; no bank-data form', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Todavía no tienes prácticas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ofertas de prácticas' }).getAttribute('href')).toBe('/ofertas-practicas');
    expect(screen.getByRole('link', { name: 'Proponer unas prácticas' }).getAttribute('href')).toBe('/propuesta-practicas');
    expect(screen.queryByRole('region', { name: 'Datos para el pago de las prácticas' })).toBeNull();
  });

  it('518 first: uploads closed, the IBAN grouped and refused on its field (73), then saved normalised', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
      '/api/Alumno/editDatosPractica': {
        status: 0,
        datos: { ...faltan, faltan: [], ibanEnmascarado: 'ES91 **** **** **** **** 1332', nssEnmascarado: '**********40' },
      },
    };
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(within(datos).getByText('Completa tus datos')).toBeTruthy();
    const tarjeta = await screen.findByRole('article', { name: 'Levante Tech' });
    expect(within(tarjeta).getByRole('link', { name: 'Prácticas en desarrollo web' }).getAttribute('href')).toBe(
      '/ofertas-practicas/practicas-desarrollo-web',
    );
    expect((within(tarjeta).getByLabelText(/Sube Memoria final de prácticas/) as HTMLInputElement).disabled).toBe(true);

    const iban = within(datos).getByLabelText(/IBAN/) as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'es9121000418450200051333' } });
    expect(iban.value).toBe('ES91 2100 0418 4502 0005 1333');
    fireEvent.change(within(datos).getByLabelText(/Seguridad Social/), { target: { value: NSS } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    expect(await within(datos).findByText(/el IBAN indicado no es válido\./i)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/Alumno/editDatosPractica')).toHaveLength(0);

    fireEvent.change(iban, { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/Alumno/editDatosPractica')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/Alumno/editDatosPractica')?.body).toEqual({
      iban: 'ES9121000418450200051332',
      nss: NSS,
    });
    expect(await within(datos).findByText('Datos guardados: cuenta ES91 **** **** **** **** 1332.')).toBeTruthy();
  });

  it('a foreign IBAN asks for the SWIFT (84 when it is not a BIC)', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
    };
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(within(datos).queryByLabelText(/SWIFT/)).toBeNull();
    fireEvent.change(within(datos).getByLabelText(/IBAN/), { target: { value: 'DE89370400440532013000' } });
    const swift = await within(datos).findByLabelText(/SWIFT/);
    fireEvent.change(swift, { target: { value: 'DEUT' } });
    fireEvent.change(within(datos).getByLabelText(/Seguridad Social/), { target: { value: NSS } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    expect(await within(datos).findByText(/el código SWIFT \(BIC\) no es válido\./i)).toBeTruthy();
  });

  it('an accepted internship says what still stops it and who registers the student; only it is asked about', async () => {
    const aceptada = { ...practica(false), idPractica: 7, empresa: 'Naranjas del Turia', estado: 'aceptada' };
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [aceptada, practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
      '/api/Alumno/seguimientoPractica/7': {
        status: 0,
        datos: {
          requisitosPendientes: ['proyecto_formativo', 'nss', 'ccc', 'alta'],
          cotizacion: { explicacion: 'Te da de alta la empresa, porque es quien te paga la beca.' },
        },
      },
    };
    renderPage();
    const tarjeta = await screen.findByRole('article', { name: 'Naranjas del Turia' });
    const bloque = await within(tarjeta).findByRole('region', { name: 'Aún no han empezado' });
    const falta = within(bloque).getByRole('list', { name: 'Falta:' });
    expect(
      within(falta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'que el tutor académico acepte el proyecto formativo',
      'tu número de la Seguridad Social · Escríbelo en tus datos para el pago',
      'el código de cuenta de cotización de quien te da de alta',
      'tu alta en la Seguridad Social',
    ]);
    expect(within(bloque).getByText('Te da de alta la empresa, porque es quien te paga la beca.')).toBeTruthy();

    // The NUSS is asked for on this page: the link takes the student to its field.
    fireEvent.click(within(bloque).getByRole('link', { name: 'Escríbelo en tus datos para el pago' }));
    const datos = screen.getByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(document.activeElement).toBe(within(datos).getByLabelText(/Seguridad Social/));

    // The internship under way is not asked about.
    const seguimientos = calls.filter((c) => c.url.startsWith('/api/Alumno/seguimientoPractica/'));
    expect(seguimientos.map((c) => c.url)).toEqual(['/api/Alumno/seguimientoPractica/7']);
    expect(within(screen.getByRole('article', { name: 'Levante Tech' })).queryByText('Aún no han empezado')).toBeNull();
  });

  it('without the NUSS form on the page, the requirement is said without a link', async () => {
    const aceptada = { ...practica(true), estado: 'aceptada', necesitaDatos: false };
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [aceptada] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
      '/api/Alumno/seguimientoPractica/4': {
        status: 0,
        datos: { requisitosPendientes: ['tutor_academico', 'nss'], cotizacion: { explicacion: 'Te da de alta la universidad.' } },
      },
    };
    renderPage();
    const bloque = await screen.findByRole('region', { name: 'Aún no han empezado' });
    expect(await within(bloque).findByText('que la universidad nombre a tu tutor académico')).toBeTruthy();
    expect(within(bloque).getByText('tu número de la Seguridad Social')).toBeTruthy();
    expect(within(bloque).queryByRole('link')).toBeNull();
    expect(within(bloque).getByText('Te da de alta la universidad.')).toBeTruthy();
  });
});
