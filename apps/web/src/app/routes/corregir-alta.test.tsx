import '@/test/setup';
import type { AltaRechazada } from '@puente/contract/empresa-cuenta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import CorregirAltaRoute from './corregir-alta';

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer | Answer[]> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const LEER = '/api/Publico/altaEmpresaRechazada';
const REENVIAR = '/api/Publico/reenviarAltaEmpresa';
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

const alta: AltaRechazada = {
  empresa: {
    cif: 'B12345674',
    nombreFiscal: 'Naranjas del Turia S.L.',
    nombreComercial: 'Naranjas Turia',
    idSector: 3,
    idTipoEmpresa: 1,
    startup: true,
    direccion: 'Avenida del Puerto 200',
    cp: '46023',
    idPais: 1,
    idProvincia: 46,
    provincia: null,
    idLocalidad: 250,
    localidad: 'València',
    telefono: '961234567',
    web: 'https://naranjas.example.es',
    descripcion: 'Cooperativa citrícola.',
    iban: null,
  },
  contacto: {
    nick: 'marta.turia',
    nombre: 'Marta',
    apellidos: 'Ibáñez Ruiz',
    puesto: 'Directora de personas',
    nif: '12345678Z',
    email: 'marta@gmail.example.com',
    telefono1: '612345678',
    telefono2: null,
    departamento: 'Personas',
    direccion: 'Calle de la Paz 10',
    cp: '46003',
    idPais: 1,
    idProvincia: 46,
    provincia: null,
    idLocalidad: 250,
    localidad: 'València',
    tipoContacto: [9],
    aniosForoEmpleo: [],
  },
  motivo: {
    idMotivo: 'correoPersonal',
    etiqueta: 'El correo de contacto es personal, no de la empresa',
    detalle: 'Usad una dirección de la empresa.',
  },
  rechazadaEn: '2026-11-20T10:00:00.000Z',
  caduca: '2026-12-20T10:00:00.000Z',
};

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

function renderRuta(entrada = `/alta-empresa/corregir?token=${TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/alta-empresa/corregir', element: <CorregirAltaRoute /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    { initialEntries: [entrada] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);
const continuar = () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

/** From the link to the contact step, every field as the company sent it. */
async function hastaContacto() {
  await screen.findByRole('heading', { name: 'Por qué no se aceptó la solicitud' });
  answers['/api/Alumno/compruebaCIF'] = { status: 0, datos: { existe: true, nombre: alta.empresa.nombreFiscal } };
  expect((screen.getByLabelText('CIF') as HTMLInputElement).value).toBe('B12345674');
  continuar();
  // Its own CIF is in the portal: no "already has an account", on to the company's data.
  const empresa = await screen.findByRole('heading', { name: 'Datos de la empresa' });
  await waitFor(() => expect(document.activeElement).toBe(empresa));
  expect((screen.getByLabelText(/^Nombre fiscal/) as HTMLInputElement).value).toBe('Naranjas del Turia S.L.');
  fireEvent.change(screen.getByLabelText(/^Nombre comercial/), { target: { value: 'Naranjas del Turia' } });
  continuar();
  const contacto = await screen.findByRole('heading', { name: 'Persona de contacto' });
  await waitFor(() => expect(document.activeElement).toBe(contacto));
  expect((screen.getByLabelText(/^Correo electrónico/) as HTMLInputElement).value).toBe('marta@gmail.example.com');
  expect((screen.getByLabelText(/^Nombre de usuario/) as HTMLInputElement).value).toBe('marta.turia');
  fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'marta@naranjas.example.es' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
}

// Whole forms with Radix parts in jsdom, three steps walked: seconds each, tens on a busy machine.
describe('/alta-empresa/corregir', { timeout: 60_000 }, () => {
  it('shows the reason, the sign-up as sent, resends it corrected with the token and confirms', async () => {
    answers[LEER] = { status: 0, datos: alta };
    answers[REENVIAR] = { status: 528, datos: null };
    const router = renderRuta();
    // The token leaves the address once read.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo(LEER)[0]?.body).toEqual({ token: TOKEN });

    expect(await screen.findByText('El correo de contacto es personal, no de la empresa')).toBeTruthy();
    expect(screen.getByText('Usad una dirección de la empresa.')).toBeTruthy();
    expect(screen.getByText(/enviar la solicitud de nuevo una sola vez/)).toBeTruthy();
    expect(screen.getByText('El enlace sirve hasta el 20/12/2026.')).toBeTruthy();
    expect(screen.getByText(/Es el CIF con el que enviaste la solicitud/)).toBeTruthy();

    await hastaContacto();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar la solicitud' }));

    const titulo = await screen.findByRole('heading', { name: 'Solicitud reenviada' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.getByRole('status').textContent).toContain('marta@naranjas.example.es');
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    // Its own e-mail is not checked as a new sign-up's would be (it would answer 29).
    expect(callsTo('/api/Alumno/compruebaEmailContactoEmpresa')).toHaveLength(0);
    const [enviado] = callsTo(REENVIAR);
    expect(enviado?.body).toMatchObject({
      token: TOKEN,
      aceptaPrivacidad: true,
      empresa: { cif: 'B12345674', nombreFiscal: 'Naranjas del Turia S.L.', nombreComercial: 'Naranjas del Turia' },
      contacto: { email: 'marta@naranjas.example.es', nick: 'marta.turia', nombre: 'Marta' },
    });
    expect(getShownError()).toBeNull();
  });

  it('a CIF already taken by another company (8) takes the person back to the CIF step, said on the field', async () => {
    answers[LEER] = { status: 0, datos: alta };
    answers[REENVIAR] = { status: 8, datos: null };
    renderRuta();
    await hastaContacto();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar la solicitud' }));
    await screen.findByRole('heading', { name: 'El CIF de tu empresa' });
    await waitFor(() => expect(screen.getByLabelText('CIF').getAttribute('aria-invalid')).toBe('true'));
  });

  it('a link used meanwhile: the resend says so instead of the form', async () => {
    answers[LEER] = { status: 0, datos: alta };
    answers[REENVIAR] = { status: 42, datos: { enlace: 'usado' } };
    renderRuta();
    await hastaContacto();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar la solicitud' }));
    const titulo = await screen.findByRole('heading', { name: 'Este enlace ya se usó' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.queryByRole('button', { name: 'Reenviar la solicitud' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it.each([
    ['usado', 'Este enlace ya se usó'],
    ['caducado', 'El enlace ha caducado'],
    ['desconocido', 'El enlace no es válido'],
  ])('a link %s opens no form and says so', async (enlace, titulo) => {
    answers[LEER] = { status: 42, datos: { enlace } };
    renderRuta();
    expect(await screen.findByRole('heading', { name: titulo })).toBeTruthy();
    expect(screen.queryByLabelText('CIF')).toBeNull();
    expect(getShownError()).toBeNull();
    if (enlace === 'caducado') {
      expect(screen.getByText(/servía 30 días/)).toBeTruthy();
      expect(screen.getByRole('link', { name: /^Escribir a / }).getAttribute('href')).toMatch(/^mailto:/);
    }
  });

  it('without a token: where the page is opened from', async () => {
    renderRuta('/alta-empresa/corregir');
    expect(await screen.findByRole('heading', { name: 'Abre el enlace del correo' })).toBeTruthy();
    expect(callsTo(LEER)).toHaveLength(0);
  });

  it('a failed load offers to try again', async () => {
    answers[LEER] = [
      { status: 500, datos: null },
      { status: 0, datos: alta },
    ];
    renderRuta();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Por qué no se aceptó la solicitud' })).toBeTruthy();
  });
});
