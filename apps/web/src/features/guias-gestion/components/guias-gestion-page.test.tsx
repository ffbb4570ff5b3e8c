import '@/test/setup';
import type { GuiaGestion } from '@puente/contract/guias';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoyEnMadrid } from '@/lib/fechas';
import { apiFalsa, guia, type Llamada } from '../test/api-falsa';
import { GuiasGestionPage } from './guias-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/guiasOrientacion';
const CREAR = '/api/Gestion/crearGuiaOrientacion';
const EDITAR_7 = '/api/Gestion/editarGuiaOrientacion/7';
const DESPUBLICAR_7 = '/api/Gestion/despublicarGuiaOrientacion/7';
const PUBLICAR_7 = '/api/Gestion/publicarGuiaOrientacion/7';

const PDF = '%PDF-1.4\n%%EOF\n';
const PDF_B64 = btoa(PDF);

let permisos: string[];
let llamadas: Llamada[];
let filas: GuiaGestion[];

const respuestaLista = () => ({
  status: 0,
  datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false },
});

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  filas = [
    guia(7, 'Prepara tu entrevista de trabajo', {
      descripcion: 'Las preguntas más habituales.',
      orden: 10,
      nombreFichero: 'Prepara-tu-entrevista.pdf',
      tamanoFichero: 153_600,
    }),
    guia(8, 'Cómo preparar un currículum eficaz', { fecha: '15/01/2026', publicada: false }),
  ];
  llamadas = apiFalsa(() => permisos, { [LISTA]: respuestaLista });
});
afterEach(() => vi.unstubAllGlobals());

function Direccion() {
  return <p data-testid="direccion">{useLocation().search}</p>;
}

function pintar(ruta = '/gestion/guias') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <GuiasGestionPage />
        <Direccion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const ultimaLista = () => llamadasA(LISTA).at(-1);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));
const escribir = (donde: HTMLElement, etiqueta: string | RegExp, valor: string) =>
  fireEvent.input(within(donde).getByLabelText(etiqueta), { target: { value: valor } });
