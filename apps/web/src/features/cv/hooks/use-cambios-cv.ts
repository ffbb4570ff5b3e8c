import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The CV's sections are separate forms, several may be open at once, and a
 * router holds one blocker only: each open form reports whether it has
 * changes and the page guards them all with one lib/use-unsaved-changes.
 */
export interface CambiosCv {
  marcar: (formulario: string, sucio: boolean) => void;
}

const CambiosContext = createContext<CambiosCv>({ marcar: () => undefined });
export const CambiosCvProvider = CambiosContext.Provider;

/** The page's side: the open forms that have changes. */
export function useRegistroCambios() {
  const [sucios, setSucios] = useState<ReadonlySet<string>>(new Set());
  const marcar = useCallback((formulario: string, sucio: boolean) => {
    setSucios((actual) => {
      if (actual.has(formulario) === sucio) return actual;
      const siguiente = new Set(actual);
      if (sucio) siguiente.add(formulario);
      else siguiente.delete(formulario);
      return siguiente;
    });
  }, []);
  const contexto = useMemo(() => ({ marcar }), [marcar]);
  return { hayCambios: sucios.size > 0, contexto };
}

/** A form's side: reports its state while mounted. */
export function useInformarCambios(formulario: string, sucio: boolean) {
  const { marcar } = useContext(CambiosContext);
  useEffect(() => {
    marcar(formulario, sucio);
  }, [formulario, sucio, marcar]);
  useEffect(() => () => marcar(formulario, false), [formulario, marcar]);
}
