import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A page of a staff list as the API answers it: the rows, the opaque cursor of
 * the next page (null at the end), and how many there are in all; `totalEstimado`
 * says that count is an estimate (a large table counted from its statistics).
 */
export interface PaginaCursor<T> {
  items: T[];
  siguiente: string | null;
  total: number;
  totalEstimado: boolean;
}

export interface FilasPorCursor<T> {
  /** Every row loaded so far, the pages one after the other; undefined until the first arrives. */
  filas: T[] | undefined;
  total: number | undefined;
  totalEstimado: boolean;
  /** There is a next page to ask for. */
  hayMas: boolean;
  cargarMas: () => void;
  cargandoMas: boolean;
  cargando: boolean;
  error: boolean;
  reintentar: () => void;
}

/**
 * A list read page by page with the server's cursor (the data table's "Cargar más"):
 * `pedir(cursor)` fetches one page, null for the first. The key names the list and
 * its filters, so a change of filter starts again from the first page.
 */
export function useFilasPorCursor<T>(
  queryKey: QueryKey,
  pedir: (cursor: string | null, signal: AbortSignal) => Promise<PaginaCursor<T>>,
) {
  const consulta = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => pedir(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.siguiente,
  });
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isPending, isError, refetch } = consulta;
  const filas = useMemo(() => data?.pages.flatMap((pagina) => pagina.items), [data]);
  const ultima = data?.pages.at(-1);
  return {
    filas,
    total: ultima?.total,
    totalEstimado: ultima?.totalEstimado ?? false,
    hayMas: hasNextPage,
    cargarMas: () => void fetchNextPage(),
    cargandoMas: isFetchingNextPage,
    cargando: isPending,
    error: isError && !data,
    reintentar: () => void refetch(),
  } satisfies FilasPorCursor<T>;
}
