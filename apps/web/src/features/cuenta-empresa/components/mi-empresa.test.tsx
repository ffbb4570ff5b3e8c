import '@/test/setup';
import type { DatosEmpresa } from '@puente/contract/empresa-cuenta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { changeLanguage } from '@/lib/i18n';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { MiEmpresaPage } from './mi-empresa-page';

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const empresa: DatosEmpresa = {
  idEmpresa: 1,
  cif: 'B12345674',
  nombreFiscal: 'Innovación Levante S.L.',
  nombreComercial: 'Levante Tech',
  idSector: 9,
  idTipoEmpresa: 1,
  startup: false,
  direccion: 'Avenida de Aragón, 30',
  cp: '46021',
  idPais: 1,
  idProvincia: 46,
  provincia: null,
  idLocalidad: 250,
  localidad: 'València',
  telefono: '963000000',
  web: 'https://www.levantetech.example.es',
  descripcion: 'Consultora tecnológica.',
  iban: null,
  contactos: [
    {
      idContacto: 2,
      nombre: 'Pablo',
      apellidos: 'Ruiz',
      puesto: 'Técnico de selección',
      email: 'pablo@levante.example.es',
      nick: 'pablo.ruiz',
      telefono1: null,
      activo: false,
      esUsted: false,
    },
    {
      idContacto: 1,
      nombre: 'Rosa',
      apellidos: 'Hernández',
      puesto: 'Recursos humanos',
      email: 'rrhh@levante.example.es',
      nick: 'rrhh.demo',
      telefono1: '600000000',
      activo: true,
      esUsted: true,
    },
  ],
};

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  answers = {
    '/api/Dominios/dominiosList/es': { status: 0, datos: dominiosDePrueba },
    '/api/Empresa/dameDatosEmpresa': { status: 0, datos: empresa },
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('es');
});

function renderPage(path = '/mi-empresa') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/mi-empresa', element: <MiEmpresaPage /> },
      { path: '/mis-ofertas', element: <p>Mis ofertas</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);
const code = () => (getShownError() as { code?: number } | null)?.code;

