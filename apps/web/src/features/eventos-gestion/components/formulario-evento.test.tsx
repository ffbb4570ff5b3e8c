import '@/test/setup';
import type { EventoGestion } from '@puente/contract/eventos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, evento, type Llamada, pagina, pintarEn } from '../test/api-falsa';
import { EditarEventoPage, NuevoEventoPage } from './paginas-formulario';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/eventos';
const CREAR = '/api/Gestion/crearEvento';
const EDITAR_31 = '/api/Gestion/editarEvento/31';
const EDITAR_7 = '/api/Gestion/editarEvento/7';
const IMAGEN_31 = '/api/Gestion/imagenEvento/31';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const TITULO = 'Jornada de empleo 2031: ¡Ingeniería!';

let permisos: string[];
let llamadas: Llamada[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
});
afterEach(() => vi.unstubAllGlobals());

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const pintarNuevo = () => pintarEn('/gestion/eventos/nuevo', '/gestion/eventos/nuevo', <NuevoEventoPage />);
const pintarEdicion = (id = 7) =>
  pintarEn(`/gestion/eventos/${id}/editar`, '/gestion/eventos/:id/editar', <EditarEventoPage idEvento={id} />);
const escribir = (etiqueta: string | RegExp, valor: string) =>
  fireEvent.input(screen.getByLabelText(etiqueta), { target: { value: valor } });
const crearBoton = () => screen.getByRole('button', { name: 'Crear el evento' });

async function elegir(etiqueta: string, opcion: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

async function elegirImagen(nombre: string, bytes: BlobPart = PNG) {
  const input = document.getElementById('evento-imagen') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([bytes], nombre)] } });
  });
}

/** The required fields of a valid event, typed. */
async function rellenar() {
  escribir(/^Título/, TITULO);
  await elegir('Categoría', 'Jornada');
  escribir(/^Empieza/, '2031-06-10T10:00');
  escribir('Plazas (opcional)', '2');
}

const creado = (extra: Partial<EventoGestion> = {}) =>
  evento(31, TITULO, { urlAcceso: 'jornada-de-empleo-2031-ingenieria', plazas: 2, ...extra });

