import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { getShownError, showError } from '@/lib/error-banner-store';
import { getSession } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { StaffLoginPage } from './staff-login-page';

type Answer = { status: number; datos: unknown; mensaje?: string | null };
let answer: Answer;
const calls: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  // jsdom has no layout: the refused submit scrolls its first field into view.
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : {} });
      return new Response(JSON.stringify({ mensaje: null, ...answer }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderStaffLogin(start = '/login/gestion') {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (e) => (isApiError(e) ? showError(e.status, e.mensaje) : undefined) }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="/login/gestion" element={<StaffLoginPage heading={<h1>Acceso del personal</h1>} />} />
          <Route path="/gestion" element={<p>Pendiente</p>} />
          <Route path="/gestion/equipo" element={<p>Equipo</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function submit(usuario: string, password = 'Puente2026') {
  fireEvent.input(screen.getByLabelText(/Usuario o e-mail/), { target: { value: usuario } });
  fireEvent.input(screen.getByLabelText(/^Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

const loginDatos = {
  token: tokenExpiringIn(3600, { role: 'gestor' }),
  textoCortoRGPD: null,
  linkExternoRGPD: null,
  conPracticas: false,
  conEmpleo: false,
  primerAcceso: false,
};

describe('staff login', () => {
  it('signs a member in at /api/Gestion/logaUsuario and lands on /gestion', async () => {
    answer = { status: 0, datos: loginDatos };
    renderStaffLogin();
    submit('  gestor.demo ');
    await screen.findByText('Pendiente');
    expect(calls[0]?.url).toBe('/api/Gestion/logaUsuario');
    expect(calls[0]?.body).toEqual({ eUsuario: 'gestor.demo', ePassword: 'Puente2026' });
    expect(getSession().userType).toBe('Gestor');
    expect(window.localStorage.getItem('remember')).toBe('true');
  });

  it('returns to the staff page that asked for the login', async () => {
    window.localStorage.setItem('returnUrl', '/gestion/equipo');
    answer = { status: 0, datos: loginDatos };
    renderStaffLogin();
    submit('gestor.demo');
    await screen.findByText('Equipo');
  });

  it('checks the fields as the other logins do, without calling the API', async () => {
    renderStaffLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the attempt limit (48) in the banner, stores nothing and gives the focus back to the user field', async () => {
    answer = { status: 48, datos: null, mensaje: 'Demasiados intentos. Espera 15 minutos.' };
    renderStaffLogin();
    submit('gestor.demo', 'mala');
    await waitFor(() =>
      expect(getShownError()).toEqual({ kind: 'code', code: 48, mensaje: 'Demasiados intentos. Espera 15 minutos.' }),
    );
    expect(getSession().token).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Usuario o e-mail/)));
  });

  it('offers no university sign-on, which is for students', () => {
    renderStaffLogin();
    expect(screen.queryByText(/cuenta de la universidad/)).toBeNull();
    expect(screen.getByRole('link', { name: '¿Eres estudiante o empresa? Entra aquí' }).getAttribute('href')).toBe('/login');
  });
});
