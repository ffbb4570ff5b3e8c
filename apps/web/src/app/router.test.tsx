import '@/test/setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrand } from '@/lib/brand';
import { getShownError } from '@/lib/error-banner-store';
import { getSession, saveLogin } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { tokenExpiringIn } from '@/test/tokens';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

const login = (userType: 'Alumno' | 'Empresa', seconds = 3600) =>
  saveLogin({ token: tokenExpiringIn(seconds), conPracticas: true, conEmpleo: true, primerAcceso: false }, userType, {
    remember: true,
  });

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const settle = async (router: ReturnType<typeof renderApp>, pathname: string) =>
  vi.waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: null, mensaje: null }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router guards', () => {
  it('sends an anonymous visitor of a protected route to login and stores the path', async () => {
    const router = renderApp('/mis-candidaturas?pagina=2');
    await settle(router, '/login');
    expect(window.localStorage.getItem('returnUrl')).toBe('/mis-candidaturas?pagina=2');
    expect(await screen.findByRole('tab', { name: 'Estudiantes' })).toBeTruthy();
  });

  it('ends an expired session with error 2 on navigation', async () => {
    login('Alumno', -5);
    const router = renderApp('/cv');
    await settle(router, '/login');
    expect(getSession().token).toBeNull();
    expect(getSession().userType).toBeNull();
    expect(getShownError()).toMatchObject({ code: 2 });
    expect(await screen.findByText('Sesión caducada')).toBeTruthy();
  });

  it('redirects an unknown path to / (and then to login without a session)', async () => {
    const router = renderApp('/esto/no/existe');
    await settle(router, '/login');
  });

  it('sends the other role home and renders the shell with title and breadcrumbs', async () => {
    login('Empresa');
    const router = renderApp('/cv');
    await settle(router, '/');
    await act(() => router.navigate('/mi-empresa'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi empresa' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toContain('Inicio');
    await vi.waitFor(() => expect(document.title).toBe('Mi empresa · Marca de prueba'));
  });

  it('keeps routes behind brand flags closed', async () => {
    setBrand(brandFixture({ registroPermitido: false }, { canCrearConvenios: false }));
    const router = renderApp('/registro');
    await settle(router, '/login');
    login('Empresa');
    await act(() => router.navigate('/nuevo-convenio-colaboracion'));
    await settle(router, '/');
  });

  it('redirects everything to maintenance and logs out a normal user', async () => {
    setBrand(brandFixture({ mantenimiento: true }));
    login('Alumno');
    const router = renderApp('/cv');
    await settle(router, '/mantenimiento');
    expect(getSession().token).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estamos mejorando el portal' })).toBeTruthy();
  });
});
