import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/** What a column tells the table besides its value: its name for the header, the column menu and the cards. */
export interface MetaColumna {
  /** The column's name as the header says it; also the label of each value in the 360 px cards. */
  etiqueta: string;
  /** The card's title at 360 px: its value shows first and bigger, without the label. */
  principal?: boolean;
  /** Numbers and dates read better aligned to the end. */
  alinear?: 'start' | 'end';
}

/**
 * The features every staff list uses (TanStack Table v9 registers them per
 * table): selection, sorting of the loaded rows and column choice. Kept at
 * module scope, as v9 asks, so the table is not rebuilt on every render.
 */
export const tablaFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
  columnVisibilityFeature,
  columnMeta: metaHelper<MetaColumna>(),
});
export type TablaFeatures = typeof tablaFeatures;

/**
 * A column of a list of `T`, whatever its value's type: `columnasDe<T>().columns([...])`
 * keeps each accessor's own type, and the table takes them all.
 */
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type, as helper.columns() types them.
export type ColumnaDe<T extends RowData> = ColumnDef<TablaFeatures, T, any>;

/** The column helper of a list of `T` (accessor, display): columns are written with it, typed by their row. */
export const columnasDe = <T extends RowData>() => createColumnHelper<TablaFeatures, T>();
