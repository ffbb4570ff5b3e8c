import '@/test/setup';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { getShownError, showError } from '@/lib/error-banner-store';
import { renderApp } from '@/test/render-app';
import { aviso, type Manejadores, rechazo, type ServidorFalso } from '@/test/servidor-falso';
import { RegistroPage } from './registro-page';
import { RestablecerCandidatoPage } from './restablecer-page';

let servidor: ServidorFalso;
const calls = () => servidor.llamadas;

beforeEach(() => {
  // jsdom has no layout: the form helper scrolls to the first invalid field.
  Element.prototype.scrollIntoView = () => undefined;
});

function Login() {
  const state = useLocation().state as { aviso?: number } | null;
  return <p>Login con aviso {state?.aviso}</p>;
}

/** The address the page left, to check the link's token does not stay in it. */
function Direccion() {
  return <output data-testid="direccion">{useLocation().search}</output>;
}

function renderAt(path: string, manejadores: Manejadores = {}) {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (e) => (isApiError(e) ? showError(e.status, e.mensaje) : undefined) }),
  });
  ({ servidor } = renderApp(null, {
    ruta: path,
    queryClient,
    servidor: manejadores,
    rutas: [
      { path: '/registro', element: <RegistroPage /> },
      {
        path: '/restablecer-candidato',
        element: (
          <>
            <RestablecerCandidatoPage />
            <Direccion />
          </>
        ),
      },
      { path: '/login', element: <Login /> },
    ],
  }));
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/registro', () => {
  it('refuses an empty form field by field, privacy included, without calling the API', async () => {
    renderAt('/registro');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByLabelText('DNI/NIE').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Debes aceptar la política de privacidad')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'política de privacidad' }).getAttribute('href')).toBe('/politica-de-privacidad');
    expect(calls()).toHaveLength(0);
  });

  it('sends the contract input and goes to /login with 504', async () => {
    renderAt('/registro', { registrarUsuario: aviso(504) });
    fill('DNI/NIE', '12345678z');
    fill('Correo electrónico', 'irene@ejemplo.es');
    fill('Nombre', 'Irene');
    fill('Primer apellido', 'Soto');
    fill('Contraseña', 'Clave2026x');
    fill('Repite la contraseña', 'Clave2026x');
    fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByText('Login con aviso 504');
    expect(calls()[0]?.body).toMatchObject({ email: 'irene@ejemplo.es', nombre: 'Irene', aceptaPrivacidad: true });
    expect(calls()[0]?.body).not.toHaveProperty('apellido2');
  });

  it('a refusal of the server (16) is shown in the banner and the form stays', async () => {
    renderAt('/registro', { registrarUsuario: rechazo(16) });
    fill('DNI/NIE', '12345678Z');
    fill('Correo electrónico', 'lucia@ejemplo.es');
    fill('Nombre', 'Lucía');
    fill('Primer apellido', 'García');
    fill('Contraseña', 'Clave2026x');
    fill('Repite la contraseña', 'Clave2026x');
    fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect((getShownError() as { code?: number } | null)?.code).toBe(16));
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
  });
});

describe('/restablecer-candidato', () => {
  it('without a token asks for the user and shows 505', async () => {
    renderAt('/restablecer-candidato', { solicitarReseteoPassword: aviso(505) });
    fill('DNI/NIE o correo electrónico', 'nadie@ejemplo.es');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect((getShownError() as { code?: number } | null)?.code).toBe(505));
    expect(calls()[0]?.body).toEqual({ usuario: 'nadie@ejemplo.es' });
  });

  it('with ?token= sets the new password (mismatch refused first) and goes to /login with 508', async () => {
    renderAt('/restablecer-candidato?token=abc123', { restablecerPassword: aviso(508) });
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe(''));
    fill('Nueva contraseña', 'Nueva2026x');
    fill('Repite la nueva contraseña', 'Otra2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/las contraseñas no coinciden/i)).toBeTruthy();
    fill('Repite la nueva contraseña', 'Nueva2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await screen.findByText('Login con aviso 508');
    expect(calls()[0]?.body).toEqual({ token: 'abc123', password: 'Nueva2026x', confirmacion: 'Nueva2026x' });
  });
});
