import { TOTAL_EXACTO_HASTA } from '@puente/contract/paginas';
import type { RowData } from '@tanstack/react-table';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FilasPorCursor } from '@/components/data-table/cursor';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';

export interface ListaGestionProps<T extends RowData>
  extends Omit<DataTableProps<T>, 'filas' | 'cargando' | 'error' | 'onReintentar' | 'paginacion'> {
  /** The list read page by page ("Cargar más"): rows, count, loading and error states. */
  lista: FilasPorCursor<T>;
  /** The member's account is still loading: the table waits with it. */
  cuentaCargando: boolean;
  /** Set when the member may not read this list: the page says so instead of the list. */
  sinPermiso?: { titulo: string; texto: string } | undefined;
  intro: string;
  /** Links beside the intro (the students' deregistration requests); null keeps their place empty. */
  enlaces?: ReactNode;
  /** The filters' bar, above the count. */
  filtros: ReactNode;
  /** How the count reads, exact or (for a large list) "more than…". */
  total: { exacto: (count: number) => string; estimado: (hasta: number) => string };
  /** A notice between the filters and the count (an undoable bulk decision). */
  aviso?: ReactNode;
  /** A bar between the count and the table (the bulk actions on a selection). */
  barra?: ReactNode;
  /** What follows the table (its dialogs). */
  children?: ReactNode;
}

/**
 * A staff list page: the intro, the filters, the count said to screen readers as it changes, and the data table
 * read page by page with its loading, empty and error states; or, without the permission, a page that says so.
 */
export function ListaGestion<T extends RowData>({
  lista,
  cuentaCargando,
  sinPermiso,
  intro,
  enlaces,
  filtros,
  total,
  aviso,
  barra,
  children,
  ...tabla
}: ListaGestionProps<T>) {
  if (sinPermiso) {
    return <EmptyState as="section" titleAs="h2" icon={ShieldOff} title={sinPermiso.titulo} description={sinPermiso.texto} />;
  }

  const texto = <p className="max-w-3xl text-muted">{intro}</p>;
  return (
    <div className="flex flex-col gap-4">
      {enlaces === undefined ? (
        texto
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          {texto}
          {enlaces}
        </div>
      )}
      {filtros}
      {aviso}
      <p className="text-sm font-semibold text-fg" aria-live="polite">
        {lista.total === undefined ? null : lista.totalEstimado ? total.estimado(TOTAL_EXACTO_HASTA) : total.exacto(lista.total)}
      </p>
      {barra}
      <DataTable<T>
        {...tabla}
        filas={lista.filas}
        cargando={cuentaCargando || lista.cargando}
        error={lista.error}
        onReintentar={lista.reintentar}
        paginacion={{
          hayMas: lista.hayMas,
          cargarMas: lista.cargarMas,
          cargandoMas: lista.cargandoMas,
          total: lista.total,
          totalEstimado: lista.totalEstimado,
        }}
      />
      {children}
    </div>
  );
}
