import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ZodType } from 'zod';

/** How a staff list keeps its filters in the address, so a link reproduces the list and Back the previous one. */
export interface DefinicionFiltrosUrl<F extends object> {
  /**
   * Each field with the schema that reads it from the address (the contract's own, mostly), in the order
   * links write them.
   */
  campos: { readonly [K in keyof F]-?: ZodType };
  /** The short name a link writes a field with, where it is not the field's own (`objeto` for `entidad`). */
  parametros?: { readonly [K in keyof F]?: string };
  /** What the list reads when the address says nothing (the order): such a value is not written. */
  porDefecto: F;
}

export interface FiltrosUrl<F extends object> {
  definicion: DefinicionFiltrosUrl<F>;
  /** The filters from the search params: a value its schema refuses (a hand-edited link) is left out. */
  leer: (params: URLSearchParams) => F;
  /** The search params for some filters: unset ones and defaults left out, so links stay short. */
  escribir: (filtros: F) => URLSearchParams;
}

/** The reading and writing of one list's filters, for its hook and its tests. */
export function filtrosUrl<F extends object>(definicion: DefinicionFiltrosUrl<F>): FiltrosUrl<F> {
  const campos = Object.keys(definicion.campos) as (keyof F & string)[];
  const parametro = (campo: keyof F & string) => definicion.parametros?.[campo] ?? campo;
  return {
    definicion,
    leer(params) {
      const filtros = { ...definicion.porDefecto };
      for (const campo of campos) {
        const crudo = params.get(parametro(campo));
        if (crudo === null) continue;
        const leido = definicion.campos[campo].safeParse(crudo);
        if (leido.success && leido.data !== undefined) Object.assign(filtros, { [campo]: leido.data });
      }
      return filtros;
    },
    escribir(filtros) {
      const params = new URLSearchParams();
      for (const campo of campos) {
        const valor = filtros[campo];
        if (valor === undefined || valor === '' || valor === definicion.porDefecto[campo]) continue;
        params.set(parametro(campo), String(valor));
      }
      return params;
    },
  };
}

/**
 * A list's filters kept in the address. `cambiar` merges a change into the current filters; `null` clears
 * them all but the defaults' fields (the order is how the list reads, not a filter).
 */
export function useFiltrosUrl<F extends object>({ definicion, leer, escribir }: FiltrosUrl<F>) {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leer(params), [leer, params]);
  const cambiar = useCallback(
    (cambio: Partial<F> | null) => {
      const actuales = leer(params);
      const conservados = Object.fromEntries(
        Object.keys(definicion.porDefecto).map((campo) => [campo, actuales[campo as keyof F]]),
      ) as F;
      setParams(escribir(cambio === null ? conservados : { ...actuales, ...cambio }));
    },
    [definicion, leer, escribir, params, setParams],
  );
  return [filtros, cambiar] as const;
}
