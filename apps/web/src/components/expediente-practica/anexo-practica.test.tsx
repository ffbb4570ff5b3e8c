import '@/test/setup';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchData } from '@/lib/api-client';
import { getShownError } from '@/lib/error-banner-store';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';
import { AnexoPractica } from './anexo-practica';
import { apiFalsa, pdf, pintar } from './test/pagina-falsa';

const SUBIR = '/api/Empresa/anexoFirmadoPractica';
const ANEXO = '/api/Empresa/anexoPractica/12';
const FIRMADO = '/api/Empresa/descargaAnexoFirmado/12';
const CONTENIDO = '%PDF-1.4\n%%EOF\n';

const subido = { fecha: '14/03/2026', registradaPor: 'Levante Tech S.L.' };
const conSubida = (cambios: Partial<SeguimientoPractica> = {}) => seguimientoDePrueba({ puedeSubirAnexo: true, ...cambios });

let api: ReturnType<typeof apiFalsa>;
let guardados: string[];

beforeEach(() => {
  api = apiFalsa();
  api.respuestas[ANEXO] = pdf();
  api.respuestas[FIRMADO] = pdf();
  guardados = [];
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function pintarAnexo(practica: SeguimientoPractica, { soloLectura = false } = {}) {
  pintar(practica, (p, guardar) => (
    <section aria-label="Anexo">
      <AnexoPractica
        practica={p}
        descargas={{ anexo: 'anexoPracticaEmpresa', firmado: 'descargaAnexoFirmadoEmpresa' }}
        subir={soloLectura ? undefined : async (input) => guardar(await fetchData('anexoFirmadoPracticaEmpresa', input))}
      />
    </section>
  ));
}

const seccion = () => within(screen.getByRole('region', { name: 'Anexo' }));
const elegir = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

describe('AnexoPractica', { timeout: 30_000 }, () => {
  it('not uploaded and not uploadable here: says so, downloads the annex the API makes, offers no upload', async () => {
    pintarAnexo(seguimientoDePrueba());
    expect(seccion().getByText('Aún no se ha subido la copia firmada.')).toBeTruthy();
    expect(seccion().queryByRole('button', { name: 'Descargar el anexo firmado' })).toBeNull();
    expect(seccion().queryByRole('button', { name: 'Subir el anexo firmado' })).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
    fireEvent.click(seccion().getByRole('button', { name: 'Descargar el anexo (PDF)' }));
    await waitFor(() => expect(guardados).toEqual(['anexo.pdf']));
    expect(api.llamadasA(ANEXO)[0]?.method).toBe('GET');
  });

  it('uploaded: when and by whom, and the signed copy downloads; read-only members get no upload', async () => {
    pintarAnexo(conSubida({ anexoFirmado: subido }), { soloLectura: true });
    expect(seccion().getByText('Subido el 14/03/2026 por Levante Tech S.L.')).toBeTruthy();
    expect(document.querySelector('input[type=file]')).toBeNull();
    fireEvent.click(seccion().getByRole('button', { name: 'Descargar el anexo firmado' }));
    await waitFor(() => expect(guardados).toEqual(['anexo.pdf']));
    expect(api.llamadasA(FIRMADO)[0]?.method).toBe('GET');
  });

  it('uploads a PDF with the right body and says so; the record answered shows it uploaded', async () => {
    api.respuestas[SUBIR] = { status: 0, datos: conSubida({ anexoFirmado: subido }) };
    pintarAnexo(conSubida());
    expect(seccion().getByRole('heading', { level: 3, name: 'Subir el anexo firmado' })).toBeTruthy();
    expect(seccion().getByLabelText(/Selecciona el PDF firmado/)).toBeTruthy();
    elegir(new File([CONTENIDO], 'anexo firmado.pdf', { type: 'application/pdf' }));
    fireEvent.click(seccion().getByRole('button', { name: 'Subir el anexo firmado' }));
    const hecho = await seccion().findByText('Anexo firmado subido');
    expect(api.llamadasA(SUBIR)).toHaveLength(1);
    expect(api.llamadasA(SUBIR)[0]).toMatchObject({
      method: 'POST',
      body: { idPractica: 12, ficheroB64ParaAltas: btoa(CONTENIDO), extension_adjunto: 'pdf' },
    });
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(seccion().getByText('Subido el 14/03/2026 por Levante Tech S.L.')).toBeTruthy();
    expect(seccion().getByRole('heading', { level: 3, name: 'Sustituir el anexo firmado' })).toBeTruthy();
    expect(seccion().getByRole('button', { name: 'Descargar el anexo firmado' })).toBeTruthy();
    expect(getShownError()).toBeNull();
  });

  it('checks the file in the browser first: none chosen, not a PDF by name or by content, over 2 MB', async () => {
    pintarAnexo(conSubida());
    const subir = () => fireEvent.click(seccion().getByRole('button', { name: 'Subir el anexo firmado' }));
    subir();
    expect(await seccion().findByText('Selecciona el PDF firmado.')).toBeTruthy();
    elegir(new File(['hola'], 'anexo.docx'));
    subir();
    expect(await seccion().findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    elegir(new File(['no soy un pdf'], 'anexo.pdf'));
    subir();
    expect(await seccion().findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    elegir(new File([new Uint8Array(2_100_000)], 'anexo.pdf'));
    subir();
    expect(await seccion().findByText('El fichero es demasiado grande (máximo 2 MB)')).toBeTruthy();
    expect((document.querySelector('input[type=file]') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(api.llamadasA(SUBIR)).toHaveLength(0);
  });

  it('a refusal of the API is said in the section with the envelope’s words, not in the banner', async () => {
    api.respuestas[SUBIR] = { status: 48, mensaje: 'Estas prácticas están rechazadas o anuladas: no admiten el anexo firmado.' };
    pintarAnexo(conSubida());
    elegir(new File([CONTENIDO], 'anexo.pdf', { type: 'application/pdf' }));
    fireEvent.click(seccion().getByRole('button', { name: 'Subir el anexo firmado' }));
    const aviso = await seccion().findByRole('alert');
    expect(within(aviso).getByText('No se ha subido el anexo firmado')).toBeTruthy();
    expect(within(aviso).getByText('Estas prácticas están rechazadas o anuladas: no admiten el anexo firmado.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(aviso)).toBe(true));
    expect(seccion().getByText('Aún no se ha subido la copia firmada.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getShownError()).toBeNull();
  });
});
