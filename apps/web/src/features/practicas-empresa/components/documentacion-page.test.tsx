import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { DocumentacionPage } from './documentacion-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const poliza = {
  id: 7,
  nombre: 'Póliza 2026.pdf',
  extension: 'pdf',
  tamano: 20480,
  fecha: '02/03/2026',
  aportadoPor: 'Rosa Hernández',
  enlace: '/api/Empresa/descargaDocumentoEmpresa/7',
};

const resumen = {
  idPractica: 3,
  alumno: 'Lucía García Pérez',
  idPrograma: 1,
  programa: 'Talento Digital 2026',
  tipo: 'curricular',
  etiquetaTipo: 'Curricular',
  estado: 'en_curso',
  etiquetaEstado: 'En curso',
  fechaInicio: '01/02/2026',
  fechaFin: '30/06/2026',
};

const requerido = (id: number, nombre: string, aportadoPor: 'empresa' | 'alumno', plantilla = false) => ({
  idDocumentoRequerido: id,
  nombre,
  descripcion: null,
  aportadoPor,
  tipoPractica: null,
  enlacePlantilla: plantilla ? `/api/Empresa/descargaPlantillaDocumentoPractica/${id}` : null,
});

const documentosDeLucia = [
  {
    ...requerido(11, 'Proyecto formativo', 'empresa', true),
    entregado: {
      id: 91,
      nombre: 'proyecto.pdf',
      fecha: '03/02/2026',
      aportadoPor: 'empresa',
      enlace: '/api/Empresa/descargaDocumentoPractica/91',
    },
  },
  { ...requerido(12, 'Informe del tutor', 'empresa', true), entregado: null },
  { ...requerido(13, 'Certificado de matrícula', 'alumno'), entregado: null },
];

const PDF = '%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Empresa', {
    remember: true,
  });
  answers = {
    '/api/Empresa/documentosAportados': { status: 0, datos: [poliza] },
    '/api/Empresa/damePracticasConDocumentacion': {
      status: 0,
      datos: [{ ...resumen, requeridos: 3, aportados: 1, pendientesEmpresa: 1, completa: false }],
    },
    '/api/Empresa/dameDocumentosPracticas': { status: 0, datos: [{ ...resumen, documentos: documentosDeLucia }] },
    '/api/Empresa/dameDocumentosPracticasPorPrograma': {
      status: 0,
      datos: [
        { idPrograma: null, programa: null, documentos: [requerido(13, 'Certificado de matrícula', 'alumno')] },
        { idPrograma: 1, programa: 'Talento Digital 2026', documentos: [requerido(11, 'Proyecto formativo', 'empresa', true)] },
      ],
    },
    '/api/Empresa/dameAnexosPracticas': { status: 0, datos: [] },
    '/api/Empresa/mesesDiasEfectivos': { status: 0, datos: [] },
    '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria': {
      status: 0,
      datos: [
        {
          id: 1,
          tipo: 'curricular',
          etiquetaTipo: 'Curricular',
          titulo: 'Nota de prácticas curriculares',
          nombre: 'nota-curriculares.pdf',
          fecha: '01/01/2026',
          enlace: '/api/Empresa/descargaNotaInformativaPracticas/1',
        },
      ],
    },
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      if (url.startsWith('/api/Empresa/descarga'))
        return new Response('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="anexo.pdf"' },
        });
      if (url.startsWith('/api/Empresa/diasEfectivosCsv?'))
        return new Response('\uFEFFNUSS;DNI;Días efectivos\r\n281234567890;12345678Z;21\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="dias-efectivos-2026-03-28123456789.csv"',
          },
        });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/documentacion', element: <DocumentacionPage /> }], {
    initialEntries: ['/documentacion'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);
