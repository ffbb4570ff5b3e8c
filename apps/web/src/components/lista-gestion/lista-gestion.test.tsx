import '@/test/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { columnasDe } from '@/components/data-table/columnas';
import type { FilasPorCursor } from '@/components/data-table/cursor';
import { ListaGestion, type ListaGestionProps } from './lista-gestion';

interface Fila {
  id: number;
  nombre: string;
}

const h = columnasDe<Fila>();
const columnas = h.columns([h.accessor('nombre', { meta: { etiqueta: 'Nombre', principal: true }, cell: (c) => c.getValue() })]);

const lista = (cambio: Partial<FilasPorCursor<Fila>> = {}): FilasPorCursor<Fila> => ({
  filas: [{ id: 1, nombre: 'Carmen Ruiz' }],
  total: 1,
  totalEstimado: false,
  hayMas: false,
  cargarMas: vi.fn(),
  cargandoMas: false,
  cargando: false,
  error: false,
  reintentar: vi.fn(),
  ...cambio,
});

function pagina(props: Partial<ListaGestionProps<Fila>> = {}) {
  return render(
    <ListaGestion<Fila>
      lista={lista()}
      cuentaCargando={false}
      intro="Todas las personas."
      filtros={<p>Los filtros</p>}
      total={{ exacto: (count) => `${count} en total`, estimado: (hasta) => `más de ${hasta}` }}
      etiqueta="Personas"
      columnas={columnas}
      idDeFila={(f) => String(f.id)}
      nombreDeFila={(f) => f.nombre}
      vacio={{ titulo: 'Nadie todavía' }}
      {...props}
    />,
  );
}

describe('the staff list frame', () => {
  it('shows the intro, the filters, the count and the table', () => {
    pagina();
    expect(screen.getByText('Todas las personas.')).toBeTruthy();
    expect(screen.getByText('Los filtros')).toBeTruthy();
    expect(screen.getByText('1 en total').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Carmen Ruiz')).toBeTruthy();
  });

  it('says an estimated count as "more than" the exact limit', () => {
    pagina({ lista: lista({ total: 20_000, totalEstimado: true }) });
    expect(screen.getByText(/^más de \d/)).toBeTruthy();
  });

  it('says the member may not read the list, and nothing else', () => {
    pagina({ sinPermiso: { titulo: 'Sin permiso', texto: 'Pide acceso.' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Sin permiso' })).toBeTruthy();
    expect(screen.queryByText('Todas las personas.')).toBeNull();
    expect(screen.queryByText('Carmen Ruiz')).toBeNull();
  });
});
