import '@/test/setup';
import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-guardadas';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { BotonGuardarOferta } from './boton-guardar-oferta';
import { OfertasGuardadasPage } from './ofertas-guardadas-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: unknown }[] = [];
const LISTA = '/api/Alumno/ofertasGuardadas';

const guardada = (cambios: Partial<OfertaGuardada> = {}): OfertaGuardada => ({
  urlAcceso: 'desarrollo-web',
  titulo: 'Desarrollo web',
  empresa: 'Innovación Levante',
  provincia: 'Valencia',
  idPerfil: 2,
  textoPerfilOferta: 'Prácticas',
  fechaLimite: '15/12/2026',
  estado: 'abierta',
  diasParaCierre: 16,
  candidatura: null,
  guardadaEl: '20/11/2026',
  ...cambios,
});

beforeEach(() => {
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });
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

/** The refusals the mutations met: the app's query client shows each in its banner (app/query-client.ts). */
const rechazos: number[] = [];

function pintar(elemento: React.ReactNode) {
  rechazos.length = 0;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    mutationCache: new MutationCache({ onError: (error) => void (isApiError(error) && rechazos.push(error.status)) }),
  });
  const router = createMemoryRouter([{ path: '/', element: elemento }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const pagina = (
  <OfertasGuardadasPage
    hrefOferta={(perfil, url) => `/${perfil === 1 ? 'ofertas-empleo' : 'ofertas-practicas'}/${url}`}
    pathsOfertas={{ practicas: '/ofertas-practicas', empleo: '/ofertas-empleo' }}
  />
);

describe('/ofertas-guardadas', { timeout: 30_000 }, () => {
  it('lista cada oferta con su estado, su plazo, su candidatura y el enlace a su ficha', async () => {
    answers[LISTA] = {
      status: 0,
      datos: [
        guardada({ estado: 'cierraPronto', diasParaCierre: 2, candidatura: 'Inscrita' }),
        guardada({
          urlAcceso: 'analista',
          titulo: 'Analista',
          idPerfil: 1,
          textoPerfilOferta: 'Empleo',
          estado: 'cierraPronto',
          diasParaCierre: 0,
        }),
        guardada({ urlAcceso: 'vieja', titulo: 'Oferta vieja', estado: 'cerrada', diasParaCierre: null, fechaLimite: null }),
      ],
    };
    pintar(pagina);
    expect(await screen.findByText('3 ofertas guardadas, 2 abiertas')).toBeTruthy();
    const [web, analista, vieja] = screen.getAllByRole('article');
    expect(within(web as HTMLElement).getByText('Cierra en 2 días')).toBeTruthy();
    expect(within(web as HTMLElement).getByText('Plazo hasta el 15/12/2026')).toBeTruthy();
    expect(within(web as HTMLElement).getByText('Tu candidatura: Inscrita')).toBeTruthy();
    expect(
      within(web as HTMLElement)
        .getByRole('link', { name: 'Desarrollo web' })
        .getAttribute('href'),
    ).toBe('/ofertas-practicas/desarrollo-web');
    expect(within(analista as HTMLElement).getByText('Cierra hoy')).toBeTruthy();
    expect(
      within(analista as HTMLElement)
        .getByRole('link', { name: 'Analista' })
        .getAttribute('href'),
    ).toBe('/ofertas-empleo/analista');
    expect(within(vieja as HTMLElement).getByText('Cerrada')).toBeTruthy();
    // Every heart is pressed: they are all saved.
    const corazon = within(web as HTMLElement).getByRole('button', { name: 'Guardar la oferta «Desarrollo web»' });
    expect(corazon.getAttribute('aria-pressed')).toBe('true');
  });

  it('sin ofertas guardadas explica el corazón y lleva a las ofertas', async () => {
    answers[LISTA] = { status: 0, datos: [] };
    pintar(pagina);
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna oferta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ofertas de prácticas' }).getAttribute('href')).toBe('/ofertas-practicas');
    expect(screen.getByRole('link', { name: 'Ver ofertas de empleo' }).getAttribute('href')).toBe('/ofertas-empleo');
  });

  it('si no carga, lo dice y deja reintentar', async () => {
    pintar(pagina);
    expect(await screen.findByRole('heading', { name: 'No hemos podido cargar tus ofertas guardadas' })).toBeTruthy();
    answers[LISTA] = { status: 0, datos: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna oferta' })).toBeTruthy();
  });
});

describe('el corazón de una oferta', { timeout: 30_000 }, () => {
  it('guarda al pulsarlo, y vuelve atrás con el aviso de la API si esta lo rechaza', async () => {
    answers[LISTA] = { status: 0, datos: [] };
    answers['/api/Alumno/guardarOferta'] = { status: 0, datos: { guardada: true, numGuardadas: 1 } };
    pintar(<BotonGuardarOferta urlAcceso="desarrollo-web" titulo="Desarrollo web" />);
    const boton = await screen.findByRole('button', { name: 'Guardar la oferta «Desarrollo web»' });
    await vi.waitFor(() => expect(calls.some((c) => c.url === LISTA)).toBe(true));
    expect(boton.getAttribute('aria-pressed')).toBe('false');
    answers[LISTA] = { status: 0, datos: [guardada()] };
    fireEvent.click(boton);
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.url === '/api/Alumno/guardarOferta')?.body).toEqual({ urlAcceso: 'desarrollo-web' });

    // Removing it, refused (48): the heart goes back (the app's banner says why).
    answers['/api/Alumno/quitarOfertaGuardada'] = { status: 48, datos: null, mensaje: 'No se puede.' };
    fireEvent.click(boton);
    await vi.waitFor(() => expect(rechazos).toEqual([48]));
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
  });

  it('en la ficha, el botón dice «Guardar» o «Guardada»', async () => {
    answers[LISTA] = { status: 0, datos: [guardada()] };
    pintar(<BotonGuardarOferta urlAcceso="desarrollo-web" titulo="Desarrollo web" forma="texto" />);
    const boton = await screen.findByRole('button', { name: 'Guardada' });
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
  });
});
