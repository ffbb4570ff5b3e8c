import '@/test/setup';
import type { ElementoLista } from '@puente/contract/listas-referencia';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGestionFalsa, CONTENIDOS, type Llamada } from '@/test/api-gestion-falsa';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { ListasGestionPage } from './listas-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA_TITULACIONES = '/api/Gestion/listaReferencia/titulaciones';
const LISTA_CONTACTO = '/api/Gestion/listaReferencia/tiposContacto';

const elemento = (id: number, es: string, extra: Partial<ElementoLista> = {}): ElementoLista => ({
  id,
  es,
  en: null,
  retirado: false,
  editadoEn: null,
  idNivel: null,
  idArea: null,
  idEstado: null,
  idProvincia: null,
  localidad: null,
  ...extra,
});

const DOMINIOS = {
  ...dominiosDePrueba,
  nivelesTitulacion: [
    { id: 1, descripcion: 'Grado' },
    { id: 2, descripcion: 'Máster universitario' },
  ],
  areasTitulacion: [
    { id: 4, descripcion: 'Ciencias Sociales y Jurídicas' },
    { id: 5, descripcion: 'Ingeniería y Arquitectura' },
  ],
};

let permisos: string[];
let llamadas: Llamada[];
let titulaciones: ElementoLista[];
let contactos: ElementoLista[];
const pagina = (items: ElementoLista[]) => ({
  status: 0,
  datos: { items, siguiente: null, total: items.length, totalEstimado: false },
});

function respuestas(extra = {}) {
  return apiGestionFalsa(
    () => permisos,
    {
      [LISTA_TITULACIONES]: () => pagina(titulaciones),
      [LISTA_CONTACTO]: () => pagina(contactos),
      '/api/Dominios/dominiosList/es': DOMINIOS,
      ...extra,
    },
    CONTENIDOS,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  titulaciones = [
    elemento(23, 'Grado en Derecho', { idNivel: 1, idArea: 4 }),
    elemento(70, 'Grado en Ingeniería Naval', { idNivel: 1, idArea: 5, retirado: true }),
  ];
  contactos = [elemento(4, 'Facturación', { en: 'Invoicing' })];
  llamadas = respuestas();
});
afterEach(() => vi.unstubAllGlobals());

function Direccion() {
  return <p data-testid="direccion">{useLocation().search}</p>;
}

