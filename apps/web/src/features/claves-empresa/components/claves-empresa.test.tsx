import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { getShownError, showError } from '@/lib/error-banner-store';
import { brandFixture } from '@/test/brand-fixture';
import { EstablecerLoginPage } from './establecer-login-page';
import { RestablecerLoginPage } from './restablecer-login-page';

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const RECUERDO = '/api/Empresa/recuerdoPassword';
const RESTABLECER = '/api/Empresa/restablecerPassword';
const ESTABLECER = '/api/Empresa/establecerPassword';

beforeEach(() => {
  // jsdom has no layout: the form helper scrolls to the first invalid field.
  Element.prototype.scrollIntoView = () => undefined;
  answers = {};
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

/** Where the address bar is: the screens must drop the token from it. */
let ubicacion = '';
function Ubicacion() {
  const location = useLocation();
  ubicacion = `${location.pathname}${location.search}`;
  return null;
}

function LoginEmpresas() {
  const state = useLocation().state as { aviso?: number } | null;
  return <p>Login de empresas con aviso {state?.aviso}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (e) => (isApiError(e) ? showError(e.status, e.mensaje) : undefined) }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Ubicacion />
        <Routes>
          <Route path="/restablecer-login" element={<RestablecerLoginPage />} />
          <Route path="/establecer-login" element={<EstablecerLoginPage />} />
          <Route path="/login/empresas" element={<LoginEmpresas />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const shownCode = () => (getShownError() as { code?: number } | null)?.code;

function nuevaClave(password: string, confirmacion = password) {
  fill('Nueva contraseña', password);
  fill('Repite la nueva contraseña', confirmacion);
}

describe('/restablecer-login', () => {
  it('asks for the CIF or username, refuses it empty, and shows 505 for whatever it is', async () => {
    answers[RECUERDO] = { status: 505, datos: null };
    renderAt('/restablecer-login');
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión de empresas' }).getAttribute('href')).toBe(
      '/login/empresas',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(screen.getByLabelText('CIF o nombre de usuario').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
    fill('CIF o nombre de usuario', 'seleccion.demo');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(shownCode()).toBe(505));
    expect(calls).toEqual([{ url: RECUERDO, body: { usuario: 'seleccion.demo' } }]);
  });

  it('with ?token= drops it from the address, refuses a weak or mismatched password, then goes to /login/empresas with 508', async () => {
    answers[RESTABLECER] = { status: 508, datos: null };
    renderAt('/restablecer-login?token=abc123');
    await waitFor(() => expect(ubicacion).toBe('/restablecer-login'));
    nuevaClave('corta');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/demasiado corto/)).toBeTruthy();
    nuevaClave('Nueva2026x', 'Otra2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/las contraseñas no coinciden/i)).toBeTruthy();
    expect(calls).toHaveLength(0);
    nuevaClave('Nueva2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await screen.findByText('Login de empresas con aviso 508');
    expect(calls).toEqual([{ url: RESTABLECER, body: { token: 'abc123', password: 'Nueva2026x', confirmacion: 'Nueva2026x' } }]);
  });

  it('an expired or used link (42) is in the banner and the card asks for a new one, the cursor in its field', async () => {
    answers[RESTABLECER] = { status: 42, datos: null };
    answers[RECUERDO] = { status: 505, datos: null };
    renderAt('/restablecer-login?token=usado');
    nuevaClave('Nueva2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(shownCode()).toBe(42));
    const campo = await screen.findByLabelText('CIF o nombre de usuario');
    await waitFor(() => expect(document.activeElement).toBe(campo));
    expect(screen.getByText(/Ese enlace ya no sirve/)).toBeTruthy();
    fill('CIF o nombre de usuario', 'B12345674');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(shownCode()).toBe(505));
  });

  it('"Pedir un enlace nuevo" under the form goes back to the reminder', async () => {
    renderAt('/restablecer-login?token=abc123');
    fireEvent.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
    expect(await screen.findByLabelText('CIF o nombre de usuario')).toBeTruthy();
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });
});

describe('/establecer-login', () => {
  it('sets the first password and goes to /login/empresas with 514, the token gone from the address', async () => {
    answers[ESTABLECER] = { status: 514, datos: null };
    renderAt('/establecer-login?token=nuevo1');
    await waitFor(() => expect(ubicacion).toBe('/establecer-login'));
    nuevaClave('Primera2026');
    fireEvent.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    await screen.findByText('Login de empresas con aviso 514');
    expect(calls).toEqual([{ url: ESTABLECER, body: { token: 'nuevo1', password: 'Primera2026', confirmacion: 'Primera2026' } }]);
  });

  it('43: says there is a password already, with the way in and the reminder', async () => {
    answers[ESTABLECER] = { status: 43, datos: null };
    renderAt('/establecer-login?token=nuevo1');
    nuevaClave('Primera2026');
    fireEvent.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    const titulo = await screen.findByRole('heading', { name: 'Ya tienes una contraseña' });
    expect(shownCode()).toBe(43);
    expect(document.activeElement).toBe(titulo);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login/empresas');
    expect(screen.getByRole('link', { name: 'He olvidado mi contraseña' }).getAttribute('href')).toBe('/restablecer-login');
  });

  it('42: the link no longer works; log in, reset, or write to the university (the reminder mails only contacts with a password)', async () => {
    answers[ESTABLECER] = { status: 42, datos: null };
    renderAt('/establecer-login?token=viejo');
    nuevaClave('Primera2026');
    fireEvent.click(screen.getByRole('button', { name: 'Establecer contraseña' }));
    expect(await screen.findByRole('heading', { name: 'El enlace ya no sirve' })).toBeTruthy();
    expect(shownCode()).toBe(42);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login/empresas');
    expect(screen.getByRole('link', { name: 'He olvidado mi contraseña' }).getAttribute('href')).toBe('/restablecer-login');
    const escribir = screen.getByRole('link', { name: /^Escribir a / });
    expect(escribir.getAttribute('href')).toBe(`mailto:${brandFixture().contacto.email}`);
  });

  it('without a token explains where the link comes from, and sends nothing', () => {
    renderAt('/establecer-login');
    expect(screen.getByRole('heading', { name: 'Abre esta página desde tu correo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login/empresas');
    expect(screen.getByRole('link', { name: 'He olvidado mi contraseña' }).getAttribute('href')).toBe('/restablecer-login');
    expect(screen.queryByRole('link', { name: /^Escribir a / })).toBeNull();
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
