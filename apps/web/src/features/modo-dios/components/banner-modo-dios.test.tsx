import '@/test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { entrarEnModoDios, expireSession, getSession, saveLogin } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import type { ServidorFalso } from '@/test/servidor-falso';
import { tokenExpiringIn } from '@/test/tokens';
import { BannerModoDios } from './banner-modo-dios';

const lucia = { token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false };
const modo = {
  gestor: 'sesion' as const,
  volverA: '/gestion/alumnos/5',
  motivo: 'No encuentra dónde subir el convenio',
  nombreGestor: 'Ana Gestora',
  como: { tipo: 'alumno' as const, nombre: 'Lucía García' },
};
let servidor: ServidorFalso;
/** The token each logout was called with. */
const logouts = () => servidor.llamadasA('logout').map((l) => l.headers.get('Authorization'));

afterEach(async () => {
  await changeLanguage('es');
});

function entrar(segundosGestor = 3600) {
  const gestor = tokenExpiringIn(segundosGestor, { role: 'gestor' }, Date.now());
  saveLogin({ token: gestor, conPracticas: false, conEmpleo: false, primerAcceso: false }, 'Gestor', { remember: true });
  entrarEnModoDios(lucia, 'Alumno', modo);
  return gestor;
}

function pintar() {
  ({ servidor } = renderApp(null, {
    ruta: '/cv',
    rutas: [
      { path: '/cv', element: <BannerModoDios /> },
      { path: '/gestion/alumnos/5', element: <h1>Ficha del estudiante</h1> },
      { path: '/login/gestion', element: <h1>Acceso del personal</h1> },
    ],
    servidor: { logout: null },
  }));
}

describe('BannerModoDios', () => {
  it('says who acts as whom and why, in a polite live region, with the way back', async () => {
    entrar();
    pintar();
    const estado = screen.getByRole('status');
    expect(estado.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(estado.textContent).toContain('Ana Gestora está actuando como Lucía García (estudiante)'));
    expect(estado.textContent).toContain('Motivo: No encuentra dónde subir el convenio');
    expect(screen.getByRole('button', { name: 'Volver a gestión' })).toBeTruthy();
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    entrar();
    pintar();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Ana Gestora is acting as Lucía García (student)'),
    );
    expect(screen.getByRole('button', { name: 'Back to the staff area' })).toBeTruthy();
  });

  it('is not there outside god mode', () => {
    saveLogin(lucia, 'Alumno', { remember: true });
    pintar();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('"Volver a gestión" ends the god-mode session, restores the staff one and returns to where it started', async () => {
    const gestor = entrar();
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a gestión' }));
    expect(await screen.findByRole('heading', { name: 'Ficha del estudiante' })).toBeTruthy();
    expect(getSession()).toMatchObject({ token: gestor, userType: 'Gestor', godMode: false, modoDios: null });
    await waitFor(() => expect(logouts()).toEqual([`Bearer ${lucia.token}`]));
  });

  it('with the staff session expired meanwhile, goes to /login/gestion', async () => {
    entrar(-60);
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a gestión' }));
    expect(await screen.findByRole('heading', { name: 'Acceso del personal' })).toBeTruthy();
    expect(getSession().token).toBeNull();
    await waitFor(() => expect(logouts()).toEqual([`Bearer ${lucia.token}`]));
  });

  it('after the god-mode session expired, still offers the way back', async () => {
    entrar();
    expireSession();
    pintar();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Ha terminado la sesión como Lucía García'));
    expect(screen.getByRole('button', { name: 'Volver a gestión' })).toBeTruthy();
  });
});
