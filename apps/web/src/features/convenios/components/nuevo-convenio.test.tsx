import '@/test/setup';
import type { CuentaFacturacion } from '@puente/contract/convenios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { NuevoConvenioPage } from './nuevo-convenio-page';

type Answer = { status: number; datos: unknown };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const cuenta: CuentaFacturacion = {
  idCuenta: 4,
  NombreFiscal: 'Innovación Levante S.L.',
  CIF: 'B12345674',
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: 'Avenida de Aragón, 30',
  idPais: 1,
  idProvincia: 46,
  Provincia: null,
  poblacion: 'València',
  cp: '46021',
  domicilioEnvioPostal: null,
};

const empresa = {
  idEmpresa: 1,
  cif: 'B12345674',
  nombreFiscal: 'Innovación Levante S.L.',
  nombreComercial: null,
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
  web: null,
  descripcion: null,
  iban: null,
  contactos: [],
};

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  URL.createObjectURL = () => 'blob:convenio';
  URL.revokeObjectURL = () => undefined;
  answers = {
    '/api/Dominios/dominiosList/es': { status: 0, datos: dominiosDePrueba },
    '/api/Empresa/dameDatosEmpresa': { status: 0, datos: empresa },
    '/api/empresa/dameContactosConveniosEmpresa': { status: 0, datos: { '1': 'Rosa Hernández (rrhh@levante.example.es)' } },
    '/api/empresa/dameCuentasFacturacion': { status: 0, datos: [cuenta] },
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      if (url === '/api/Empresa/descargaConvenio/12')
        return new Response('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Convenio-2026-0012.pdf"' },
        });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <NuevoConvenioPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const escribir = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const callsTo = (path: string) => calls.filter((c) => c.url === path);

async function rellenar() {
  escribir(/^Nombre/, 'Marta');
  escribir(/^Apellidos/, 'Soler Vidal');
  escribir(/^Correo electrónico/, 'marta.soler@levante.example.es');
  escribir(/^Cargo/, 'Directora general');
  fireEvent.click(screen.getByRole('radio', { name: /^En papel/ }));
  fireEvent.click(screen.getByRole('radio', { name: /^Domiciliación bancaria/ }));
  fireEvent.change(await screen.findByRole('textbox', { name: /casilla 1 de 5/ }), {
    target: { value: 'ES9121000418450200051332' },
  });
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: /casilla 5 de 5/ }) as HTMLInputElement).value).toBe('0200051332'),
  );
}

describe('/nuevo-convenio-colaboracion', { timeout: 20_000 }, () => {
  it('chooses the only contact and the only fiscal account for the company', async () => {
    renderPage();
    expect((await screen.findByRole('combobox', { name: 'Contacto de gestión' })).textContent).toContain('Rosa Hernández');
    expect(screen.getByRole('combobox', { name: 'Cuenta fiscal' }).textContent).toContain('B12345674');
  });

  it('an empty form is refused before anything is sent: the signer name is focused, the choices marked', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar convenio' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/)));
    expect(screen.getByRole('radiogroup', { name: 'Modo de firma' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Forma de pago' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('/api/Empresa/addConvenioEmpresa')).toHaveLength(0);
  });

  it('an annual order asks for its number', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Descargar convenio' });
    await rellenar();
    fireEvent.click(screen.getByRole('switch', { name: 'Requiere número de pedido' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Número de pedido anual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Número de pedido' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks ¿Desea continuar?; "No" goes back to the form, "Si" sends the request (531) and downloads the PDF', async () => {
    answers['/api/Empresa/addConvenioEmpresa'] = {
      status: 531,
      datos: { idConvenio: 12, enlace: '/api/Empresa/descargaConvenio/12' },
    };
    renderPage();
    await screen.findByRole('button', { name: 'Descargar convenio' });
    await rellenar();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    let dialogo = await screen.findByRole('alertdialog', { name: '¿Desea continuar?' });
    expect(dialogo.textContent).toContain('se guardarán en el perfil de tu empresa');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'No, revisar formulario' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('/api/Empresa/addConvenioEmpresa')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    dialogo = await screen.findByRole('alertdialog', { name: '¿Desea continuar?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si, generar convenio' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [envio] = callsTo('/api/Empresa/addConvenioEmpresa');
    expect(envio?.body).toMatchObject({
      idContactoEmpresaGestion: 1,
      idCuentaFacturacion: 4,
      tramitacionManual: true,
      pagoDomiciliado: true,
      requierePedido: false,
      pedidoAnual: false,
      ibanDomiciliacion: 'ES91,2100,0418,45,0200051332',
      datosFirmante: { nombre: 'Marta', apellidos: 'Soler Vidal', cargo: 'Directora general' },
    });
    await waitFor(() => expect(callsTo('/api/Empresa/descargaConvenio/12')).toHaveLength(1));
    expect((getShownError() as { code?: number } | null)?.code).toBe(531);
    expect(await screen.findByText('Convenio generado')).toBeTruthy();
  });

  it('an IBAN the API refuses (70) is said under the boxes, which take the focus', async () => {
    answers['/api/Empresa/addConvenioEmpresa'] = { status: 70, datos: null };
    renderPage();
    await screen.findByRole('button', { name: 'Descargar convenio' });
    await rellenar();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Si, generar convenio' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /casilla 1 de 5/ })));
    expect(screen.getByText(/^El IBAN no es válido/)).toBeTruthy();
  });

  it("a saved account shows masked and, unchanged, is sent as none (the API uses the profile's); 73 opens the boxes", async () => {
    answers['/api/Empresa/dameDatosEmpresa'] = { status: 0, datos: { ...empresa, iban: 'ES9121000418450200051332' } };
    answers['/api/Empresa/addConvenioEmpresa'] = { status: 73, datos: null };
    renderPage();
    await screen.findByRole('button', { name: 'Descargar convenio' });
    escribir(/^Nombre/, 'Marta');
    escribir(/^Apellidos/, 'Soler Vidal');
    escribir(/^Correo electrónico/, 'marta.soler@levante.example.es');
    escribir(/^Cargo/, 'Directora general');
    fireEvent.click(screen.getByRole('radio', { name: /^En papel/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Domiciliación bancaria/ }));
    expect(await screen.findByText('**** **** **** **** **** 1332')).toBeTruthy();
    expect(document.body.textContent).not.toContain('0200051332');
    expect(screen.queryByRole('textbox', { name: /casilla 1 de 5/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Si, generar convenio' }));
    await waitFor(() => expect(callsTo('/api/Empresa/addConvenioEmpresa')).toHaveLength(1));
    const [envio] = callsTo('/api/Empresa/addConvenioEmpresa');
    expect(envio?.body).toMatchObject({ pagoDomiciliado: true });
    expect(envio?.body).not.toHaveProperty('ibanDomiciliacion');
    // The saved account is refused (73): the boxes open, marked and focused, for another one.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /casilla 1 de 5/ })));
    expect(screen.getByRole('textbox', { name: /casilla 1 de 5/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
