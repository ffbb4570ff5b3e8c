import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columnasDe } from './columnas';
import { type PaginaCursor, useFilasPorCursor } from './cursor';
import { DataTable, type DataTableProps } from './data-table';

interface Persona {
  id: number;
  nombre: string;
  email: string;
  alta: number;
}

const personas: Persona[] = [
  { id: 1, nombre: 'Carmen Ruiz', email: 'carmen@uni.es', alta: 2021 },
  { id: 2, nombre: 'Andrés Gil', email: 'andres@uni.es', alta: 2024 },
  { id: 3, nombre: 'Begoña Sanz', email: 'begona@uni.es', alta: 2019 },
];

const h = columnasDe<Persona>();
const columnas = h.columns([
  h.accessor('nombre', { meta: { etiqueta: 'Nombre', principal: true }, cell: (c) => c.getValue() }),
  h.accessor('email', { meta: { etiqueta: 'E-mail' }, enableSorting: false, cell: (c) => c.getValue() }),
  h.accessor('alta', { meta: { etiqueta: 'Alta', alinear: 'end' }, cell: (c) => String(c.getValue()) }),
]);

function tabla(props: Partial<DataTableProps<Persona>> = {}) {
  return render(
    <DataTable<Persona>
      etiqueta="Personas"
      columnas={columnas}
      filas={personas}
      idDeFila={(p) => String(p.id)}
      nombreDeFila={(p) => p.nombre}
      vacio={{ titulo: 'Nadie todavía' }}
      {...props}
    />,
  );
}

/** The body rows' first data cell, in the order shown. */
const nombresEnOrden = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map(
      (fila) =>
        within(fila)
          .getAllByRole('cell')
          .find((c) => !c.querySelector('input'))?.textContent,
    );