// Whole forms with Radix parts in jsdom: seconds each on a busy machine.
describe('/mi-empresa', { timeout: 20_000 }, () => {
  it("shows the company's data with the CIF read-only and its contacts (you first, the pending one marked)", async () => {
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Datos de la empresa' });
    expect(datos.id).toBe('datos');
    expect(within(datos).getByText('B12345674')).toBeTruthy();
    expect(within(datos).queryByLabelText('CIF')).toBeNull();
    expect((screen.getByLabelText(/^Nombre fiscal/) as HTMLInputElement).value).toBe('Innovación Levante S.L.');
    expect(screen.getByRole('combobox', { name: 'Provincia' }).textContent).toBe('Valencia/València');
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');

    const contactos = within(screen.getByRole('region', { name: 'Contactos' })).getAllByRole('listitem');
    expect(contactos[0]?.textContent).toContain('Rosa Hernández');
    expect(contactos[0]?.textContent).toContain('Tú');
    expect(contactos[0]?.textContent).not.toContain('Pendiente de activar');
    expect(contactos[1]?.textContent).toContain('Pablo Ruiz');
    expect(contactos[1]?.textContent).toContain('Pendiente de activar');
  });

  it('saves the description with editaEmpresaCompletos and shows 507', async () => {
    answers['/api/Empresa/editaEmpresaCompletos'] = {
      status: 507,
      datos: { ...empresa, descripcion: 'Consultora tecnológica valenciana.' },
    };
    renderPage();
    const descripcion = await screen.findByLabelText(/^Descripción de la empresa/);
    fireEvent.change(descripcion, { target: { value: 'Consultora tecnológica valenciana.' } });
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(code()).toBe(507));
    const [envio] = callsTo('/api/Empresa/editaEmpresaCompletos');
    expect(envio?.body).toMatchObject({
      nombreFiscal: 'Innovación Levante S.L.',
      descripcion: 'Consultora tecnológica valenciana.',
      idSector: 9,
      idProvincia: 46,
      idLocalidad: 250,
      startup: false,
    });
    expect(envio?.body).not.toHaveProperty('cif');
    // Saved: nothing left to discard.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Descartar cambios' })).toBeNull());
  });

  it('unsaved changes hold a navigation until the company chooses to leave', async () => {
    const router = renderPage();
    fireEvent.change(await screen.findByLabelText(/^Nombre comercial/), { target: { value: 'Levante' } });
    await act(() => router.navigate('/mis-ofertas'));
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    expect((screen.getByLabelText(/^Nombre comercial/) as HTMLInputElement).value).toBe('Levante');
    await act(() => router.navigate('/mis-ofertas'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Mis ofertas')).toBeTruthy();
  });

  it('a foreign country asks for a typed province instead of the list', async () => {
    renderPage();
    const pais = await screen.findByRole('combobox', { name: 'País' });
    fireEvent.change(pais, { target: { value: 'Fran' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Francia' }));
    expect(screen.queryByRole('combobox', { name: 'Provincia' })).toBeNull();
    expect((screen.getByLabelText('Provincia o región') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByLabelText('Provincia o región').getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo('/api/Empresa/editaEmpresaCompletos')).toHaveLength(0);
  });

  it('adds a contact: 522 says the mail was sent, and the list is read again', async () => {
    answers['/api/Empresa/guardarUsuarioEmpresa'] = { status: 522, datos: { idContacto: 3 } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir contacto' });
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialogo).getByLabelText(label), { target: { value } });
    // Refused field by field first; the address comes from the company.
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir contacto' }));
    await waitFor(() => expect(within(dialogo).getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true'));
    expect((within(dialogo).getByLabelText('Código postal') as HTMLInputElement).value).toBe('46021');

    fill('Nombre', 'Carmen');
    fill('Apellidos', 'Vidal');
    fill(/^DNI\/NIE/, '87654321X');
    fill('Puesto', 'Tutora de prácticas');
    fill(/^Correo electrónico/, 'carmen@levante.example.es');
    fill('Teléfono', '600333444');
    fill(/^Nombre de usuario/, 'carmen.vidal');
    fireEvent.click(within(dialogo).getByRole('checkbox', { name: '2015' }));
    answers['/api/Empresa/dameDatosEmpresa'] = {
      status: 0,
      datos: {
        ...empresa,
        contactos: [
          ...empresa.contactos,
          { ...empresa.contactos[0], idContacto: 3, nombre: 'Carmen', apellidos: 'Vidal', nick: 'carmen.vidal' },
        ],
      },
    };
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir contacto' }));
    expect(
      await screen.findByText('Hemos enviado un correo a carmen@levante.example.es para que establezca su contraseña.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('/api/Empresa/guardarUsuarioEmpresa')[0]?.body).toMatchObject({
      nombre: 'Carmen',
      nick: 'carmen.vidal',
      nif: '87654321X',
      aniosForoEmpleo: [2015],
      tipoContacto: [9],
      idProvincia: 46,
    });
    await screen.findByText('Carmen Vidal');
    expect(callsTo('/api/Empresa/dameDatosEmpresa')).toHaveLength(2);
    // The page says it itself, with the address: not the catalogue's generic 522 too.
    expect(getShownError()).toBeNull();
  });

  it('a contact without e-mail (§5, optional) needs a first password, which is sent; the notice names the nick', async () => {
    answers['/api/Empresa/guardarUsuarioEmpresa'] = { status: 522, datos: { idContacto: 3 } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir contacto' });
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialogo).getByLabelText(label), { target: { value } });
    expect(
      within(dialogo)
        .getByLabelText(/^Correo electrónico/)
        .getAttribute('aria-required'),
    ).not.toBe('true');
    fill('Nombre', 'Julián');
    fill('Apellidos', 'Mora');
    fill(/^DNI\/NIE/, '87654321X');
    fill('Puesto', 'Encargado de almacén');
    fill('Teléfono', '600333444');
    fill(/^Nombre de usuario/, 'julian.mora');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir contacto' }));
    expect(
      await within(dialogo).findByText('Sin correo no podemos enviarle el enlace: escribe una contraseña inicial'),
    ).toBeTruthy();
    expect(callsTo('/api/Empresa/guardarUsuarioEmpresa')).toHaveLength(0);

    fill(/^Contraseña inicial/, 'Almacen2026');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir contacto' }));
    expect(
      await screen.findByText('Entrará con el nombre de usuario julian.mora y la contraseña que has escrito: dásela tú.'),
    ).toBeTruthy();
    expect(callsTo('/api/Empresa/guardarUsuarioEmpresa')[0]?.body).toMatchObject({
      nick: 'julian.mora',
      email: '',
      password: 'Almacen2026',
    });
  });

  it('a contact that already exists (29) is said on the e-mail field of the dialog', async () => {
    answers['/api/Empresa/guardarUsuarioEmpresa'] = { status: 29, datos: null };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir contacto' });
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialogo).getByLabelText(label), { target: { value } });
    fill('Nombre', 'Pablo');
    fill('Apellidos', 'Ruiz');
    fill(/^DNI\/NIE/, '87654321X');
    fill('Puesto', 'Técnico');
    fill(/^Correo electrónico/, 'pablo@levante.example.es');
    fill('Teléfono', '600333444');
    fill(/^Nombre de usuario/, 'pablo.otro');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir contacto' }));
    expect(await within(dialogo).findByText('Ya existe un contacto con ese correo electrónico.')).toBeTruthy();
    expect(code()).toBeUndefined();
  });

  it('a load failure offers to try again', async () => {
    answers['/api/Empresa/dameDatosEmpresa'] = { status: 500, datos: null };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No se han podido cargar los datos' })).toBeTruthy();
    answers['/api/Empresa/dameDatosEmpresa'] = { status: 0, datos: empresa };
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Datos de la empresa' })).toBeTruthy();
  });

  it('in English: the texts, the contract messages and the nick rule of the dialog', async () => {
    await changeLanguage('en');
    answers['/api/Dominios/dominiosList/en'] = { status: 0, datos: dominiosDePrueba };
    renderPage();
    expect(await screen.findByRole('region', { name: 'Company details' })).toBeTruthy();
    expect(screen.getByText('Pending activation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Add contact' });
    fireEvent.change(within(dialogo).getByLabelText(/^User name/), { target: { value: 'josé garcía' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Add contact' }));
    expect(
      await within(dialogo).findByText(
        'The user name only allows letters without accents, digits, full stop, hyphen and underscore',
      ),
    ).toBeTruthy();
    expect(within(dialogo).getAllByText('This field is required').length).toBeGreaterThan(0);
  });
});
