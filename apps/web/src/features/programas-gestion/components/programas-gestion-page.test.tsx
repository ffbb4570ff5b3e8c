import '@/test/setup';
import type { ProgramaGestion } from '@puente/contract/programas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, type Llamada, pagina, pintarEn, programa } from '../test/api-falsa';
import { ProgramasGestionPage } from './programas-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return uses them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/programas';
const DESACTIVAR_7 = '/api/Gestion/desactivarPrograma/7';
const ACTIVAR_7 = '/api/Gestion/activarPrograma/7';

let permisos: string[];
let llamadas: Llamada[];
let filas: ProgramaGestion[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
  filas = [
    programa(7, 'Prácticas en Pymes Innovadoras', {
      urlAcceso: 'pymes-innovadoras',
      requiereAdhesion: true,
      plazo: '30/06/2031',
      pendientes: 2,
      soloEstudiantesUniversitarios: true,
      tiposEstudios: ['Grado', 'Máster universitario'],
      europeo: true,
    }),
    programa(5, 'Investigo Primer Empleo', { activo: false }),
  ];
  llamadas = apiFalsa(() => permisos, {
    [LISTA]: () => pagina(filas),
    [DESACTIVAR_7]: () => {
      filas = filas.map((f) => (f.idPrograma === 7 ? { ...f, activo: false } : f));
      return { status: 0, datos: filas[0] };
    },
    [ACTIVAR_7]: () => {
      filas = filas.map((f) => (f.idPrograma === 7 ? { ...f, activo: true } : f));
      return { status: 0, datos: filas[0] };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const ultimaLista = () => llamadasA(LISTA).at(-1);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));
const pintar = (ruta = '/gestion/programas') => pintarEn(ruta, '/gestion/programas', <ProgramasGestionPage />);
const direccion = () => screen.getByTestId('direccion').textContent;

async function elegir(etiqueta: string, opcion: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

describe('ProgramasGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each programme with its audience, state, deadline and pending adhesions', async () => {
    pintar('/gestion/programas?texto=pymes&activo=true&conPendientes=true');
    const pymes = within(await screen.findByRole('row', { name: /Prácticas en Pymes Innovadoras/ }));
    expect(Object.fromEntries(ultimaLista()?.params ?? [])).toEqual({ texto: 'pymes', activo: 'true', conPendientes: 'true' });
    expect(screen.getByText('2 programas')).toBeTruthy();
    expect(pymes.getByRole('link', { name: 'Prácticas en Pymes Innovadoras' }).getAttribute('href')).toBe('/gestion/programas/7');
    expect(pymes.getByText('/pymes-innovadoras')).toBeTruthy();
    expect(pymes.getByText('Europeo')).toBeTruthy();
    expect(pymes.getByText('Estudiantes universitarios · Grado, Máster universitario')).toBeTruthy();
    expect(pymes.getByText('Activo')).toBeTruthy();
    expect(pymes.getByText('30/06/2031')).toBeTruthy();
    expect(pymes.getByText('2 por decidir')).toBeTruthy();
    const investigo = within(screen.getByRole('row', { name: /Investigo Primer Empleo/ }));
    expect(investigo.getByText('Todo el estudiantado')).toBeTruthy();
    expect(investigo.getByText('Inactivo')).toBeTruthy();
    expect(investigo.getByText('Sin plazo')).toBeTruthy();
    expect(investigo.getByText('Ninguna por decidir')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Activos');
    expect(screen.getByRole('combobox', { name: 'Adhesiones' }).textContent).toBe('Con adhesiones por decidir');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('pymes');
  });

  it('puts the filters in the address and asks the API with them', async () => {
    pintar();
    await screen.findByRole('row', { name: /Pymes/ });
    await elegir('Estado', 'Inactivos');
    await waitFor(() => expect(ultimaLista()?.params.get('activo')).toBe('false'));
    await elegir('Adhesiones', 'Sin adhesiones por decidir');
    await waitFor(() => expect(ultimaLista()?.params.get('conPendientes')).toBe('false'));
    const caja = screen.getByLabelText('Título');
    fireEvent.change(caja, { target: { value: ' investigo ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('texto')).toBe('investigo'));
    expect(direccion()).toBe('/gestion/programas?texto=investigo&activo=false&conPendientes=false');
    await elegir('Estado', 'Todos');
    await waitFor(() => expect(direccion()).toBe('/gestion/programas?texto=investigo&conPendientes=false'));
  });

  it('offers a new programme and each one’s edit link, and deactivates after asking, then activates again', async () => {
    pintar();
    await screen.findByRole('row', { name: /Pymes/ });
    await cuentaLeida();
    expect((await screen.findByRole('link', { name: 'Nuevo programa' })).getAttribute('href')).toBe('/gestion/programas/nuevo');
    expect(screen.getByRole('link', { name: 'Editar «Prácticas en Pymes Innovadoras»' }).getAttribute('href')).toBe(
      '/gestion/programas/7/editar',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar «Prácticas en Pymes Innovadoras»' }));
    const pregunta = within(await screen.findByRole('alertdialog', { name: '¿Desactivar el programa?' }));
    expect(pregunta.getByText(/dejará de verse enseguida en la lista de programas/)).toBeTruthy();
    fireEvent.click(pregunta.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESACTIVAR_7)).toEqual([]);

    const boton = screen.getByRole('button', { name: 'Desactivar «Prácticas en Pymes Innovadoras»' });
    fireEvent.click(boton);
    const otra = within(await screen.findByRole('alertdialog', { name: '¿Desactivar el programa?' }));
    fireEvent.click(otra.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESACTIVAR_7)).toHaveLength(1);
    const pymes = within(screen.getByRole('row', { name: /Pymes/ }));
    expect(await pymes.findByText('Inactivo')).toBeTruthy();
    // The same button, now to activate it again, at once.
    expect(pymes.getByRole('button', { name: 'Activar «Prácticas en Pymes Innovadoras»' })).toBe(boton);
    fireEvent.click(boton);
    await waitFor(() => expect(llamadasA(ACTIVAR_7)).toHaveLength(1));
    expect(await pymes.findByText('Activo')).toBeTruthy();
  });

  it('opens a programme’s page with Enter on its row, keeping the list’s address to come back to', async () => {
    const router = pintar('/gestion/programas?activo=true');
    const fila = await screen.findByRole('row', { name: /Pymes/ });
    fila.focus();
    fireEvent.keyDown(fila, { key: 'Enter' });
    await waitFor(() => expect(direccion()).toBe('/gestion/programas/7'));
    expect(router.state.location.state).toEqual({ volver: '?activo=true' });
  });

  it('shows a read-only member the list without creating, editing nor deactivating', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Pymes/ });
    await cuentaLeida();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(/Tu cuenta solo puede consultarlas/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nuevo programa' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Activar|Desactivar)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    filas = [];
    pintar('/gestion/programas?activo=false');
    expect(await screen.findByText('Ningún programa coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(direccion()).toBe('/gestion/programas'));
    expect(await screen.findByText('Aún no hay programas')).toBeTruthy();
  });

  it('tells a member without prácticas that the area is not theirs, and does not ask for the list', async () => {
    permisos = ['contenidos'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA)).toEqual([]);
  });
});
