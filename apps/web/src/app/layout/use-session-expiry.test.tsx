import '@/test/setup';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { getSession, saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { msUntilExpiry, useSessionExpiry } from './use-session-expiry';

function Probe() {
  useSessionExpiry();
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const login = (seconds: number) =>
  saveLogin({ token: tokenExpiringIn(seconds), conPracticas: false, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionExpiry', () => {
  it('ends the session when exp is reached: token and user type cleared, error 2, /login', () => {
    login(60);
    render(
      <MemoryRouter initialEntries={['/mis-practicas']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(59_000));
    expect(getSession().token).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(getSession().token).toBeNull();
    expect(getSession().userType).toBeNull();
    expect(getShownError()).toMatchObject({ code: 2 });
    expect(window.localStorage.getItem('returnUrl')).toBe('/mis-practicas');
    // Expiry is not a logout: other keys stay.
    expect(window.localStorage.getItem('hasEmpleo')).toBe('true');
  });

  it('sends staff to their own login, keeping the staff path', () => {
    saveLogin(
      { token: tokenExpiringIn(60, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
      'Gestor',
      {
        remember: true,
      },
    );
    render(
      <MemoryRouter initialEntries={['/gestion/equipo']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('where').textContent).toBe('/login/gestion');
    expect(getSession().token).toBeNull();
    expect(getShownError()).toMatchObject({ code: 2 });
    expect(window.localStorage.getItem('returnUrl')).toBe('/gestion/equipo');
  });

  it('does nothing without a session', () => {
    render(
      <MemoryRouter initialEntries={['/politica-de-cookies']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(24 * 3600 * 1000));
    expect(screen.getByTestId('where').textContent).toBe('/politica-de-cookies');
    expect(getShownError()).toBeNull();
  });

  it('computes the delay from exp in seconds', () => {
    expect(msUntilExpiry(1_000, 990_000)).toBe(10_000);
    expect(msUntilExpiry(1_000, 2_000_000)).toBe(0);
  });
});
