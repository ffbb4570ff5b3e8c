import '@/test/setup';
import type { BrandFlags } from '@puente/contract/brand';
import type { ConvenioEmpresa } from '@puente/contract/convenios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aviso, type Llamada, type Manejadores } from '@/test/servidor-falso';
import { SubirConvenioPage } from './subir-convenio-page';

let manejadores: Manejadores = {};
let calls: Llamada[] = [];

const generado: ConvenioEmpresa = {
  idConvenio: 7,
  referencia: '2026/0007',
  estado: 'generado',
  etiquetaEstado: 'Generado, pendiente de firma',
  fechaAlta: '02/03/2026',
  fechaCaducidad: '02/03/2030',
  firmante: 'Marta Soler Vidal',
  contactoGestion: 'Rosa Hernández',
  NombreFiscal: 'Innovación Levante S.L.',
  tramitacionManual: false,
  pagoDomiciliado: true,
  enlace: '/api/Empresa/descargaConvenio/7',
  enlaceFirmado: null,
  fechaFirmado: null,
  motivoRechazo: null,
  puedeAdjuntar: true,
};
const caducado: ConvenioEmpresa = {
  ...generado,
  idConvenio: 3,
  referencia: '2021/0003',
  estado: 'caducado',
  etiquetaEstado: 'Caducado',
  puedeAdjuntar: false,
};

beforeEach(() => {
  manejadores = { dameConveniosEmpresa: [generado, caducado] };
});

function renderPage(banderas: Partial<BrandFlags> = {}) {
  calls = renderApp(<SubirConvenioPage />, { sesion: 'Empresa', banderas, servidor: manejadores }).servidor.llamadas;
}

const elegir = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
const subidas = () => calls.filter((c) => c.url === '/api/Empresa/adjuntaFicheroAlConvenioEmpresa');

describe('/subir-convenio-firmado', { timeout: 20_000 }, () => {
  it('lists the agreements with their state; only one that accepts uploads offers it', async () => {
    renderPage();
    const [primero, segundo] = await screen.findAllByRole('article');
    expect(within(primero as HTMLElement).getByText('Generado, pendiente de firma')).toBeTruthy();
    expect(within(primero as HTMLElement).getByRole('button', { name: 'Subir la copia firmada' })).toBeTruthy();
    expect(within(segundo as HTMLElement).getByText('Caducado')).toBeTruthy();
    expect(within(segundo as HTMLElement).queryByRole('button', { name: 'Subir la copia firmada' })).toBeNull();
  });

  it('refuses a file that is not a PDF by name or by content before sending, then sends a PDF (513, firmado)', async () => {
    manejadores.adjuntaFicheroAlConvenioEmpresa = aviso(513, {
      ...generado,
      estado: 'firmado',
      etiquetaEstado: 'Firmado',
      enlaceFirmado: '/x',
      fechaFirmado: '05/03/2026',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subir la copia firmada' }));
    const dialogo = await screen.findByRole('dialog');

    elegir(new File(['hola'], 'convenio.docx'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Subir' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toMatch(/tipo de fichero|extensión/i);

    elegir(new File(['no soy un pdf'], 'convenio.pdf'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(within(dialogo).getByRole('alert')).toBeTruthy());
    expect(subidas()).toHaveLength(0);

    elegir(new File(['%PDF-1.4\n%%EOF\n'], 'convenio.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(subidas()[0]?.body).toMatchObject({
      idConvenio: 7,
      extension_adjunto: 'pdf',
      ficheroB64ParaAltas: btoa('%PDF-1.4\n%%EOF\n'),
    });
    expect(await screen.findByText('Firmado, pendiente de validación')).toBeTruthy();
  });

  it('a file over 2 MB is refused with its size', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subir la copia firmada' }));
    const dialogo = await screen.findByRole('dialog');
    elegir(new File([new Uint8Array(2_100_000)], 'convenio.pdf'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Subir' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toContain('demasiado grande');
    expect(subidas()).toHaveLength(0);
  });

  it('without agreements, says so and links to a new one', async () => {
    manejadores.dameConveniosEmpresa = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Aún no hay convenios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generar un convenio' }).getAttribute('href')).toBe('/nuevo-convenio-colaboracion');
  });

  it('a brand without canCrearConvenios asks nothing and says agreements are handled elsewhere', async () => {
    renderPage({ canCrearConvenios: false });
    expect(await screen.findByRole('heading', { name: 'Los convenios no se gestionan en este portal' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
