import '@/test/setup';
import { describe, expect, it } from 'vitest';
import { tokenExpiringIn } from '@/test/tokens';
import { isExpired, readClaims } from './jwt';
import {
  clearSession,
  displayName,
  expireSession,
  firstName,
  getSession,
  guardarNombreUsuario,
  portalUserType,
  rememberReturnUrl,
  restoreSession,
  saveLogin,
  studentType,
  takeReturnUrl,
} from './session';

const datos = { token: tokenExpiringIn(600), conPracticas: true, conEmpleo: false, primerAcceso: true };

describe('session storage', () => {
  it('stores the keys of spec §3 and reads the name from the token', () => {
    saveLogin(datos, 'Alumno', { remember: true });
    const session = getSession();
    expect(session.userType).toBe('Alumno');
    expect(displayName(session)).toBe('Lucía García');
    expect(studentType(session)).toBe('UTP');
    expect(window.localStorage.getItem('hasEmpleo')).toBe('false');
    expect(window.localStorage.getItem('primerAcceso')).toBe('true');
    expect(window.localStorage.getItem('loggedby')).toBe('server');
    expect(window.localStorage.getItem('godMode')).toBeNull();
  });

  it('greets by the name saved in Mi CV until the next login (spec §3 Session)', () => {
    saveLogin(datos, 'Alumno', { remember: true });
    guardarNombreUsuario({ nombre: 'Lucía María', apellido1: 'García', apellido2: 'Pérez' });
    expect(displayName(getSession())).toBe('Lucía María García Pérez');
    expect(firstName(getSession())).toBe('Lucía María');
    guardarNombreUsuario({ nombre: 'Lu', apellido1: 'García', apellido2: null });
    expect(displayName(getSession())).toBe('Lu García');
    saveLogin(datos, 'Alumno', { remember: true });
    expect(displayName(getSession())).toBe('Lucía García');
    expect(firstName(getSession())).toBe('Lucía');
  });

  it('ignores a stored name it cannot read', () => {
    saveLogin(datos, 'Alumno', { remember: true });
    window.localStorage.setItem('nombreUsuario', '{roto');
    restoreSession();
    expect(displayName(getSession())).toBe('Lucía García');
  });

  it('knows a staff session, which is no portal user', () => {
    saveLogin({ ...datos, token: tokenExpiringIn(600, { role: 'gestor' }) }, 'Gestor', { remember: true });
    const session = getSession();
    expect(session.userType).toBe('Gestor');
    expect(session.claims?.role).toBe('gestor');
    expect(portalUserType(session)).toBeNull();
    saveLogin(datos, 'Empresa', { remember: true });
    expect(portalUserType()).toBe('Empresa');
  });

  it('logout clears everything but the cookie decision', () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    window.localStorage.setItem('language', 'en');
    saveLogin(datos, 'Empresa', { remember: true, godMode: true });
    clearSession();
    expect({ ...window.localStorage }).toEqual({ cookiesAccepted: 'true' });
    expect(getSession().token).toBeNull();
  });

  it('expiry clears only the token and the user type', () => {
    window.localStorage.setItem('language', 'en');
    saveLogin(datos, 'Alumno', { remember: true });
    expireSession();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userType')).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(window.localStorage.getItem('hasPracticas')).toBe('true');
  });

  it('forgets a session the user did not ask to remember once the browser was closed', () => {
    saveLogin(datos, 'Alumno', { remember: false });
    window.sessionStorage.clear(); // what closing the browser does
    restoreSession();
    expect(getSession().token).toBeNull();
  });

  it('keeps a remembered session across browser restarts', () => {
    saveLogin(datos, 'Alumno', { remember: true });
    window.sessionStorage.clear();
    restoreSession();
    expect(getSession().token).toBe(datos.token);
  });

  it('returns the stored path once and never an external one', () => {
    window.localStorage.setItem('returnUrl', '/cv?x=1');
    expect(takeReturnUrl()).toBe('/cv?x=1');
    expect(takeReturnUrl()).toBe('/');
    window.localStorage.setItem('returnUrl', '//malicioso.example/');
    expect(takeReturnUrl()).toBe('/');
    // Browsers read "/\\host" and "/<tab>/host" as "//host": neither is the portal's.
    for (const ajena of ['/\\malicioso.example', '/\t/malicioso.example']) {
      window.localStorage.setItem('returnUrl', ajena);
      expect(takeReturnUrl()).toBe('/');
    }
    rememberReturnUrl('/\\malicioso.example');
    expect(window.localStorage.getItem('returnUrl')).toBeNull();
  });

  it('returns staff to their area and never the portal users to it', () => {
    window.localStorage.setItem('returnUrl', '/gestion/equipo');
    expect(takeReturnUrl('Gestor')).toBe('/gestion/equipo');
    expect(takeReturnUrl('Gestor')).toBe('/gestion');
    window.localStorage.setItem('returnUrl', '/cv');
    expect(takeReturnUrl('Gestor')).toBe('/gestion');
    window.localStorage.setItem('returnUrl', '/gestion');
    expect(takeReturnUrl('Alumno')).toBe('/');
  });
});

describe('token claims', () => {
  it('reads exp in seconds and treats unreadable tokens as expired', () => {
    const now = Date.now();
    expect(isExpired(readClaims(tokenExpiringIn(10, {}, now)), now)).toBe(false);
    expect(isExpired(readClaims(tokenExpiringIn(-1, {}, now)), now)).toBe(true);
    expect(isExpired(readClaims(tokenExpiringIn(0, {}, now)), now)).toBe(true);
    expect(readClaims('basura')).toBeNull();
    expect(readClaims(tokenExpiringIn(10, { role: 'gestor' }))?.role).toBe('gestor');
    expect(readClaims(tokenExpiringIn(10, { role: 'superusuario' }))?.role).toBeUndefined();
    expect(isExpired(null)).toBe(true);
  });
});
