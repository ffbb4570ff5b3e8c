import '@/test/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorOnRouteChange, getShownError, showCustomError, showError } from '@/lib/error-banner-store';
import { saveLogin } from '@/lib/session';
import { type ServidorFalso, servidorFalso } from '@/test/servidor-falso';
import { tokenExpiringIn } from '@/test/tokens';
import { ErrorBanner } from './error-banner';

vi.mock('@puente/contract/errors/catalogue', async (importOriginal) => {
  const original = await importOriginal<typeof import('@puente/contract/errors/catalogue')>();
  // One invented entry to exercise the "open in a new tab" branch, which no real code uses yet.
  const external = {
    code: 9001,
    category: 'medium' as const,
    es: { titulo: 'Documento externo', cuerpo: 'Ábrelo aparte.', boton: 'Abrir' },
    en: { titulo: 'External document', cuerpo: 'Open it separately.', boton: 'Open' },
    destino: 'https://example.org/guia.pdf',
    nuevaPestana: true,
  };
  return { ...original, catalogueEntry: (code: number) => (code === 9001 ? external : original.catalogueEntry(code)) };
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorBanner />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
let servidor: ServidorFalso;

beforeEach(() => {
  // No handler: the banner calls nothing, and any request fails the test.
  servidor = servidorFalso({});
});

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('ErrorBanner', () => {
  it('shows nothing without an error', () => {
    renderAt('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a medium error with the server message and lets the user close it', () => {
    renderAt('/login');
    act(() => showError(3, 'Usuario o contraseña incorrectos (servidor)'));
    expect(screen.getByRole('alert').textContent).toContain('Usuario o contraseña incorrectos (servidor)');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('uses the catalogue body when the code does not take the server message', () => {
    renderAt('/');
    act(() => showError(4, 'texto interno que no debe verse'));
    expect(screen.getByText('Oferta no encontrada')).toBeTruthy();
    expect(screen.queryByText('texto interno que no debe verse')).toBeNull();
  });

  it('code 49 shows the server text, worded for whoever reads it (the company: the student has to answer)', () => {
    renderAt('/');
    const paraEmpresa = 'La candidatura está «Preinscrita (pendiente del estudiante)» y ya no puede cambiar de estado.';
    act(() => showError(49, paraEmpresa));
    expect(screen.getByRole('alert').textContent).toContain(paraEmpresa);
    expect(screen.getByRole('alert').textContent).not.toContain('tu respuesta');
  });

  it('gives an important error no close button and logs the user out', () => {
    saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
      remember: true,
    });
    renderAt('/cv');
    act(() => showError(32));
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(where()).toBe('/logout');
  });

  it('navigates to the destination of the entry', () => {
    renderAt('/cv');
    act(() => showError(2));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(where()).toBe('/login');
    expect(getShownError()).toBeNull();
  });

  it('leaves a lost staff session on the staff login, where the end of the session sent it', () => {
    renderAt('/login/gestion');
    act(() => showError(2));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(where()).toBe('/login/gestion');
    expect(getShownError()).toBeNull();
  });

  it('opens a flagged destination in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/cv');
    act(() => showError(9001));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(open).toHaveBeenCalledWith('https://example.org/guia.pdf', '_blank', 'noopener,noreferrer');
    expect(where()).toBe('/cv');
    open.mockRestore();
  });

  it('shows a custom error with its title, message and Aceptar', () => {
    renderAt('/');
    act(() => showCustomError('Requisitos no cumplidos', 'Te faltan 12 créditos.'));
    expect(screen.getByText('Requisitos no cumplidos')).toBeTruthy();
    expect(screen.getByText('Te faltan 12 créditos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on the survey pages the button only clears the error', () => {
    renderAt('/encuestas/satisfaccion-2026');
    act(() => showError(2));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(where()).toBe('/encuestas/satisfaccion-2026');
    expect(getShownError()).toBeNull();
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('en');
    renderAt('/');
    act(() => showError(2));
    expect(screen.getByText('Session expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('error banner store', () => {
  it('keeps error 2 across route changes and clears the others', () => {
    showError(2);
    clearErrorOnRouteChange();
    expect(getShownError()).toMatchObject({ code: 2 });
    showError(4);
    clearErrorOnRouteChange();
    expect(getShownError()).toBeNull();
  });

  it('only holds state: showing a code starts no request (reports are app/show-api-error.ts)', async () => {
    showError(500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getShownError()).toMatchObject({ code: 500 });
    expect(servidor.llamadas).toEqual([]);
  });
});
