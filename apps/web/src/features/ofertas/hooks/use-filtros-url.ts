import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { escribirFiltros, type FiltrosUrl, leerFiltros } from './filtros-url';

/**
 * The list's filters live in the URL. A filter change replaces the history
 * entry and goes back to page 1; a page change pushes one, so Back returns to
 * the previous page of results.
 */
export function useFiltrosUrl(tipo: TipoOferta) {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params, tipo), [params, tipo]);

  const cambiar = useCallback(
    (cambio: Partial<FiltrosUrl>) => {
      const next: FiltrosUrl = { ...filtros, pagina: 1, ...cambio };
      setParams(escribirFiltros(next, tipo), { replace: !('pagina' in cambio), preventScrollReset: true });
    },
    [filtros, setParams, tipo],
  );

  const hrefPagina = useCallback(
    (pagina: number) => `?${escribirFiltros({ ...filtros, pagina }, tipo).toString()}`,
    [filtros, tipo],
  );

  return { filtros, cambiar, hrefPagina };
}
