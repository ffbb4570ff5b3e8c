import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { getShownError, showError } from '@/lib/error-banner-store';
import { getSession } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { LoginPage } from './login-page';

type Handler = (body: Record<string, unknown>, headers: Headers) => { status: number; datos: unknown; mensaje?: string | null };

const provisional = tokenExpiringIn(900, { rgpd: 'pendiente' });
const final = tokenExpiringIn(3600);
const loginDatos = (token: string, rgpd: string | null = null) => ({
  token,
  textoCortoRGPD: rgpd,
  linkExternoRGPD: rgpd ? '/politica-de-privacidad' : null,
  conPracticas: false,
  conEmpleo: true,
  primerAcceso: false,
});

let handlers: Record<string, Handler> = {};
const calls: { url: string; body: Record<string, unknown>; headers: Headers }[] = [];

beforeEach(() => {
  handlers = {};
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const headers = new Headers(init.headers);
      calls.push({ url, body, headers });
      const handler = handlers[url.split('?')[0] ?? url];
      const answer = handler ? handler(body, headers) : { status: 500, datos: null };
      return new Response(JSON.stringify({ mensaje: null, ...answer }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin(tab: 'alumnos' | 'empresas' = 'alumnos') {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (e) => (isApiError(e) ? showError(e.status, e.mensaje) : undefined) }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage initialTab={tab} heading={<h1>Iniciar sesión</h1>} />} />
          <Route path="/" element={<p>Portada</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function submit(panel: 'Estudiantes' | 'Empresas', usuario: string) {
  const form = screen.getByRole('tabpanel', { name: panel });
  const prefix = panel === 'Estudiantes' ? 'alumno' : 'empresa';
  fireEvent.input(form.querySelector(`#${prefix}-usuario`) as Element, { target: { value: usuario } });
  fireEvent.input(form.querySelector(`#${prefix}-password`) as Element, { target: { value: 'Puente2026' } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Entrar' })[0] as Element);
}

describe('login flow', () => {
  it('holds the token while the RGPD text is pending and stores the accepted one', async () => {
    handlers['/api/Alumno/logaUsuario'] = () => ({
      status: 0,
      datos: loginDatos(provisional, 'Tratamos tus datos para gestionar prácticas.'),
    });
    handlers['/api/Alumno/guardaAceptacionRGPD'] = () => ({ status: 0, datos: { token: final } });
    renderLogin();
    submit('Estudiantes', '87654321X');
    const dialog = await screen.findByRole('dialog', { name: 'Protección de datos' });
    expect(dialog.textContent).toContain('Tratamos tus datos');
    expect(getSession().token).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Acepto y continúo' }));
    await screen.findByText('Portada');
    expect(getSession().token).toBe(final);
    const accept = calls.find((c) => c.url === '/api/Alumno/guardaAceptacionRGPD');
    expect(accept?.headers.get('Authorization')).toBe(`Bearer ${provisional}`);
  });

  it('stores nothing when the RGPD text is declined', async () => {
    handlers['/api/Alumno/logaUsuario'] = () => ({ status: 0, datos: loginDatos(provisional, 'Texto RGPD') });
    renderLogin();
    submit('Estudiantes', '87654321X');
    await screen.findByRole('dialog', { name: 'Protección de datos' });
    fireEvent.click(screen.getByRole('button', { name: 'No acepto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls.some((c) => c.url.includes('guardaAceptacionRGPD'))).toBe(false);
  });

  it('asks a contact of several companies to pick one, then logs in with eidEmpresa', async () => {
    handlers['/api/Empresa/dameEmpresasDelUsuario'] = () => ({
      status: 0,
      datos: [
        { idEmpresa: 2, nombre: 'Meseta S.A.', cif: 'A58818501' },
        { idEmpresa: 1, nombre: 'Levante S.L.', cif: 'B12345674' },
      ],
    });
    handlers['/api/Empresa/logaUsuario'] = (body) => ({ status: 0, datos: loginDatos(final), mensaje: String(body.eidEmpresa) });
    renderLogin('empresas');
    submit('Empresas', 'rrhh.demo');
    await screen.findByRole('dialog', { name: 'Elige una empresa' });
    fireEvent.click(screen.getByRole('button', { name: /Levante S\.L\./ }));
    await screen.findByText('Portada');
    const loginCall = calls.find((c) => c.url === '/api/Empresa/logaUsuario');
    expect(loginCall?.body).toMatchObject({ eUsuario: 'rrhh.demo', eidEmpresa: 1, eAmbito: 'PrivadoEmpresa' });
    expect(getSession().userType).toBe('Empresa');
  });

  it('skips the picker for a contact of one company', async () => {
    handlers['/api/Empresa/dameEmpresasDelUsuario'] = () => ({
      status: 0,
      datos: [{ idEmpresa: 1, nombre: 'Levante S.L.', cif: 'B12345674' }],
    });
    handlers['/api/Empresa/logaUsuario'] = () => ({ status: 0, datos: loginDatos(final) });
    renderLogin('empresas');
    submit('Empresas', 'seleccion.demo');
    await screen.findByText('Portada');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the catalogue banner for a refused login and stores nothing', async () => {
    handlers['/api/Alumno/logaUsuario'] = () => ({ status: 90, datos: null, mensaje: 'Bloqueado hasta el lunes' });
    renderLogin();
    submit('Estudiantes', '12345678Z');
    await waitFor(() => expect(getShownError()).toEqual({ kind: 'code', code: 90, mensaje: 'Bloqueado hasta el lunes' }));
    expect(getSession().token).toBeNull();
  });
});
