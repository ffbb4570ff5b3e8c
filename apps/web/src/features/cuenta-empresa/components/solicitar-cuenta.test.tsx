import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { SolicitarCuentaPage } from './solicitar-cuenta-page';

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer | Answer[]> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  // jsdom has no layout: the form helper and the steps scroll.
  Element.prototype.scrollIntoView = () => undefined;
  answers = { '/api/Dominios/dominiosList/es': { status: 0, datos: dominiosDePrueba } };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const answer = answers[url];
      const next = Array.isArray(answer) ? (answer.shift() ?? { status: 500, datos: null }) : answer;
      return new Response(JSON.stringify({ mensaje: null, ...(next ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const enviada = vi.fn();

function renderPage() {
  enviada.mockClear();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router: the page guards its unsaved steps with useBlocker.
  const router = createMemoryRouter([{ path: '/solicitar-cuenta', element: <SolicitarCuentaPage onEnviada={enviada} /> }], {
    initialEntries: ['/solicitar-cuenta'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const callsTo = (path: string) => calls.filter((c) => c.url === path);
const code = () => (getShownError() as { code?: number } | null)?.code;

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function pasoCif(cif = 'B12345674') {
  answers['/api/Alumno/compruebaCIF'] = { status: 0, datos: { existe: false, nombre: null } };
  fill('CIF', cif);
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  const titulo = await screen.findByRole('heading', { name: 'Datos de la empresa' });
  await waitFor(() => expect(document.activeElement).toBe(titulo));
}

async function pasoEmpresa() {
  fill(/^Nombre fiscal/, 'Ejemplo Soluciones S.L.');
  fill(/^Nombre comercial/, 'Ejemplo');
  await choose('Sector de actividad', 'Industria');
  await choose('Tipo de empresa', 'Empresa privada');
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
  await choose('Provincia', 'Valencia/València');
  fill('Localidad', 'valencia');
  fill('Código postal', '46021');
  fill(/^Dirección/, 'Avenida de Aragón, 30');
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  // A new step's form (not the last one's, reused) with focus on its heading.
  const titulo = await screen.findByRole('heading', { name: 'Persona de contacto' });
  await waitFor(() => expect(document.activeElement).toBe(titulo));
}

function rellenarContacto() {
  fill('Nombre', 'Ana');
  fill('Apellidos', 'Martín Soler');
  fill(/^DNI\/NIE/, '12345678Z');
  fill('Puesto', 'Responsable de selección');
  fill(/^Correo electrónico/, 'ana@ejemplo.es');
  fill('Teléfono', '600111222');
  fill(/^Nombre de usuario/, 'ana.martin');
}

// Whole forms with Radix parts in jsdom: seconds each on a busy machine.
describe('/solicitar-cuenta', { timeout: 30_000 }, () => {
  it('step 1: an empty CIF is refused by the form, a malformed one (33) is said on the field, not in the banner', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText('CIF').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.url.includes('compruebaCIF'))).toHaveLength(0);

    answers['/api/Alumno/compruebaCIF'] = { status: 33, datos: null };
    fill('CIF', 'B1234');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El formato del CIF no es correcto.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CIF')));
    expect(getShownError()).toBeNull();
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
  });

  it('a company already in the portal is named and the person is told how to get in; the sign-up stops', async () => {
    answers['/api/Alumno/compruebaCIF'] = { status: 0, datos: { existe: true, nombre: 'Innovación Levante S.L.' } };
    renderPage();
    fill('CIF', 'B12345674');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const titulo = await screen.findByText('Innovación Levante S.L. ya tiene cuenta en el portal');
    const aviso = titulo.closest('[role="status"]') as HTMLElement;
    expect(within(aviso).getByRole('link', { name: 'recupera tu contraseña' }).getAttribute('href')).toBe('/restablecer-login');
    expect(within(aviso).getByRole('link', { name: 'entra en el acceso de empresas' }).getAttribute('href')).toBe(
      '/login/empresas',
    );
    expect(callsTo('/api/Alumno/compruebaCIF')[0]?.body).toEqual({ cif: 'B12345674' });
    expect(screen.queryByRole('heading', { name: 'Datos de la empresa' })).toBeNull();
  });

  it('goes through the three steps, keeps data going back, checks the e-mail and sends the contract input (503 handed on)', async () => {
    renderPage();
    await pasoCif();
    expect(screen.getByText('Paso 2 de 3')).toBeTruthy();
    // Every required field is named at once, the province too (a refinement the form says with the rest).
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nombre fiscal/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('combobox', { name: 'Provincia' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: '¿Es una startup?' }).getAttribute('aria-invalid')).toBe('true');
    await pasoEmpresa();

    // The contact's address starts as the company's.
    expect((screen.getByLabelText('Código postal') as HTMLInputElement).value).toBe('46021');
    rellenarContacto();
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    await screen.findByRole('heading', { name: 'Datos de la empresa' });
    expect((screen.getByLabelText(/^Nombre fiscal/) as HTMLInputElement).value).toBe('Ejemplo Soluciones S.L.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Persona de contacto' });
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');

    // Privacy first.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Debes aceptar la política de privacidad')).toBeTruthy();
    expect(callsTo('/api/Alumno/compruebaEmailContactoEmpresa')).toHaveLength(0);

    answers['/api/Alumno/compruebaEmailContactoEmpresa'] = { status: 0, datos: null };
    answers['/api/Publico/solicitarCuentaEmpresa'] = { status: 503, datos: null };
    fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(enviada).toHaveBeenCalledOnce());
    expect(callsTo('/api/Alumno/compruebaEmailContactoEmpresa')[0]?.body).toEqual({ cif: 'B12345674', email: 'ana@ejemplo.es' });
    const [envio] = callsTo('/api/Publico/solicitarCuentaEmpresa');
    expect(envio?.body).toMatchObject({
      aceptaPrivacidad: true,
      empresa: {
        cif: 'B12345674',
        nombreFiscal: 'Ejemplo Soluciones S.L.',
        idSector: 3,
        idTipoEmpresa: 1,
        startup: false,
        idPais: 1,
        idProvincia: 46,
        idLocalidad: 250,
        localidad: 'valencia',
      },
      contacto: {
        nombre: 'Ana',
        nif: '12345678Z',
        nick: 'ana.martin',
        email: 'ana@ejemplo.es',
        tipoContacto: [9],
        idProvincia: 46,
      },
    });
    // 503 is the login page's to show.
    expect(getShownError()).toBeNull();
  });

  it('an e-mail of another company (44) is said on the e-mail field and nothing is sent', async () => {
    renderPage();
    await pasoCif();
    await pasoEmpresa();
    rellenarContacto();
    fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    answers['/api/Alumno/compruebaEmailContactoEmpresa'] = { status: 44, datos: null };
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Ese correo electrónico pertenece a un contacto de otra empresa.')).toBeTruthy();
    expect(callsTo('/api/Publico/solicitarCuentaEmpresa')).toHaveLength(0);
    expect(code()).toBeUndefined();
    expect(enviada).not.toHaveBeenCalled();
  });
});
