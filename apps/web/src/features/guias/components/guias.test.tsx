import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrand } from '@/lib/brand';
import { saveLogin } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { tokenExpiringIn } from '@/test/tokens';
import { GuiasInicio } from './guias-inicio';
import { GuiasPage } from './guias-page';

let respuesta: { status: number; datos: unknown } = { status: 0, datos: [] };
const calls: string[] = [];

const guia = (n: number) => ({
  idGuia: n,
  titulo: `Guía ${n}`,
  descripcion: `Descripción ${n}`,
  urlFichero: `/api/Alumno/guiaOrientacion/${n}/fichero`,
  ulrImagen: n === 1 ? null : `/marca/guias/g${n}.svg`,
  fecha: '01/10/2026',
});

beforeEach(() => {
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ mensaje: null, ...respuesta }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setBrand(brandFixture());
});

function pintar(elemento: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: elemento }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('guías de orientación', { timeout: 30_000 }, () => {
  it('la sección de inicio enseña las cuatro últimas y enlaza a todas', async () => {
    respuesta = { status: 0, datos: [1, 2, 3, 4, 5].map(guia) };
    pintar(<GuiasInicio pathLista="/guias-orientacion" />);
    const seccion = await screen.findByRole('region', { name: 'Guías de orientación' });
    await within(seccion).findByText('Guía 1');
    expect(within(seccion).getAllByRole('article')).toHaveLength(4);
    expect(within(seccion).queryByText('Guía 5')).toBeNull();
    expect(within(seccion).getByRole('link', { name: 'Ver todas las guías' }).getAttribute('href')).toBe('/guias-orientacion');
    expect(within(seccion).getByRole('button', { name: 'Descargar PDF: Guía 2' })).toBeTruthy();
  });

  it('sin la bandera de la marca, la sección no aparece ni pregunta nada', async () => {
    setBrand(brandFixture({}, { hasGuiasOrientacion: false }));
    pintar(<GuiasInicio pathLista="/guias-orientacion" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Guías de orientación' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('la página dice cuándo no hay guías', async () => {
    respuesta = { status: 0, datos: [] };
    pintar(<GuiasPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Todavía no hay guías publicadas' })).toBeTruthy();
  });

  it('la página ofrece reintentar si la lista no carga', async () => {
    respuesta = { status: 1, datos: null };
    pintar(<GuiasPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No hemos podido cargar las guías' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
