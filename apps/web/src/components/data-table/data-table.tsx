import {
  type Column,
  functionalUpdate,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowDownUp, ArrowUp, CircleAlert, Columns3, Inbox, RotateCw } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownCheckboxItem,
  DropdownMenu,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type ColumnaDe, columnasDe, type TablaFeatures, tablaFeatures } from './columnas';

export interface PaginacionTabla {
  /** The server's cursor points to another page (`siguiente` is not null). */
  hayMas: boolean;
  cargarMas: () => void;
  cargandoMas: boolean;
  /** How many rows the list has in all, and whether that count is an estimate. */
  total?: number;
  totalEstimado?: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** The list's name: the table's caption for screen readers, and the name of its menus. */
  etiqueta: string;
  columnas: readonly ColumnaDe<T>[];
  /** undefined while the first answer has not arrived. */
  filas: readonly T[] | undefined;
  idDeFila: (fila: T) => string;
  /** How a row is named where it is chosen ("Seleccionar Ana Ruiz"). */
  nombreDeFila: (fila: T) => string;
  cargando?: boolean;
  error?: boolean;
  onReintentar?: () => void;
  /** What the list says when it has no rows. */
  vacio: { titulo: ReactNode; descripcion?: ReactNode; accion?: ReactNode };
  /** A checkbox per row and one in the header for all of them. */
  seleccionable?: boolean;
  /** The selection by row id, when the caller keeps it (bulk actions); the table keeps it otherwise. */
  seleccion?: RowSelectionState;
  onSeleccionChange?: (seleccion: RowSelectionState) => void;
  /** The row's action: Enter on a focused row runs it. */
  onAbrirFila?: (fila: T) => void;
  ordenInicial?: SortingState;
  /** Ids of the columns hidden at first; the column menu shows them again. */
  columnasOcultas?: readonly string[];
  /** The server's cursor: "Cargar más" under the rows, and how many are shown of how many. */
  paginacion?: PaginacionTabla;
  /** Buttons before the column menu (add, export…). */
  acciones?: ReactNode;
  /** Placeholder rows while the first page loads. */
  filasEsqueleto?: number;
}

const SIN_FILAS: readonly never[] = [];
const SELECCION = 'seleccion';

const etiquetaDe = <T extends RowData>(columna: Column<TablaFeatures, T, unknown>) =>
  columna.columnDef.meta?.etiqueta ?? columna.id;

const ariaSort = (orden: false | 'asc' | 'desc') => (orden === 'asc' ? 'ascending' : orden === 'desc' ? 'descending' : undefined);

/**
 * The staff lists' table (TanStack Table v9, headless; the markup, keys and
 * styles are ours): row selection with a header checkbox, sorting by a column's
 * header (aria-sort), a menu to show or hide columns, a sticky header inside a
 * scrolling box, keyboard navigation (arrows between rows, Space selects,
 * Enter opens), placeholder rows while loading, empty and error states, and
 * "Cargar más" for a list read with a server cursor. Below 640 px each row is
 * a card: every value with its column's name, the main one as the title.
 */