function pintar(ruta = '/gestion/listas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <ListasGestionPage />
        <Direccion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function elegir(donde: HTMLElement, etiqueta: string, opcion: string) {
  fireEvent.keyDown(within(donde).getByRole('combobox', { name: new RegExp(`^${etiqueta}`) }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

describe('ListasGestionPage', { timeout: 20_000 }, () => {
  it('shows the degrees by default with their level, area and state', async () => {
    pintar();
    const derecho = within(await screen.findByRole('row', { name: /Grado en Derecho/ }));
    expect(derecho.getByText('Grado')).toBeTruthy();
    expect(derecho.getByText('Ciencias Sociales y Jurídicas')).toBeTruthy();
    expect(derecho.getByText('Activo')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Naval/ })).getByText('Retirado')).toBeTruthy();
    expect(screen.getByText('2 elementos')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Titulaciones' })).toBeTruthy();
  });

  it('switches list in the address, starting its search afresh', async () => {
    pintar('/gestion/listas?texto=derecho&estado=activo');
    await screen.findByRole('row', { name: /Grado en Derecho/ });
    expect(Object.fromEntries(llamadasA(LISTA_TITULACIONES).at(-1)?.params ?? [])).toEqual({
      texto: 'derecho',
      estado: 'activo',
    });
    await elegir(document.body, 'Lista', 'Tipos de contacto de empresa');
    const factura = within(await screen.findByRole('row', { name: /Facturación/ }));
    expect(factura.getByText('Invoicing')).toBeTruthy();
    expect(screen.getByTestId('direccion').textContent).toBe('?lista=tiposContacto');
  });

  it('adds a degree: the contract asks for its level and area, then posts them', async () => {
    llamadas = respuestas({
      '/api/Gestion/crearElementoLista/titulaciones': ({ body }: Llamada) => {
        const nueva = elemento(1_000_000, String(body.es), { idNivel: 2, idArea: 5 });
        titulaciones = [...titulaciones, nueva];
        return { status: 0, datos: nueva };
      },
    });
    pintar();
    await screen.findByRole('row', { name: /Grado en Derecho/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir a «Titulaciones»' });
    const d = within(dialogo);
    fireEvent.input(d.getByLabelText(/^Nombre/), { target: { value: 'Máster en Oceanografía' } });
    fireEvent.click(d.getByRole('button', { name: 'Añadir' }));
    expect(await d.findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(llamadasA('/api/Gestion/crearElementoLista/titulaciones')).toEqual([]);
    await elegir(dialogo, 'Nivel', 'Máster universitario');
    await elegir(dialogo, 'Área', 'Ingeniería y Arquitectura');
    fireEvent.click(d.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA('/api/Gestion/crearElementoLista/titulaciones').map((l) => l.body)).toEqual([
      { es: 'Máster en Oceanografía', en: '', idNivel: 2, idArea: 5, localidad: '' },
    ]);
    expect(await screen.findByRole('row', { name: /Oceanografía/ })).toBeTruthy();
  });

  it('says a namesake (8) inside the dialog, which stays open', async () => {
    llamadas = respuestas({
      '/api/Gestion/crearElementoLista/tiposContacto': () => ({
        status: 8,
        mensaje: 'Ya hay un elemento activo con ese nombre en la lista.',
      }),
    });
    pintar('/gestion/listas?lista=tiposContacto');
    await screen.findByRole('row', { name: /Facturación/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir a «Tipos de contacto de empresa»' });
    const d = within(dialogo);
    fireEvent.input(d.getByLabelText(/^Nombre en inglés/), { target: { value: 'invoicing' } });
    fireEvent.input(d.getByLabelText(/^Nombre$|^Nombre \*/), { target: { value: 'facturación' } });
    fireEvent.click(d.getByRole('button', { name: 'Añadir' }));
    expect(await d.findByText('Ya hay un elemento activo con ese nombre en la lista.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('retires after asking and restores at once, on the same button', async () => {
    llamadas = respuestas({
      '/api/Gestion/retiradaElementoLista/titulaciones/23': ({ body }: Llamada) => {
        titulaciones = titulaciones.map((e) => (e.id === 23 ? { ...e, retirado: Boolean(body.retirado) } : e));
        return { status: 0, datos: titulaciones[0] };
      },
    });
    pintar();
    await screen.findByRole('row', { name: /Grado en Derecho/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar «Grado en Derecho»' }));
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Retirar este elemento?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Recuperar «Grado en Derecho»' }));
    await screen.findByRole('button', { name: 'Retirar «Grado en Derecho»' });
    expect(llamadasA('/api/Gestion/retiradaElementoLista/titulaciones/23').map((l) => l.body.retirado)).toEqual([true, false]);
  });

  it('opens an item with Enter on its row to rename it', async () => {
    llamadas = respuestas({
      '/api/Gestion/editarElementoLista/titulaciones/23': ({ body }: Llamada) => ({
        status: 0,
        datos: { ...titulaciones[0], ...body },
      }),
    });
    pintar();
    const fila = await screen.findByRole('row', { name: /Grado en Derecho/ });
    await cuentaLeida();
    await screen.findByRole('button', { name: 'Editar «Grado en Derecho»' });
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    const dialogo = await screen.findByRole('dialog', { name: 'Renombrar en «Titulaciones»' });
    fireEvent.input(within(dialogo).getByLabelText(/^Nombre/), { target: { value: 'Grado en Derecho (plan 2026)' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA('/api/Gestion/editarElementoLista/titulaciones/23').map((l) => l.body)).toEqual([
      { es: 'Grado en Derecho (plan 2026)', en: '', idNivel: 1, idArea: 4, localidad: '' },
    ]);
  });

  it('shows a read-only member the list and its CSV, without changes', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Grado en Derecho/ });
    await cuentaLeida();
    expect(await screen.findByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Retirar|Recuperar)/ })).toBeNull();
  });

  it('tells a member without the permission that the area is not theirs', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA_TITULACIONES)).toEqual([]);
  });
});
