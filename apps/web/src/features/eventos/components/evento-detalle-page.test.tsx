import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { EventoDetallePage } from './evento-detalle-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: unknown }[] = [];

const evento = (cambios: Record<string, unknown> = {}) => ({
  idEvento: 3,
  urlAcceso: 'taller-cv',
  titulo: 'Taller: tu CV en una página',
  entradilla: 'Plazas muy limitadas.',
  descripcion: null,
  lugar: 'Aula 2.4',
  // 10:00 in Madrid (winter, UTC+1).
  fecha: '2031-01-15T09:00:00.000Z',
  fechaFin: null,
  categoria: { slug: 'taller', nombre: 'Taller' },
  destacado: false,
  ulrImagenPrincipal: null,
  dirigidoA: 'todos',
  inscripcion: true,
  plazas: 3,
  plazasLibres: 0,
  caducado: false,
  publico: false,
  miInscripcion: { estado: null, posicionEspera: null },
  ...cambios,
});

function login(tipo: 'Alumno' | 'Empresa') {
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, tipo, {
    remember: true,
  });
}

beforeEach(() => {
  login('Alumno');
  answers = {};
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(id = 'taller-cv') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/eventos/:id', element: <EventoDetallePage /> }], {
    initialEntries: [`/eventos/${id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const FICHA = '/api/Alumno/dameFichaEvento/taller-cv';

describe('/eventos/:id', { timeout: 30_000 }, () => {
  it('a full event offers the waiting list; after confirming, the place in the queue shows (515 banner)', async () => {
    answers[FICHA] = { status: 0, datos: evento() };
    answers['/api/Alumno/inscribirseEnEvento'] = {
      status: 515,
      datos: { idEvento: 3, estado: 'espera', posicionEspera: 2 },
      mensaje: 'El evento «Taller: tu CV en una página» está completo: te hemos apuntado a la lista de espera en el puesto 2.',
    };
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Taller: tu CV en una página' });
    expect(screen.getByText('mié, 15 ene 2031, 10:00')).toBeTruthy();
    expect(screen.getByText('Completo: lista de espera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apuntarme a la lista de espera' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Confirmar inscripción' });
    expect(calls.some((c) => c.url.endsWith('inscribirseEnEvento'))).toBe(false);
    answers[FICHA] = { status: 0, datos: evento({ miInscripcion: { estado: 'espera', posicionEspera: 2 } }) };
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, inscribirme' }));
    expect(await screen.findByText(/Estás en el puesto 2 de la lista de espera/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('inscribirseEnEvento'))?.body).toEqual({ idEvento: 3, urlEvento: 'taller-cv' });
    const aviso = getShownError() as { code?: number; mensaje?: string } | null;
    expect(aviso?.code).toBe(515);
    expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeTruthy();
  });

  it('an expired event is marked and offers neither registration nor calendar', async () => {
    answers[FICHA] = { status: 0, datos: evento({ caducado: true, plazasLibres: 2 }) };
    renderPage();
    expect(await screen.findByText('Este evento ya se ha celebrado: no admite inscripciones.')).toBeTruthy();
    expect(screen.getByText('Ya celebrado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
  });

  it('a company reads the event through its own endpoint, without registration', async () => {
    login('Empresa');
    answers['/api/Empresa/dameFichaEvento/taller-cv'] = { status: 0, datos: evento({ miInscripcion: null, plazasLibres: 1 }) };
    renderPage();
    expect(await screen.findByText('Las inscripciones son para estudiantes y titulados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
  });

  it('74 shows "not available" with the way back, no banner', async () => {
    answers[FICHA] = { status: 74, datos: null, mensaje: 'Este evento ya no está disponible.' };
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Evento no disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los eventos' })).toBeTruthy();
    expect(getShownError()).toBeNull();
  });
});
