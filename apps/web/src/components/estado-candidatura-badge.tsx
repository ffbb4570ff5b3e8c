import { cn } from '@/lib/cn';
import { type Lector, useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';

/**
 * One colour per candidacy state (docs/candidaturas.md), for students and
 * companies alike: received, being processed, good news, refused, waiting for
 * the student, closed.
 */
const tonos: Record<number, string> = {
  1: 'border-info/25 bg-info-bg text-info',
  2: 'border-primary/25 bg-subtle text-primary',
  3: 'border-primary/25 bg-subtle text-primary',
  4: 'border-success/25 bg-success-bg text-success',
  5: 'border-danger/25 bg-danger-bg text-danger',
  6: 'border-success/25 bg-success-bg text-success',
  16: 'border-warning/25 bg-warning-bg text-warning',
};
const cerrada = 'border-border bg-subtle text-muted';

export interface EstadoCandidaturaBadgeProps {
  /** The state number; null when the caller has no candidacy (nothing to show unless `texto`). */
  estado: number | null;
  /** The server's label, for a state the contract does not know. */
  texto?: string | null;
  lector?: Lector;
  /**
   * The offer's urlAcceso: marks the badge as that candidacy's status, so
   * focus can land on it after an action that replaced its buttons.
   */
  de?: string;
  className?: string;
}

/** The status badge of a candidacy on the page, where focus goes after the student changed it (issue 10). */
export const estadoCandidaturaEn = (urlAcceso: string) =>
  document.querySelector<HTMLElement>(`[data-estado-de="${CSS.escape(urlAcceso)}"]`);

/** The state of a candidacy as a coloured pill, on every student and company screen. */
export function EstadoCandidaturaBadge({ estado, texto = null, lector, de, className }: EstadoCandidaturaBadgeProps) {
  const etiqueta = useEtiquetaEstadoCandidatura(lector);
  const label = estado !== null ? etiqueta(estado, texto) : texto;
  if (!label) return null;
  return (
    <span
      data-estado-de={de}
      className={cn(
        // Wraps rather than widening a 360 px screen: "Preinscrita: pendiente de tu respuesta" is long.
        'inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        (estado !== null && tonos[estado]) || cerrada,
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