describe('the event form', { timeout: 20_000 }, () => {
  it("checks a new event with the contract's messages, then creates it, uploads its image and opens its page", async () => {
    llamadas = apiFalsa(() => permisos, {
      [CREAR]: () => ({ status: 0, datos: creado() }),
      [IMAGEN_31]: () => ({ status: 0, datos: creado({ ulrImagenPrincipal: '/api/Publico/imagenEvento/31?v=0123abcd' }) }),
    });
    pintarNuevo();
    expect(await screen.findByRole('heading', { name: 'Datos del evento' })).toBeTruthy();

    // Before any call: the required fields, then the end before the start.
    fireEvent.click(crearBoton());
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(4));
    await rellenar();
    // The address follows the title until written by hand.
    expect((screen.getByLabelText(/^Dirección/) as HTMLInputElement).value).toBe('jornada-de-empleo-2031-ingenieria');
    expect(
      screen.getByText('Su página será /eventos/jornada-de-empleo-2031-ingenieria. Solo minúsculas, números y guiones.'),
    ).toBeTruthy();
    escribir('Termina (opcional)', '2031-06-10T09:00');
    fireEvent.click(crearBoton());
    expect(await screen.findByText('La fecha de fin debe ser posterior a la de inicio')).toBeTruthy();
    expect(llamadasA(CREAR)).toEqual([]);
    escribir('Termina (opcional)', '2031-06-10T14:00');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Público/ }));
    await elegirImagen('cartel.png');
    expect(await screen.findByText('cartel.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Imagen nueva del evento, aún sin guardar' })).toBeTruthy();

    // The preview, as students will read it.
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const previa = within(await screen.findByRole('dialog', { name: 'Vista previa' }));
    expect(previa.getAllByRole('heading', { name: TITULO })).toHaveLength(2);
    expect(previa.getAllByText('Jornada')).toHaveLength(2);
    expect(previa.getAllByText('Quedan 2 plazas de 2')).toHaveLength(2);
    expect(previa.getByText('Público: también lo verá quien abra su enlace sin iniciar sesión.')).toBeTruthy();
    expect(previa.queryByRole('link')).toBeNull();
    fireEvent.click(previa.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(crearBoton());
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos/31'));
    expect(llamadasA(CREAR).map((l) => l.body)).toEqual([
      {
        titulo: TITULO,
        urlAcceso: 'jornada-de-empleo-2031-ingenieria',
        categoria: 'jornada',
        entradilla: '',
        lugar: '',
        fecha: '2031-06-10T10:00:00+02:00',
        fechaFin: '2031-06-10T14:00:00+02:00',
        destacado: false,
        ulrImagenPrincipal: '',
        plazas: 2,
        inscripcion: true,
        dirigidoA: 'todos',
        publico: true,
      },
    ]);
    expect(llamadasA(IMAGEN_31).map((l) => l.body)).toEqual([{ ficheroB64: 'iVBORw0KGgoAAAAN', extension: 'png' }]);
    expect(await screen.findByText('Evento creado')).toBeTruthy();
  });

  it("refuses a picked file that is not an image at the field, in spec §5's words, before any call", async () => {
    llamadas = apiFalsa(() => permisos, {});
    pintarNuevo();
    await screen.findByRole('heading', { name: 'Datos del evento' });
    await elegirImagen('cartel.pdf', '%PDF-1.4');
    expect(await screen.findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    await elegirImagen('cartel.jpg', 'no soy una imagen');
    expect(await screen.findByText('Este tipo de fichero no esta permitido')).toBeTruthy();
    expect(document.getElementById('evento-imagen')?.getAttribute('aria-invalid')).toBe('true');
  });

  it("says the API's 413 under the image; the event is created, and saving again edits it", async () => {
    const imagenes = [
      () => ({ status: 413 }),
      () => ({ status: 0, datos: creado({ ulrImagenPrincipal: '/api/Publico/imagenEvento/31?v=0123abcd' }) }),
    ];
    llamadas = apiFalsa(() => permisos, {
      [CREAR]: () => ({ status: 0, datos: creado() }),
      [EDITAR_31]: () => ({ status: 0, datos: creado() }),
      [IMAGEN_31]: () => imagenes.shift()?.() ?? { status: 500 },
    });
    pintarNuevo();
    await screen.findByRole('heading', { name: 'Datos del evento' });
    await rellenar();
    await elegirImagen('cartel.png');
    await screen.findByText('cartel.png');
    fireEvent.click(crearBoton());
    expect(await screen.findByText('El fichero es demasiado grande (máximo 2 MB)')).toBeTruthy();
    expect(screen.getByText('El evento se ha creado, pero la imagen no se ha guardado')).toBeTruthy();
    expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos/nuevo');
    expect(llamadasA(CREAR)).toHaveLength(1);

    await elegirImagen('cartel-pequeno.png');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos/31'));
    expect(llamadasA(CREAR)).toHaveLength(1);
    expect(llamadasA(EDITAR_31)).toHaveLength(1);
    expect(llamadasA(IMAGEN_31)).toHaveLength(2);
  });

  it('edits an event as it is, sending its image back unless removed', async () => {
    const foro = evento(7, 'Foro de Empleo Puente', {
      urlAcceso: 'foro-empleo-puente',
      entradilla: 'Más de 60 empresas.',
      lugar: 'Palacio de Congresos',
      fechaFin: '2031-01-15T18:00:00.000Z',
      ulrImagenPrincipal: '/api/Publico/imagenEvento/7?v=0123abcd',
      plazas: 500,
      inscritos: 12,
      dirigidoA: 'estudiantes',
    });
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => pagina([evento(9, 'Otro'), foro]),
      [EDITAR_7]: ({ body }) => ({ status: 0, datos: { ...foro, ...body } }),
    });
    pintarEdicion(7);
    expect(await screen.findByRole('heading', { name: 'Datos del evento' })).toBeTruthy();
    // The event is read by its id, not looked for in the list.
    expect(llamadasA('/api/Gestion/evento/7')).toHaveLength(1);
    expect(llamadasA(LISTA)).toEqual([]);
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('Foro de Empleo Puente');
    expect((screen.getByLabelText(/^Empieza/) as HTMLInputElement).value).toBe('2031-01-15T10:00');
    expect((screen.getByLabelText('Termina (opcional)') as HTMLInputElement).value).toBe('2031-01-15T19:00');
    expect(screen.getByRole('radio', { name: 'Solo estudiantes' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('img', { name: 'Imagen actual del evento' })).toBeTruthy();
    // Editing the title leaves the address as it was.
    escribir(/^Título/, 'Foro de Empleo Puente 2031');
    expect((screen.getByLabelText(/^Dirección/) as HTMLInputElement).value).toBe('foro-empleo-puente');
    escribir('Plazas (opcional)', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos/7'));
    expect(llamadasA(EDITAR_7).map((l) => l.body)).toEqual([
      {
        titulo: 'Foro de Empleo Puente 2031',
        urlAcceso: 'foro-empleo-puente',
        categoria: 'taller',
        entradilla: 'Más de 60 empresas.',
        lugar: 'Palacio de Congresos',
        fecha: '2031-01-15T10:00:00+01:00',
        fechaFin: '2031-01-15T19:00:00+01:00',
        destacado: false,
        ulrImagenPrincipal: '/api/Publico/imagenEvento/7?v=0123abcd',
        plazas: 600,
        inscripcion: true,
        dirigidoA: 'estudiantes',
        publico: false,
      },
    ]);
  });

  it('removes the image of an event', async () => {
    const foro = evento(7, 'Foro de Empleo Puente', { ulrImagenPrincipal: '/marca/eventos/foro.svg' });
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => pagina([foro]),
      [EDITAR_7]: ({ body }) => ({ status: 0, datos: { ...foro, ...body } }),
    });
    pintarEdicion(7);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar la imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen actual del evento' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(llamadasA(EDITAR_7)).toHaveLength(1));
    expect(llamadasA(EDITAR_7)[0]?.body.ulrImagenPrincipal).toBe('');
  });

  it('says when the event to edit does not exist', async () => {
    llamadas = apiFalsa(() => permisos, { [LISTA]: () => pagina([evento(9, 'Otro')]) });
    pintarEdicion(7);
    expect(await screen.findByRole('heading', { name: 'Este evento no existe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los eventos' }).getAttribute('href')).toBe('/gestion/eventos');
  });

  it('tells a read-only member they cannot create events', async () => {
    permisos = ['lectura'];
    llamadas = apiFalsa(() => permisos, {});
    pintarNuevo();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no puede crear ni editar eventos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear el evento' })).toBeNull();
  });
});