const elegirFichero = (donde: HTMLElement, file: File) =>
  fireEvent.change(donde.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function elegir(etiqueta: string, opcion: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('GuiasGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each guide with its date, order, file and state', async () => {
    pintar('/gestion/guias?texto=entrevista&publicada=true');
    const entrevista = within(await screen.findByRole('row', { name: /Prepara tu entrevista/ }));
    expect(Object.fromEntries(ultimaLista()?.params ?? [])).toEqual({ texto: 'entrevista', publicada: 'true' });
    expect(screen.getByText('2 guías')).toBeTruthy();
    expect(entrevista.getByText('Las preguntas más habituales.')).toBeTruthy();
    expect(entrevista.getByText('02/03/2026')).toBeTruthy();
    expect(entrevista.getByText('10')).toBeTruthy();
    expect(entrevista.getByText('Prepara-tu-entrevista.pdf')).toBeTruthy();
    expect(entrevista.getByText('150 KB')).toBeTruthy();
    expect(entrevista.getByText('Publicada')).toBeTruthy();
    expect(entrevista.getByRole('button', { name: 'Descargar Prepara-tu-entrevista.pdf' })).toBeTruthy();
    const cv = within(screen.getByRole('row', { name: /currículum eficaz/ }));
    expect(cv.getByText('15/01/2026')).toBeTruthy();
    expect(cv.getByText('Retirada')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Publicada');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('entrevista');
  });

  it('puts a state and a search in the address and asks the API with them', async () => {
    pintar();
    await screen.findByRole('row', { name: /entrevista/ });
    await elegir('Estado', 'Retirada');
    await waitFor(() => expect(ultimaLista()?.params.get('publicada')).toBe('false'));
    const caja = screen.getByLabelText('Título');
    fireEvent.change(caja, { target: { value: '  currículum ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('texto')).toBe('currículum'));
    expect(screen.getByTestId('direccion').textContent).toBe('?texto=curr%C3%ADculum&publicada=false');
    await elegir('Estado', 'Todas');
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('?texto=curr%C3%ADculum'));
  });

  it('creates one: checks the PDF in the browser, posts it in base64, marks the fields of a 15 and closes when saved', async () => {
    const respuestas = [
      () => ({
        status: 15,
        mensaje: 'Revisa los campos marcados',
        datos: { errores: [{ campo: 'ulrImagen', mensaje: 'El campo ulrImagen está mal formado' }] },
      }),
      () => {
        const nueva = guia(9, 'Tu primer contrato de trabajo');
        filas = [nueva, ...filas];
        return { status: 0, datos: nueva };
      },
    ];
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: respuestaLista,
      [CREAR]: () => respuestas.shift()?.() ?? { status: 500 },
    });
    pintar();
    await screen.findByRole('row', { name: /entrevista/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva guía' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva guía de orientación' });
    const d = within(dialogo);
    // Today and published, until told otherwise.
    expect((d.getByLabelText('Fecha') as HTMLInputElement).value).toBe(hoyEnMadrid());
    expect(d.getByRole('checkbox', { name: /Publicada/ }).getAttribute('aria-checked')).toBe('true');

    // The contract's rules and the PDF, before any call.
    fireEvent.click(d.getByRole('button', { name: 'Crear la guía' }));
    expect(await d.findByText('Este campo es requerido')).toBeTruthy();
    expect(d.getByText('Elige el PDF de la guía', { selector: 'p' })).toBeTruthy();
    escribir(dialogo, 'Título', 'Tu primer contrato de trabajo');
    escribir(dialogo, 'Orden (opcional)', '5000');
    elegirFichero(dialogo, new File(['no soy un pdf'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await d.findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Crear la guía' }));
    expect(await d.findByText('El valor debe estar entre 0 y 1000')).toBeTruthy();
    expect(llamadasA(CREAR)).toEqual([]);

    escribir(dialogo, 'Orden (opcional)', '20');
    escribir(dialogo, 'Imagen de portada (opcional)', '/marca/nada');
    elegirFichero(dialogo, new File([PDF], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await d.findByText('contrato.pdf')).toBeTruthy();
    expect(d.queryByText('Elige el PDF de la guía', { selector: 'p' })).toBeNull();

    fireEvent.click(d.getByRole('button', { name: 'Crear la guía' }));
    // The contract refuses the image itself; the server's 15 is the next try's.
    expect(await d.findByText('La URL está mal formada')).toBeTruthy();
    escribir(dialogo, 'Imagen de portada (opcional)', 'https://example.org/portada.png');
    // The refused try's submit may still be settling (its button reads "Creando…" until it has): wait for it.
    fireEvent.click(await d.findByRole('button', { name: 'Crear la guía' }));
    const imagen = d.getByLabelText('Imagen de portada (opcional)');
    await waitFor(() => expect(d.getByText('El campo ulrImagen está mal formado')).toBeTruthy());
    expect(imagen.getAttribute('aria-invalid')).toBe('true');
    expect(llamadasA(CREAR).map((l) => l.body)).toEqual([
      {
        titulo: 'Tu primer contrato de trabajo',
        ulrImagen: 'https://example.org/portada.png',
        fecha: hoyEnMadrid(),
        orden: 20,
        publicada: true,
        ficheroB64: PDF_B64,
        extension: 'pdf',
      },
    ]);

    escribir(dialogo, 'Imagen de portada (opcional)', '');
    fireEvent.click(await d.findByRole('button', { name: 'Crear la guía' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA(CREAR)).toHaveLength(2);
    expect(await screen.findByRole('row', { name: /Tu primer contrato/ })).toBeTruthy();
  });

  it('says a 413 from the storage under the PDF', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: respuestaLista,
      [CREAR]: () => ({ status: 413, mensaje: 'Demasiado grande' }),
    });
    pintar();
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva guía' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva guía de orientación' });
    escribir(dialogo, 'Título', 'Tu primer contrato de trabajo');
    elegirFichero(dialogo, new File([PDF], 'contrato.pdf', { type: 'application/pdf' }));
    await within(dialogo).findByText('contrato.pdf');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear la guía' }));
    expect(await within(dialogo).findByText('El fichero es demasiado grande (máximo 2 MB)')).toBeTruthy();
    expect(dialogo.querySelector('input[type=file]')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits one opened with Enter on its row, keeping its PDF when no new one is chosen', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: respuestaLista,
      [EDITAR_7]: ({ body }) => ({ status: 0, datos: { ...filas[0], ...body } }),
    });
    pintar();
    const fila = await screen.findByRole('row', { name: /entrevista/ });
    await cuentaLeida();
    await screen.findByRole('button', { name: /^Editar «Prepara/ });
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    const dialogo = await screen.findByRole('dialog', { name: 'Editar la guía' });
    const d = within(dialogo);
    expect((d.getByLabelText('Título') as HTMLInputElement).value).toBe('Prepara tu entrevista de trabajo');
    expect((d.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-03-02');
    expect(d.getByText(/Ahora: Prepara-tu-entrevista\.pdf \(150 KB\)/)).toBeTruthy();
    escribir(dialogo, 'Orden (opcional)', '12');
    fireEvent.click(d.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA(EDITAR_7).map((l) => l.body)).toEqual([
      {
        titulo: 'Prepara tu entrevista de trabajo',
        descripcion: 'Las preguntas más habituales.',
        fecha: '2026-03-02',
        orden: 12,
        publicada: true,
      },
    ]);
  });

  it('withdraws one after asking, and then offers to publish it again', async () => {
    const cambiar = (publicada: boolean) => () => {
      filas = filas.map((f) => (f.idGuia === 7 ? { ...f, publicada } : f));
      return { status: 0, datos: filas[0] };
    };
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: respuestaLista,
      [DESPUBLICAR_7]: cambiar(false),
      [PUBLICAR_7]: cambiar(true),
    });
    pintar();
    await screen.findByRole('row', { name: /entrevista/ });
    fireEvent.click(await screen.findByRole('button', { name: /^Retirar «Prepara tu entrevista/ }));
    const pregunta = within(await screen.findByRole('alertdialog', { name: '¿Retirar esta guía?' }));
    expect(pregunta.getByText(/los estudiantes no podrán descargar su PDF/)).toBeTruthy();
    // Cancelled, nothing is sent.
    fireEvent.click(pregunta.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESPUBLICAR_7)).toEqual([]);

    const boton = screen.getByRole('button', { name: /^Retirar «Prepara tu entrevista/ });
    fireEvent.click(boton);
    const otra = within(await screen.findByRole('alertdialog', { name: '¿Retirar esta guía?' }));
    fireEvent.click(otra.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESPUBLICAR_7).map((l) => l.method)).toEqual(['POST']);
    const fila = within(screen.getByRole('row', { name: /entrevista/ }));
    expect(await fila.findByText('Retirada')).toBeTruthy();
    // The same button, now to publish it again: the focus the dialog gives back stays on the row.
    expect(fila.getByRole('button', { name: /^Publicar «Prepara tu entrevista/ })).toBe(boton);
    fireEvent.click(boton);
    await waitFor(() => expect(llamadasA(PUBLICAR_7)).toHaveLength(1));
    expect(await fila.findByText('Publicada')).toBeTruthy();
  });

  it('shows a read-only member the list and its downloads, without creating, editing nor publishing', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /entrevista/ });
    await cuentaLeida();
    // The account's answer has rendered: the actions would have appeared by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(/Tu cuenta solo puede consultarlas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva guía' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Retirar|Publicar)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar Prepara-tu-entrevista.pdf' })).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    filas = [];
    pintar('/gestion/guias?publicada=false');
    expect(await screen.findByText('Ninguna guía coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe(''));
    expect(await screen.findByText('Aún no hay guías de orientación')).toBeTruthy();
  });

  it('tells a member without contenidos that the area is not theirs, and does not ask for the list', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA)).toEqual([]);
  });
});
