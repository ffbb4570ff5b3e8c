import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { CircleAlert } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/i18n';
import { atenderRechazo } from '@/lib/rechazos-atendidos';

/**
 * A refusal of an action taken in a dialog, said inside the dialog (issue 24):
 * the envelope's `mensaje` (else the code's catalogue text) in an alert that
 * takes the focus, and no banner behind the dialog for that error. What needs
 * the whole page stays with the banner: the codes that end the session or
 * lead elsewhere, the ones spec §8 reports, and a failed connection.
 */
export interface RechazoDialogo {
  /** The refusal being shown, with a new `vez` each time so the same text is focused and spoken again. */
  actual: { texto: string; vez: number } | null;
  /** Shows a caught error here when it belongs here; returns false when the banner keeps it. */
  mostrar: (error: unknown) => boolean;
  limpiar: () => void;
}

const EN_LA_PAGINA = new Set([2, 32]);

function seQuedaEnElDialogo(error: unknown) {
  if (!isApiError(error)) return false;
  const entrada = catalogueEntry(error.status);
  return entrada.category === 'medium' && !entrada.destino && !entrada.reportar && !EN_LA_PAGINA.has(error.status);
}

/** The owner of a dialog keeps its refusal with this hook and gives it to <Dialog rechazo={…}>. */
export function useRechazoDialogo(): RechazoDialogo {
  const idioma = useLanguage();
  const [actual, setActual] = useState<RechazoDialogo['actual']>(null);
  const mostrar = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !seQuedaEnElDialogo(error)) return false;
      atenderRechazo(error);
      const texto = error.mensaje ?? catalogueEntry(error.status)[idioma].cuerpo;
      setActual((antes) => ({ texto, vez: (antes?.vez ?? 0) + 1 }));
      return true;
    },
    [idioma],
  );
  const limpiar = useCallback(() => setActual(null), []);
  return useMemo(() => ({ actual, mostrar, limpiar }), [actual, mostrar, limpiar]);
}

const RechazoDialogoContext = createContext<RechazoDialogo | null>(null);

export const RechazoDialogoProvider = RechazoDialogoContext.Provider;

/** Inside a dialog (a form in it): its refusal; null elsewhere, where the banner says it. */
export const useRechazoDelDialogo = () => useContext(RechazoDialogoContext);

/** The refusal's alert: focused when it appears, so it is read at once and the next Tab goes on from it. */
export function AvisoRechazo({ rechazo }: { rechazo: RechazoDialogo }) {
  const ref = useRef<HTMLDivElement>(null);
  const vez = rechazo.actual?.vez;
  useEffect(() => {
    if (vez !== undefined) ref.current?.focus();
  }, [vez]);
  if (!rechazo.actual) return null;
  return (
    <div
      ref={ref}
      key={rechazo.actual.vez}
      role="alert"
      tabIndex={-1}
      data-testid="rechazo-dialogo"
      className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-bg p-3 text-sm font-medium text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{rechazo.actual.texto}</p>
    </div>
  );
}
