import '@/test/setup';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';
import { cotizacionUniversidad } from '../test/api-falsa';
import { ProyectoFormativoPage } from './proyecto-formativo-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer | Answer[]> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const LEER = '/api/Tutor/practica';
const ACEPTAR = '/api/Tutor/aceptarProyectoFormativo';
const DEVOLVER = '/api/Tutor/devolverProyectoFormativo';
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

const practica = seguimientoDePrueba({
  cotizacion: cotizacionUniversidad,
  nssRegistrado: true,
  proyecto: {
    objetivos: 'Conocer el ciclo de vida de un producto web.\nTrabajar en un equipo ágil.',
    actividades: 'Desarrollo de componentes.',
    competencias: 'Trabajo en equipo.',
    estado: 'enviado',
    observaciones: null,
    enviadoEn: '20/02/2026',
    aceptadoEn: null,
  },
  requisitosPendientes: ['proyecto_formativo', 'alta'],
});

const conProyecto = (cambios: Partial<NonNullable<SeguimientoPractica['proyecto']>>): SeguimientoPractica => ({
  ...practica,
  proyecto: { ...(practica.proyecto as NonNullable<SeguimientoPractica['proyecto']>), ...cambios },
});

beforeEach(() => {
  // jsdom has no layout: the form helper scrolls to the refused field.
  Element.prototype.scrollIntoView = () => undefined;
  answers = {};
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const answer = answers[url];
      const next = Array.isArray(answer) ? (answer.shift() ?? { status: 500, datos: null }) : answer;
      return new Response(JSON.stringify({ mensaje: null, ...(next ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entrada = `/tutor/academico?token=${TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/tutor/academico', element: <ProyectoFormativoPage /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    { initialEntries: [entrada] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);

describe('/tutor/academico', { timeout: 20_000 }, () => {
  it('reads the link, shows the internship and the plan with its line breaks, and accepts it', async () => {
    answers[LEER] = { status: 0, datos: practica };
    answers[ACEPTAR] = { status: 0, datos: conProyecto({ estado: 'aceptado', aceptadoEn: '21/02/2026' }) };
    const router = renderPage();
    // The token leaves the address once read, and is what the page asks with.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const datos = await screen.findByRole('region', { name: 'Las prácticas' });
    expect(callsTo(LEER)[0]?.body).toEqual({ token: TOKEN });
    expect(within(datos).getByText('Lucía Ferrer Camps')).toBeTruthy();
    expect(within(datos).getByText('Levante Tech S.L.')).toBeTruthy();
    expect(within(datos).getByText('Del 02/03/2026 al 30/06/2026')).toBeTruthy();
    expect(within(datos).getByText('300 horas en total')).toBeTruthy();
    expect(within(datos).getByText(/Pablo Martí Soler/)).toBeTruthy();
    expect(within(datos).getByRole('link', { name: 'pablo@levante.example.es' }).getAttribute('href')).toBe(
      'mailto:pablo@levante.example.es',
    );

    const plan = screen.getByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText('Pendiente de tu revisión')).toBeTruthy();
    const objetivos = within(plan).getByRole('region', { name: 'Objetivos' });
    expect(objetivos.querySelector('p')?.textContent).toBe(
      'Conocer el ciclo de vida de un producto web.\nTrabajar en un equipo ágil.',
    );
    expect(within(plan).getByText('Desarrollo de componentes.')).toBeTruthy();
    expect(within(plan).getByText('Trabajo en equipo.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar el proyecto formativo' }));
    const hecho = await screen.findByText('Proyecto formativo aceptado');
    expect(callsTo(ACEPTAR)[0]?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    // The returned record is what the page shows now: accepted, and nothing left to answer.
    expect(within(plan).getByText('Aceptado')).toBeTruthy();
    expect(within(plan).getByText(/Aceptaste este proyecto formativo el 21\/02\/2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar el proyecto formativo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolverlo con observaciones' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('sending it back requires the remarks, then sends them and says so', async () => {
    answers[LEER] = { status: 0, datos: practica };
    answers[DEVOLVER] = {
      status: 0,
      datos: conProyecto({ estado: 'devuelto', observaciones: 'Concreta mejor las actividades.' }),
    };
    renderPage();
    const devolver = await screen.findByRole('button', { name: 'Devolverlo con observaciones' });
    expect(devolver.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(devolver);
    expect(devolver.getAttribute('aria-expanded')).toBe('true');
    const observaciones = screen.getByLabelText(/Observaciones para la empresa/) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(observaciones));

    fireEvent.change(observaciones, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devolver el proyecto' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    await waitFor(() => expect(observaciones.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(DEVOLVER)).toHaveLength(0);

    fireEvent.change(observaciones, { target: { value: 'Concreta mejor las actividades.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devolver el proyecto' }));
    expect(await screen.findByText('Has devuelto el proyecto a la empresa')).toBeTruthy();
    expect(callsTo(DEVOLVER)[0]?.body).toEqual({ token: TOKEN, observaciones: 'Concreta mejor las actividades.' });
    const plan = screen.getByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText('Devuelto a la empresa')).toBeTruthy();
    expect(within(plan).getByText('Concreta mejor las actividades.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar el proyecto formativo' })).toBeNull();
  });

  it('remarks past 2000 characters are refused with the contract message', async () => {
    answers[LEER] = { status: 0, datos: practica };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Devolverlo con observaciones' }));
    fireEvent.change(screen.getByLabelText(/Observaciones para la empresa/), { target: { value: 'a'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Devolver el proyecto' }));
    expect(await screen.findByText('El campo es demasiado largo (máximo 2000 caracteres)')).toBeTruthy();
    expect(callsTo(DEVOLVER)).toHaveLength(0);
  });

  it.each([
    ['aceptado', 'Aceptado', /Aceptaste este proyecto formativo el 21\/02\/2026/],
    ['devuelto', 'Devuelto a la empresa', /Lo devolviste a la empresa/],
    ['borrador', 'En preparación', /La empresa está preparando el proyecto formativo/],
  ] as const)('a plan %s says so and offers no answer', async (estado, etiqueta, nota) => {
    answers[LEER] = { status: 0, datos: conProyecto({ estado, aceptadoEn: '21/02/2026', observaciones: 'Falta concretar.' }) };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText(etiqueta)).toBeTruthy();
    expect(within(plan).getByText(nota)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar el proyecto formativo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolverlo con observaciones' })).toBeNull();
  });

  it('a link unknown or expired (42) says so with the envelope message', async () => {
    answers[LEER] = {
      status: 42,
      datos: null,
      mensaje: 'El enlace no existe o ha caducado. Pide uno nuevo a la oficina de prácticas.',
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace no sirve' })).toBeTruthy();
    expect(screen.getByText('El enlace no existe o ha caducado. Pide uno nuevo a la oficina de prácticas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Escribir a / }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.queryByRole('region', { name: 'Proyecto formativo' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('a link that expires before the answer: the answer says so instead of the plan', async () => {
    answers[LEER] = { status: 0, datos: practica };
    answers[ACEPTAR] = { status: 42, datos: null, mensaje: 'El enlace no existe o ha caducado.' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar el proyecto formativo' }));
    const titulo = await screen.findByRole('heading', { name: 'Este enlace no sirve' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(getShownError()).toBeNull();
  });

  it('a plan no longer awaiting review (48): the page reads it again and says why the buttons went', async () => {
    answers[LEER] = [
      { status: 0, datos: practica },
      { status: 0, datos: conProyecto({ estado: 'borrador' }) },
    ];
    answers[ACEPTAR] = { status: 48, datos: null };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar el proyecto formativo' }));
    expect(await screen.findByText('El proyecto ya no está pendiente de revisión')).toBeTruthy();
    expect(screen.getByText('En preparación')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar el proyecto formativo' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('without a token: where the page is opened from, and no call', async () => {
    renderPage('/tutor/academico');
    expect(await screen.findByRole('heading', { name: 'Abre el enlace del correo' })).toBeTruthy();
    expect(callsTo(LEER)).toHaveLength(0);
  });

  it('a failed load offers to try again', async () => {
    answers[LEER] = [
      { status: 500, datos: null },
      { status: 0, datos: practica },
    ];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Proyecto formativo' })).toBeTruthy();
  });
});
