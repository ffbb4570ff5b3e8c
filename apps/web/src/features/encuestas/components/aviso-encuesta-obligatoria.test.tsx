import '@/test/setup';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { saveLogin } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { type Manejadores, rechazo, servidorFalso } from '@/test/servidor-falso';
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

const pintar = (pathname: string, servidor: Manejadores) => renderApp(<Prueba pathname={pathname} />, { servidor }).servidor;

afterEach(() => {
  window.sessionStorage.clear();
});

describe('mandatory survey popup (spec §4)', () => {
  it('holds a student with a pending mandatory survey; its only action opens the survey by the personal link', async () => {
    await changeLanguage('es');
    login();
    pintar('/mis-candidaturas', { dameEncuestasUsuario: lista });
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
    pintar('/encuesta', { dameEncuestasUsuario: lista });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('otros avisos')).toBeNull();
  });

  it('once the mandatory survey is answered the other popups may ask', async () => {
    login();
    const contestada = [{ ...lista[0], contestada: true }];
    pintar('/', { dameEncuestasUsuario: contestada });
    expect(await screen.findByText('otros avisos')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('never on the survey pages nor in god mode', async () => {
    expect(esPaginaDeEncuesta('/encuesta')).toBe(true);
    expect(esPaginaDeEncuesta('/encuestas/x/acceso')).toBe(true);
    expect(esPaginaDeEncuesta('/encuestas')).toBe(false);
    login(true);
    const servidor = pintar('/', { dameEncuestasUsuario: lista });
    await waitFor(() => expect(servidor.llamadas).toEqual([]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the survey client', () => {
  it('sends the survey token, never the portal one, kept under its own key', async () => {
    login();
    guardarEncuestaEnCurso({ token: 'token-de-encuesta', idEncuesta: 3, urlAcceso: 'x', rgpdPendiente: false });
    expect(window.sessionStorage.getItem(CLAVE_TOKEN_ENCUESTA)).toContain('token-de-encuesta');
    const servidor = servidorFalso({ dameEncuesta: rechazo(35) });
    await expect(llamarEncuesta('dameEncuesta', { id: 3 })).rejects.toMatchObject({ status: 35 });
    const [llamada] = servidor.llamadas;
    expect(llamada?.url).toBe('/api/Encuestas/3');
    expect(llamada?.headers.get('Authorization')).toBe('Bearer token-de-encuesta');
  });
});