export function DataTable<T extends RowData>({
  etiqueta,
  columnas,
  filas,
  idDeFila,
  nombreDeFila,
  cargando = false,
  error = false,
  onReintentar,
  vacio,
  seleccionable = false,
  seleccion: seleccionDada,
  onSeleccionChange,
  onAbrirFila,
  ordenInicial,
  columnasOcultas,
  paginacion,
  acciones,
  filasEsqueleto = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const ayudaId = useId();
  const [seleccionPropia, setSeleccionPropia] = useState<RowSelectionState>({});
  const seleccion = seleccionDada ?? seleccionPropia;
  const cambiarSeleccion = (updater: Updater<RowSelectionState>) => {
    const nueva = functionalUpdate(updater, seleccion);
    if (!seleccionDada) setSeleccionPropia(nueva);
    onSeleccionChange?.(nueva);
  };

  const todas = useMemo<ColumnaDe<T>[]>(() => {
    if (!seleccionable) return [...columnas];
    const columnaSeleccion = columnasDe<T>().display({
      id: SELECCION,
      enableSorting: false,
      enableHiding: false,
      meta: { etiqueta: t('tabla.seleccion') },
    });
    return [columnaSeleccion, ...columnas];
  }, [columnas, seleccionable, t]);

  const [ocultasIniciales] = useState(() => Object.fromEntries((columnasOcultas ?? []).map((id) => [id, false])));
  const table = useTable({
    features: tablaFeatures,
    columns: todas,
    data: filas ?? (SIN_FILAS as readonly T[]),
    getRowId: (fila) => idDeFila(fila),
    enableRowSelection: seleccionable,
    enableSortingRemoval: false,
    state: { rowSelection: seleccion },
    onRowSelectionChange: cambiarSeleccion,
    initialState: { sorting: ordenInicial ?? [], columnVisibility: ocultasIniciales },
  });

  const rows = table.getRowModel().rows;
  const filaRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [activa, setActiva] = useState(0);
  const activaReal = Math.min(activa, Math.max(rows.length - 1, 0));
  const seleccionadas = Object.values(seleccion).filter(Boolean).length;

  const irA = (indice: number) => {
    const destino = Math.max(0, Math.min(indice, rows.length - 1));
    setActiva(destino);
    filaRefs.current[destino]?.focus();
  };

  const onTecla = (event: KeyboardEvent<HTMLTableRowElement>, indice: number, row: Row<TablaFeatures, T>) => {
    // Keys pressed on a control inside the row (a checkbox, a button) are the control's.
    if (event.target !== event.currentTarget) return;
    const destino: Record<string, number> = { ArrowDown: indice + 1, ArrowUp: indice - 1, Home: 0, End: rows.length - 1 };
    const fila = destino[event.key];
    if (fila !== undefined) irA(fila);
    else if (event.key === ' ' && seleccionable) row.toggleSelected();
    else if (event.key === 'Enter' && onAbrirFila) onAbrirFila(row.original);
    else return;
    event.preventDefault();
  };

  const ocultables = table.getAllLeafColumns().filter((columna) => columna.getCanHide());
  const ordenables = table.getAllLeafColumns().filter((columna) => columna.getCanSort());
  const orden = table.state.sorting[0];

  const barra = (
    <div className="flex flex-wrap items-center gap-2">
      {acciones}
      <p role="status" className="text-sm text-muted">
        {seleccionadas > 0 ? t('tabla.seleccionadas', { count: seleccionadas }) : null}
      </p>
      <div className="ms-auto flex items-center gap-2">
        {ordenables.length > 0 ? (
          // The headers sort from 640 px; the cards below that have no header row, so this menu sorts them.
          <span className="sm:hidden">
            <DropdownMenu
              label={t('tabla.ordenarPor')}
              trigger={
                <Button variant="outline" size="sm">
                  <ArrowDownUp aria-hidden="true" />
                  {t('tabla.ordenar')}
                </Button>
              }
            >
              <DropdownRadioGroup
                value={orden ? `${orden.id}:${orden.desc ? 'desc' : 'asc'}` : ''}
                onValueChange={(valor) => {
                  const [id, sentido] = valor.split(':');
                  if (id) table.setSorting([{ id, desc: sentido === 'desc' }]);
                }}
              >
                {ordenables.flatMap((columna) =>
                  (['asc', 'desc'] as const).map((sentido) => (
                    <DropdownRadioItem key={`${columna.id}:${sentido}`} value={`${columna.id}:${sentido}`}>
                      {t(sentido === 'asc' ? 'tabla.ascendente' : 'tabla.descendente', { columna: etiquetaDe(columna) })}
                    </DropdownRadioItem>
                  )),
                )}
              </DropdownRadioGroup>
            </DropdownMenu>
          </span>
        ) : null}
        {ocultables.length > 1 ? (
          <DropdownMenu
            label={t('tabla.columnasVisibles')}
            trigger={
              <Button variant="outline" size="sm">
                <Columns3 aria-hidden="true" />
                {t('tabla.columnas')}
              </Button>
            }
          >
            {ocultables.map((columna) => (
              <DropdownCheckboxItem
                key={columna.id}
                checked={columna.getIsVisible()}
                // The last visible column stays: a table without columns would show nothing.
                disabled={columna.getIsVisible() && ocultables.filter((c) => c.getIsVisible()).length === 1}
                onCheckedChange={(visible) => columna.toggleVisibility(visible)}
              >
                {etiquetaDe(columna)}
              </DropdownCheckboxItem>
            ))}
            <DropdownSeparator />
            <p className="px-2.5 py-1.5 text-xs text-muted">{t('tabla.columnasAyuda')}</p>
          </DropdownMenu>
        ) : null}
      </div>
    </div>
  );

  if (error && !filas) {
    return (
      <div className="flex flex-col gap-3">
        {barra}
        <EmptyState
          icon={CircleAlert}
          title={t('tabla.errorTitulo')}
          description={t('tabla.errorTexto')}
          action={
            onReintentar ? (
              <Button variant="outline" onClick={onReintentar}>
                <RotateCw aria-hidden="true" />
                {t('tabla.reintentar')}
              </Button>
            ) : null
          }
        />
      </div>
    );
  }

  const esperando = cargando && !filas;
  if (!esperando && rows.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        {barra}
        <EmptyState icon={Inbox} title={vacio.titulo} description={vacio.descripcion} action={vacio.accion} />
      </div>
    );
  }

  const visibles = table.getVisibleLeafColumns();
  const cabeceras = table.getHeaderGroups().at(-1)?.headers ?? [];
  const todasSeleccionadas = table.getIsAllRowsSelected();
  const algunas = table.getIsSomeRowsSelected();

  return (
    <div className="flex flex-col gap-3">
      {barra}
      {esperando ? (
        <p role="status" className="sr-only">
          {t('tabla.cargando')}
        </p>
      ) : null}
      <p id={ayudaId} className="sr-only">
        {seleccionable ? t('tabla.ayudaTecladoSeleccion') : t('tabla.ayudaTeclado')}
      </p>
      <div className="rounded-xl border border-border bg-surface sm:max-h-[min(70dvh,44rem)] sm:overflow-auto">
        <table aria-describedby={ayudaId} aria-busy={esperando || undefined} className="w-full border-collapse text-sm">
          <caption className="sr-only">{etiqueta}</caption>
          <thead className="max-sm:hidden">
            <tr>
              {cabeceras.map((header) => {
                const columna = header.column;
                const clase =
                  'sticky top-0 z-10 border-b border-border bg-subtle px-4 py-2.5 font-semibold whitespace-nowrap text-fg';
                if (columna.id === SELECCION) {
                  return (
                    <th key={header.id} scope="col" className={cn(clase, 'w-12 text-start')}>
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer accent-primary"
                        aria-label={t('tabla.seleccionarTodas')}
                        checked={todasSeleccionadas}
                        ref={(el) => {
                          if (el) el.indeterminate = algunas && !todasSeleccionadas;
                        }}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                        disabled={rows.length === 0}
                      />
                    </th>
                  );
                }
                const sentido = columna.getIsSorted();
                const Icono = sentido === 'asc' ? ArrowUp : sentido === 'desc' ? ArrowDown : ArrowDownUp;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sentido)}
                    className={cn(clase, columna.columnDef.meta?.alinear === 'end' ? 'text-end' : 'text-start')}
                  >
                    {columna.getCanSort() ? (
                      <button
                        type="button"
                        onClick={columna.getToggleSortingHandler()}
                        className="-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 hover:bg-surface"
                      >
                        {etiquetaDe(columna)}
                        <Icono aria-hidden="true" className={cn('size-3.5', sentido ? 'text-primary' : 'text-muted')} />
                      </button>
                    ) : (
                      etiquetaDe(columna)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col">
            {esperando
              ? Array.from({ length: filasEsqueleto }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <tr key={n} className="max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:p-4">
                    {visibles.map((columna) => (
                      <td key={columna.id} className="border-b border-border px-4 py-3 max-sm:border-0 max-sm:p-0">
                        <Skeleton className={columna.id === SELECCION ? 'size-4' : 'h-4 w-full max-w-40'} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, indice) => {
                  const seleccionada = row.getIsSelected();
                  return (
                    <tr
                      key={row.id}
                      ref={(el) => {
                        filaRefs.current[indice] = el;
                      }}
                      tabIndex={indice === activaReal ? 0 : -1}
                      onFocus={(event) => {
                        if (event.target === event.currentTarget) setActiva(indice);
                      }}
                      onKeyDown={(event) => onTecla(event, indice, row)}
                      data-seleccionada={seleccionada || undefined}
                      className={cn(
                        'outline-offset-[-3px] transition-colors hover:bg-subtle/60',
                        seleccionada && 'bg-[color-mix(in_oklab,var(--ui-primary)_9%,var(--ui-surface))]',
                        'max-sm:relative max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:border-b max-sm:border-border max-sm:p-4 max-sm:last:border-b-0',
                      )}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta;
                        if (cell.column.id === SELECCION) {
                          return (
                            <td
                              key={cell.id}
                              className="w-12 border-b border-border px-4 py-3 max-sm:absolute max-sm:end-4 max-sm:top-4 max-sm:w-auto max-sm:border-0 max-sm:p-0"
                            >
                              <input
                                type="checkbox"
                                className="size-4 cursor-pointer accent-primary max-sm:size-5"
                                aria-label={t('tabla.seleccionarFila', { nombre: nombreDeFila(row.original) })}
                                checked={seleccionada}
                                onChange={row.getToggleSelectedHandler()}
                              />
                            </td>
                          );
                        }
                        return (
                          <td
                            key={cell.id}
                            data-etiqueta={meta?.principal ? undefined : etiquetaDe(cell.column)}
                            className={cn(
                              'border-b border-border px-4 py-3 align-middle text-fg',
                              meta?.alinear === 'end' && 'sm:text-end',
                              'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 max-sm:border-0 max-sm:p-0',
                              'max-sm:before:min-w-24 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-etiqueta)]',
                              meta?.principal && 'max-sm:pe-10 max-sm:text-base max-sm:font-semibold max-sm:before:hidden',
                            )}
                          >
                            <table.FlexRender cell={cell} />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </div>
      {paginacion && filas ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted">
            {paginacion.total === undefined
              ? null
              : t(paginacion.totalEstimado ? 'tabla.mostrandoEstimado' : 'tabla.mostrando', {
                  n: filas.length,
                  total: paginacion.total,
                })}
          </p>
          {paginacion.hayMas ? (
            <Button
              variant="outline"
              onClick={paginacion.cargarMas}
              disabled={paginacion.cargandoMas}
              aria-busy={paginacion.cargandoMas}
            >
              {paginacion.cargandoMas ? t('tabla.cargandoMas') : t('tabla.cargarMas')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
