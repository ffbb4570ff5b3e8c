import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { CLAVE_TOKEN_ENCUESTA, guardarEncuestaEnCurso, llamarEncuesta } from '../api/token-encuesta';
import { esPaginaDeEncuesta, useEncuestaObligatoriaPendiente } from '../hooks/use-encuesta-obligatoria-pendiente';
import { AvisoEncuestaObligatoria } from './aviso-encuesta-obligatoria';

const login = (godMode = false) =>
  saveLogin(
    { token: tokenExpiringIn(600, { sub: '41', role: 'alumno' }), conPracticas: true, conEmpleo: true, primerAcceso: false },
    'Alumno',
    { remember: true, godMode },
  );

const lista = [
  {
    idEncuesta: 3,
    titulo: 'Seguimiento de titulados 2026',
    descripcion: null,
    urlAcceso: 'seguimiento-titulados-2026',
    respuestaObligatoria: true,
    contestada: false,
    querystringValue: 'a2.abcdefghijklmnopqrstuv',
  },
];

function Prueba({ pathname }: { pathname: string }) {
  const { pendiente, retiene } = useEncuestaObligatoriaPendiente(pathname);
  return (
    <>
      <AvisoEncuestaObligatoria pendiente={pendiente} />
      {retiene ? null : <p>otros avisos</p>}
    </>
  );
}

function pintar(pathname: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Prueba pathname={pathname} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('mandatory survey popup (spec §4)', () => {
  it('holds a student with a pending mandatory survey; its only action opens the survey by the personal link', async () => {
    await changeLanguage('es');
    login();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: lista, mensaje: null }))),
    );
    pintar('/mis-candidaturas');
    const dialogo = await screen.findByRole('alertdialog', { name: 'Tienes una encuesta obligatoria' });
    expect(dialogo.textContent).toContain('Seguimiento de titulados 2026');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(screen.getByRole('link', { name: /Contestar ahora/ }).getAttribute('href')).toBe(
      '/encuestas/seguimiento-titulados-2026?acceso=a2.abcdefghijklmnopqrstuv',
    );
    // A student who cannot answer now can leave.
    expect(screen.getByRole('link', { name: /Cerrar sesión/ }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByText('otros avisos')).toBeNull();
  });

  it('on the survey page the popup hides, and the other popups still wait while the survey is open', async () => {
    await changeLanguage('es');
    login();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: lista, mensaje: null }))),
    );
    pintar('/encuesta');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('otros avisos')).toBeNull();
  });

  it('once the mandatory survey is answered the other popups may ask', async () => {
    login();
    const contestada = [{ ...lista[0], contestada: true }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: contestada, mensaje: null }))),
    );
    pintar('/');
    expect(await screen.findByText('otros avisos')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('never on the survey pages nor in god mode', async () => {
    expect(esPaginaDeEncuesta('/encuesta')).toBe(true);
    expect(esPaginaDeEncuesta('/encuestas/x/acceso')).toBe(true);
    expect(esPaginaDeEncuesta('/encuestas')).toBe(false);
    login(true);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: lista, mensaje: null })));
    vi.stubGlobal('fetch', fetchMock);
    pintar('/');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the survey client', () => {
  it('sends the survey token, never the portal one, kept under its own key', async () => {
    login();
    guardarEncuestaEnCurso({ token: 'token-de-encuesta', idEncuesta: 3, urlAcceso: 'x', rgpdPendiente: false });
    expect(window.sessionStorage.getItem(CLAVE_TOKEN_ENCUESTA)).toContain('token-de-encuesta');
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ status: 35, datos: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(llamarEncuesta('dameEncuesta', { id: 3 })).rejects.toMatchObject({ status: 35 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Encuestas/3');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-de-encuesta');
  });
});