const code = () => (getShownError() as { code?: number } | null)?.code;
const archivo = (contenido: string, nombre: string, type = 'application/pdf') => new File([contenido], nombre, { type });
const elegir = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('/documentacion', { timeout: 20_000 }, () => {
  it('shows every section with its heading, the empty annexes and the interns with their paperwork', async () => {
    renderPage();
    for (const titulo of [
      'Documentos aportados',
      'Prácticas y su documentación',
      'Documentos por programa',
      'Anexos',
      'Notas informativas',
    ])
      expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeTruthy();
    expect(await screen.findByText('Póliza 2026.pdf')).toBeTruthy();
    expect(await screen.findByText('Todavía no hay anexos publicados.')).toBeTruthy();
    expect(screen.getByText('1 de 3 documentos entregados')).toBeTruthy();
    expect(screen.getByText('Documentación pendiente')).toBeTruthy();
    expect(screen.getByText('1 pendiente de tu empresa')).toBeTruthy();
    expect(screen.getByText('Todas las prácticas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anexos' }).getAttribute('href')).toBe('#anexos');
  });

  it('opens an intern: given documents download, the company uploads a pending one, the student’s has no upload', async () => {
    answers['/api/Empresa/addDocumentoPracticaEmpresa'] = {
      status: 513,
      datos: {
        ...resumen,
        documentos: documentosDeLucia.map((d) =>
          d.idDocumentoRequerido === 12
            ? { ...d, entregado: { id: 92, nombre: 'informe.pdf', fecha: '04/03/2026', aportadoPor: 'empresa', enlace: '/x/92' } }
            : d,
        ),
      },
    };
    renderPage();
    const ver = await screen.findByRole('button', { name: 'Ver documentos' });
    expect(ver.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(ver);
    expect(ver.getAttribute('aria-expanded')).toBe('true');
    const lista = await screen.findByRole('list', { name: 'Documentos de las prácticas de Lucía García Pérez' });
    expect(within(lista).getByRole('button', { name: 'Descargar proyecto.pdf' })).toBeTruthy();
    expect(within(lista).getByRole('button', { name: 'Descargar Plantilla de Informe del tutor' })).toBeTruthy();
    // The student's own document: pending, and no upload for the company.
    expect(within(lista).queryByLabelText(/Entregar Certificado de matrícula/)).toBeNull();

    elegir(within(lista).getByLabelText(/Entregar Informe del tutor/), archivo(PDF, 'informe.pdf'));
    await waitFor(() => expect(callsTo('/api/Empresa/addDocumentoPracticaEmpresa')).toHaveLength(1));
    expect(callsTo('/api/Empresa/addDocumentoPracticaEmpresa')[0]?.body).toMatchObject({
      idPractica: 3,
      idDocumentoRequerido: 12,
      nombre: 'informe.pdf',
      extension_adjunto: 'pdf',
    });
    await waitFor(() => expect(code()).toBe(513));
    expect(await within(lista).findByRole('button', { name: 'Descargar informe.pdf' })).toBeTruthy();
  });

  it('uploads a company document (513, first in the list) and refuses a text renamed .pdf before sending it', async () => {
    answers['/api/Empresa/adddoc'] = {
      status: 513,
      datos: { ...poliza, id: 8, nombre: 'Certificado AEAT.pdf', enlace: '/api/Empresa/descargaDocumentoEmpresa/8' },
    };
    renderPage();
    await screen.findByText('Póliza 2026.pdf');
    const input = screen.getByLabelText(/Elige un documento de la empresa/);

    elegir(input, archivo('esto no es un pdf', 'falso.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Este tipo de fichero no esta permitido');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('/api/Empresa/adddoc')).toHaveLength(0);

    elegir(input, archivo('MZ', 'programa.exe', 'application/octet-stream'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Este tipo de fichero no esta permitido'));

    elegir(input, archivo(PDF, 'Certificado AEAT.pdf'));
    await waitFor(() => expect(callsTo('/api/Empresa/adddoc')).toHaveLength(1));
    expect(callsTo('/api/Empresa/adddoc')[0]?.body).toMatchObject({ nombre: 'Certificado AEAT.pdf', extension_adjunto: 'pdf' });
    await waitFor(() => expect(code()).toBe(513));
    const lista = screen.getByRole('list', { name: 'Documentos de la empresa' });
    expect(within(lista).getAllByRole('listitem')[0]?.textContent).toContain('Certificado AEAT.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server’s refusals under the upload: 56 the same file again, 46 a type it refuses', async () => {
    renderPage();
    await screen.findByText('Póliza 2026.pdf');
    const input = screen.getByLabelText(/Elige un documento de la empresa/);
    answers['/api/Empresa/adddoc'] = { status: 56, datos: null };
    elegir(input, archivo(PDF, 'Póliza 2026.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Este documento ya se había subido.');
    answers['/api/Empresa/adddoc'] = { status: 46, datos: null, mensaje: 'Este tipo de fichero no esta permitido' };
    elegir(input, archivo(PDF, 'otro.pdf'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Este tipo de fichero no esta permitido'));
    // Said where the company is looking, not also in the banner.
    expect(code()).toBeUndefined();
  });

  it('refuses more than 2 MB without reading or sending it', async () => {
    renderPage();
    await screen.findByText('Póliza 2026.pdf');
    const grande = archivo(PDF, 'grande.pdf');
    Object.defineProperty(grande, 'size', { value: 2_100_000 });
    elegir(screen.getByLabelText(/Elige un documento de la empresa/), grande);
    expect((await screen.findByRole('alert')).textContent).toBe('El fichero es demasiado grande (máximo 2 MB)');
    expect(callsTo('/api/Empresa/adddoc')).toHaveLength(0);
  });

  it('deletes a document after asking, and downloads one', async () => {
    answers['/api/Empresa/deldoc'] = { status: 0, datos: [] };
    const creados: string[] = [];
    URL.createObjectURL = vi.fn(() => {
      creados.push('blob');
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar Póliza 2026.pdf' }));
    await waitFor(() => expect(callsTo('/api/Empresa/descargaDocumentoEmpresa/7')).toHaveLength(1));
    await waitFor(() => expect(creados).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Borrar Póliza 2026.pdf' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Borrar Póliza 2026.pdf?' });
    expect(callsTo('/api/Empresa/deldoc')).toHaveLength(0);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(callsTo('/api/Empresa/deldoc')[0]?.body).toEqual({ id: 7 }));
    expect(await screen.findByText('Todavía no hay documentos de la empresa.')).toBeTruthy();
  });

  it('a section that fails offers to retry while the others still show', async () => {
    answers['/api/Empresa/dameAnexosPracticas'] = { status: 1, datos: null };
    renderPage();
    expect(await screen.findByText('No se ha podido cargar esta información.')).toBeTruthy();
    expect(await screen.findByText('Póliza 2026.pdf')).toBeTruthy();
    answers['/api/Empresa/dameAnexosPracticas'] = { status: 0, datos: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay anexos publicados.')).toBeTruthy();
  });

  it('lists the effective days of the internships the company registers and downloads each month’s CSV', async () => {
    answers['/api/Empresa/mesesDiasEfectivos'] = {
      status: 0,
      datos: [
        { mes: '2026-03', ccc: '28123456789', obligado: 'empresa', practicas: 2, diasEfectivos: 41 },
        { mes: '2026-02', ccc: '28123456789', obligado: 'empresa', practicas: 1, diasEfectivos: 1204 },
      ],
    };
    let guardado: string | null = null;
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      guardado = this.download;
    });
    renderPage();
    const seccion = await screen.findByRole('region', { name: 'Días efectivos de prácticas para la Seguridad Social' });
    expect(
      within(seccion).getByText(
        'Cada mes, la parte obligada comunica a la Seguridad Social los días efectivos de prácticas. Estos son los de las prácticas que da de alta tu empresa.',
      ),
    ).toBeTruthy();
    const marzo = within(within(seccion).getByText('marzo de 2026').closest('tr') as HTMLElement);
    expect(marzo.getByText('28123456789')).toBeTruthy();
    expect(marzo.getByText('2')).toBeTruthy();
    expect(marzo.getByText('41')).toBeTruthy();
    const febrero = within(within(seccion).getByText('febrero de 2026').closest('tr') as HTMLElement);
    expect(febrero.getByText('1204')).toBeTruthy();

    fireEvent.click(marzo.getByRole('button', { name: 'Descargar CSV de marzo de 2026 (CCC 28123456789)' }));
    await waitFor(() => expect(guardado).toBe('dias-efectivos-2026-03-28123456789.csv'));
    expect(calls.filter((c) => c.url.startsWith('/api/Empresa/diasEfectivosCsv')).map((c) => c.url)).toEqual([
      '/api/Empresa/diasEfectivosCsv?mes=2026-03&ccc=28123456789',
    ]);
    click.mockRestore();
  });

  it('leaves the effective days out when the company registers no internship itself', async () => {
    renderPage();
    expect(await screen.findByText('Póliza 2026.pdf')).toBeTruthy();
    await waitFor(() => expect(callsTo('/api/Empresa/mesesDiasEfectivos')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Días efectivos de prácticas para la Seguridad Social' })).toBeNull();
  });
});
