import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { setBrand } from '@/lib/brand';
import { showError } from '@/lib/error-banner-store';
import { clearSession, getSession, getStoredValue, storageKeys } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { tokenExpiringIn } from '@/test/tokens';
import { AccesoPage } from './acceso-page';
import { LoginPage } from './login-page';

type Answer = { status: number; datos: unknown; mensaje?: string | null };
let handlers: Record<string, (body: Record<string, unknown>) => Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const provisional = tokenExpiringIn(900, { rgpd: 'pendiente', loggedby: 'saml' });
const final = tokenExpiringIn(3600, { loggedby: 'saml' });
const loginDatos = (token: string, rgpd: string | null = null) => ({
  token,
  textoCortoRGPD: rgpd,
  linkExternoRGPD: null,
  conPracticas: true,
  conEmpleo: true,
  primerAcceso: false,
});

beforeEach(() => {
  handlers = {};
  calls.length = 0;
  clearSession();
  setBrand(brandFixture({ sso: true }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const handler = handlers[url.split('?')[0] ?? url];
      return new Response(JSON.stringify({ mensaje: null, ...(handler ? handler(body) : { status: 500, datos: null }) }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAcceso() {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (e) => (isApiError(e) ? showError(e.status, e.mensaje) : undefined) }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/acceso']}>
        <Routes>
          <Route path="/acceso" element={<AccesoPage />} />
          <Route path="/login" element={<p>Inicio de sesión</p>} />
          <Route path="/cv" element={<p>Mi CV</p>} />
          <Route path="/" element={<p>Portada</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/acceso (SSO de la universidad)', () => {
  it('con la respuesta del IdP en el fragmento: la envía, guarda loggedby saml, borra el fragmento y va a la ruta guardada', async () => {
    window.history.replaceState(null, '', `/acceso#${new URLSearchParams({ respuesta: 'PHNhbWw+', ruta: '/cv' })}`);
    handlers['/api/Alumno/validaRespuestaLoginIntegrado'] = () => ({ status: 0, datos: loginDatos(final) });
    renderAcceso();
    expect(await screen.findByText('Mi CV')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('validaRespuestaLoginIntegrado'))?.body).toEqual({ respuesta: 'PHNhbWw+' });
    expect(getSession().token).toBe(final);
    expect(getStoredValue(storageKeys.loggedby)).toBe('saml');
    expect(window.location.hash).toBe('');
  });

  it('con el RGPD pendiente muestra el diálogo; aceptado, la sesión es saml con el token definitivo', async () => {
    window.history.replaceState(null, '', `/acceso#${new URLSearchParams({ respuesta: 'PHNhbWw+' })}`);
    handlers['/api/Alumno/validaRespuestaLoginIntegrado'] = () => ({ status: 0, datos: loginDatos(provisional, 'Texto RGPD') });
    handlers['/api/Alumno/guardaAceptacionRGPD'] = () => ({ status: 0, datos: { token: final } });
    renderAcceso();
    expect(await screen.findByText('Texto RGPD')).toBeTruthy();
    expect(getSession().token).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: 'Acepto y continúo' }));
    expect(await screen.findByText('Portada')).toBeTruthy();
    expect(getSession().token).toBe(final);
    expect(getStoredValue(storageKeys.loggedby)).toBe('saml');
  });

  it('una respuesta rechazada no guarda sesión y ofrece volver al inicio de sesión', async () => {
    window.history.replaceState(null, '', `/acceso#${new URLSearchParams({ respuesta: 'x' })}`);
    handlers['/api/Alumno/validaRespuestaLoginIntegrado'] = () => ({ status: 3, datos: null, mensaje: 'Firma no válida' });
    renderAcceso();
    expect(await screen.findByRole('link', { name: 'Volver al inicio de sesión' })).toBeTruthy();
    expect(getSession().token).toBeFalsy();
  });

  it('sin fragmento pide al API la URL del IdP con la ruta guardada', async () => {
    window.localStorage.setItem(storageKeys.returnUrl, '/ofertas-empleo');
    handlers['/api/Publico/saml/inicio'] = () => ({ status: 0, datos: { url: 'about:blank#idp' } });
    renderAcceso();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/Publico/saml/inicio'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/Publico/saml/inicio'))?.url).toContain('ruta=%2Fofertas-empleo');
  });

  it('sin SSO en la marca, /acceso lleva al inicio de sesión', async () => {
    setBrand(brandFixture({ sso: false }));
    renderAcceso();
    expect(await screen.findByText('Inicio de sesión')).toBeTruthy();
  });
});

describe('la pestaña de estudiantes del login', () => {
  const renderLogin = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage initialTab="alumnos" heading={<h1>Iniciar sesión</h1>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('ofrece entrar con la cuenta de la universidad solo si la marca tiene SSO', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Entrar con la cuenta de la universidad' }).getAttribute('href')).toBe('/acceso');
  });

  it('sin SSO no hay enlace', () => {
    setBrand(brandFixture({ sso: false }));
    renderLogin();
    expect(screen.queryByRole('link', { name: 'Entrar con la cuenta de la universidad' })).toBeNull();
  });
});