describe('DataTable', () => {
  it('selects one row by its checkbox, and every row from the header one', () => {
    const onSeleccion = vi.fn();
    tabla({ seleccionable: true, onSeleccionChange: onSeleccion });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Andrés Gil' }));
    expect(onSeleccion).toHaveBeenLastCalledWith({ '2': true });
    expect(screen.getByRole('status').textContent).toBe('1 fila seleccionada');
    const todas = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }) as HTMLInputElement;
    expect(todas.indeterminate).toBe(true);
    fireEvent.click(todas);
    expect(onSeleccion).toHaveBeenLastCalledWith({ '1': true, '2': true, '3': true });
    expect(todas.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('3 filas seleccionadas');
    fireEvent.click(todas);
    expect(onSeleccion).toHaveBeenLastCalledWith({});
  });

  it('sorts by a column when its header is pressed, and says so with aria-sort', () => {
    tabla();
    expect(nombresEnOrden()).toEqual(['Carmen Ruiz', 'Andrés Gil', 'Begoña Sanz']);
    const cabecera = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(cabecera.getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(cabecera).getByRole('button', { name: 'Nombre' }));
    expect(cabecera.getAttribute('aria-sort')).toBe('ascending');
    expect(nombresEnOrden()).toEqual(['Andrés Gil', 'Begoña Sanz', 'Carmen Ruiz']);
    fireEvent.click(within(cabecera).getByRole('button', { name: 'Nombre' }));
    expect(cabecera.getAttribute('aria-sort')).toBe('descending');
    expect(nombresEnOrden()).toEqual(['Carmen Ruiz', 'Begoña Sanz', 'Andrés Gil']);
    // A column that does not sort has no button in its header.
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).toBeNull();
  });

  it('starts with the given order', () => {
    tabla({ ordenInicial: [{ id: 'alta', desc: true }] });
    expect(screen.getByRole('columnheader', { name: /Alta/ }).getAttribute('aria-sort')).toBe('descending');
    expect(nombresEnOrden()).toEqual(['Andrés Gil', 'Carmen Ruiz', 'Begoña Sanz']);
  });

  it('hides and shows columns from the column menu, never the last one', async () => {
    tabla({ columnasOcultas: ['alta'] });
    expect(screen.queryByRole('columnheader', { name: /Alta/ })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Columnas' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const email = within(menu).getByRole('menuitemcheckbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Alta' }).getAttribute('aria-checked')).toBe('false');
    // The open menu hides the page from assistive technology (Radix): the headers are looked for hidden too.
    const cabecera = (nombre: string | RegExp) => screen.queryByRole('columnheader', { name: nombre, hidden: true });
    fireEvent.click(email);
    await waitFor(() => expect(cabecera('E-mail')).toBeNull());
    // The menu stays open so several columns change in a row.
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Alta' }));
    await waitFor(() => expect(cabecera(/Alta/)).toBeTruthy());
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Alta' }));
    await waitFor(() => expect(cabecera(/Alta/)).toBeNull());
    const nombre = within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Nombre' });
    expect(nombre.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves between rows with the arrows, selects with Space and opens with Enter', () => {
    const onAbrir = vi.fn();
    tabla({ seleccionable: true, onAbrirFila: onAbrir });
    const filas = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // One row is in the tab order at a time.
    expect(filas.map((f) => f.tabIndex)).toEqual([0, -1, -1]);
    act(() => (filas[0] as HTMLElement).focus());
    fireEvent.keyDown(filas[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(filas[1]);
    expect(filas.map((f) => f.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(filas[1] as HTMLElement, { key: ' ' });
    expect((screen.getByRole('checkbox', { name: 'Seleccionar Andrés Gil' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(filas[1] as HTMLElement, { key: 'Enter' });
    expect(onAbrir).toHaveBeenCalledWith(personas[1]);
    fireEvent.keyDown(filas[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(filas[2]);
    fireEvent.keyDown(filas[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(filas[2]);
    fireEvent.keyDown(filas[2] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(filas[0]);
    fireEvent.keyDown(filas[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(filas[0]);
  });

  it('leaves the keys pressed on a control inside a row to that control', () => {
    const onAbrir = vi.fn();
    tabla({ seleccionable: true, onAbrirFila: onAbrir });
    const casilla = screen.getByRole('checkbox', { name: 'Seleccionar Carmen Ruiz' });
    fireEvent.keyDown(casilla, { key: 'Enter' });
    fireEvent.keyDown(casilla, { key: 'ArrowDown' });
    expect(onAbrir).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(within(screen.getByRole('table')).getAllByRole('row')[2]);
  });

  it('shows placeholder rows while loading, then the empty state, then the error with a retry', () => {
    const { rerender } = tabla({ filas: undefined, cargando: true });
    expect(screen.getByText('Cargando la lista…').getAttribute('role')).toBe('status');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    const props = {
      etiqueta: 'Personas',
      columnas,
      idDeFila: (p: Persona) => String(p.id),
      nombreDeFila: (p: Persona) => p.nombre,
      vacio: { titulo: 'Nadie todavía' },
    };
    rerender(<DataTable<Persona> {...props} filas={[]} />);
    expect(screen.getByText('Nadie todavía')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const reintentar = vi.fn();
    rerender(<DataTable<Persona> {...props} filas={undefined} error onReintentar={reintentar} />);
    expect(screen.getByText('No se ha podido cargar la lista')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reintentar).toHaveBeenCalled();
  });

  it('asks for the next page while the cursor has one, and counts what is shown', () => {
    const cargarMas = vi.fn();
    const { rerender } = tabla({ paginacion: { hayMas: true, cargarMas, cargandoMas: false, total: 40 } });
    expect(screen.getByText('Mostrando 3 de 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(cargarMas).toHaveBeenCalledOnce();
    rerender(
      <DataTable<Persona>
        etiqueta="Personas"
        columnas={columnas}
        filas={personas}
        idDeFila={(p) => String(p.id)}
        nombreDeFila={(p) => p.nombre}
        vacio={{ titulo: 'Nadie todavía' }}
        paginacion={{ hayMas: false, cargarMas, cargandoMas: false, total: 3000, totalEstimado: true }}
      />,
    );
    expect(screen.getByText('Mostrando 3 de unos 3000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });
});

describe('useFilasPorCursor', () => {
  it('joins the pages and follows the server cursor until it is null', async () => {
    const paginas: Record<string, PaginaCursor<Persona>> = {
      inicio: { items: personas.slice(0, 2), siguiente: 'c2', total: 3, totalEstimado: false },
      c2: { items: personas.slice(2), siguiente: null, total: 3, totalEstimado: false },
    };
    const pedir = vi.fn(async (cursor: string | null) => paginas[cursor ?? 'inicio'] as PaginaCursor<Persona>);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFilasPorCursor(['personas'], pedir), { wrapper });
    await waitFor(() => expect(result.current.filas).toHaveLength(2));
    expect(result.current.hayMas).toBe(true);
    expect(result.current.total).toBe(3);
    act(() => result.current.cargarMas());
    await waitFor(() => expect(result.current.filas).toHaveLength(3));
    expect(result.current.hayMas).toBe(false);
    expect(pedir.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c2']);
  });
});
