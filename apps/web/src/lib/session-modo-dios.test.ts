import '@/test/setup';
import { describe, expect, it } from 'vitest';
import { tokenExpiringIn } from '@/test/tokens';
import { clearSession, entrarEnModoDios, getSession, restoreSession, salirDeModoDios, saveLogin, takeReturnUrl } from './session';

/** God mode in the browser (decision 038): the staff session aside, the impersonated one stored, and back. */
const gestor = {
  token: tokenExpiringIn(3600, { sub: '7', role: 'gestor', unique_name: 'Ana', family_name: 'Gestora' }),
  conPracticas: false,
  conEmpleo: false,
  primerAcceso: false,
};
const lucia = { token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false };
const modo = {
  gestor: 'sesion' as const,
  volverA: '/gestion/alumnos/12?pestana=cv',
  motivo: 'No encuentra dónde subir el convenio',
  nombreGestor: 'Ana Gestora',
  como: { tipo: 'alumno' as const, nombre: 'Lucía García' },
};

describe('modo dios: la sesión del personal queda aparte', () => {
  it('entrar guarda la del personal, usa la del estudiante con la marca godMode, y sobrevive a recargar', () => {
    saveLogin(gestor, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', modo);
    const session = getSession();
    expect(session.token).toBe(lucia.token);
    expect(session.userType).toBe('Alumno');
    expect(session.godMode).toBe(true);
    expect(session.hasPracticas).toBe(true);
    expect(session.modoDios).toMatchObject({
      volverA: '/gestion/alumnos/12?pestana=cv',
      motivo: 'No encuentra dónde subir el convenio',
      gestor: 'Ana Gestora',
      como: { tipo: 'alumno', nombre: 'Lucía García' },
      guardada: { token: gestor.token, userType: 'Gestor', remember: 'true' },
    });
    // A reload (the same tab: the live marker is there) keeps both sessions.
    restoreSession();
    expect(getSession().token).toBe(lucia.token);
    expect(getSession().modoDios?.guardada.token).toBe(gestor.token);
  });

  it('volver restaura la sesión del personal tal como era y dice adónde ir', () => {
    saveLogin(gestor, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', modo);
    const vuelta = salirDeModoDios();
    expect(vuelta).toEqual({ destino: '/gestion/alumnos/12?pestana=cv', tokenDios: lucia.token, vigente: true });
    const session = getSession();
    expect(session.token).toBe(gestor.token);
    expect(session.userType).toBe('Gestor');
    expect(session.godMode).toBe(false);
    expect(session.modoDios).toBeNull();
    expect(window.localStorage.getItem('remember')).toBe('true');
  });

  it('con la sesión del personal caducada, volver lleva a /login/gestion y después a la página de origen', () => {
    const caducado = { ...gestor, token: tokenExpiringIn(3600, { role: 'gestor' }, Date.now() - 7_200_000) };
    saveLogin(caducado, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', modo);
    const vuelta = salirDeModoDios();
    expect(vuelta).toEqual({ destino: '/login/gestion', tokenDios: lucia.token, vigente: false });
    expect(getSession().token).toBeNull();
    expect(getSession().modoDios).toBeNull();
    expect(takeReturnUrl('Gestor')).toBe('/gestion/alumnos/12?pestana=cv');
  });

  it('desde /gma2019, la sesión aparte es el login de esa página, que no se recuerda', () => {
    entrarEnModoDios(lucia, 'Alumno', { ...modo, gestor, volverA: '/gestion' });
    expect(getSession().modoDios?.guardada).toMatchObject({ token: gestor.token, userType: 'Gestor', remember: 'false' });
    expect(window.localStorage.getItem('remember')).toBe('false');
    expect(salirDeModoDios().destino).toBe('/gestion');
    expect(getSession().userType).toBe('Gestor');
  });

  it('otro inicio de sesión o cerrar sesión olvida el modo dios', () => {
    saveLogin(gestor, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', modo);
    saveLogin(lucia, 'Alumno', { remember: true });
    expect(getSession().modoDios).toBeNull();
    saveLogin(gestor, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', modo);
    clearSession();
    expect(getSession().modoDios).toBeNull();
    expect(window.localStorage.getItem('sesionGestor')).toBeNull();
  });

  it('un registro ilegible no es modo dios', () => {
    window.localStorage.setItem('sesionGestor', '{"volverA":"/gestion"}');
    restoreSession();
    expect(getSession().modoDios).toBeNull();
    window.localStorage.setItem('sesionGestor', '{roto');
    restoreSession();
    expect(getSession().modoDios).toBeNull();
  });

  it('una ruta de vuelta que sale del portal se cambia por /gestion', () => {
    saveLogin(gestor, 'Gestor', { remember: true });
    entrarEnModoDios(lucia, 'Alumno', { ...modo, volverA: '//malo.example/x' });
    expect(salirDeModoDios().destino).toBe('/gestion');
  });
});
