import { type EstadoCandidatura, etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Colour families of the candidacy states (docs/candidaturas.md): live, good news, waiting for you, closed. */
const tonos: Record<number, string> = {
  1: 'bg-info-bg text-info',
  2: 'bg-info-bg text-info',
  3: 'bg-success-bg text-success',
  4: 'bg-success-bg text-success',
  6: 'bg-success-bg text-success',
  16: 'bg-warning-bg text-warning',
};

/**
 * Shared by the offer cards and the candidacy screens: the status label of the caller's candidacy, in the UI language when the
 * state is known (the API sends the Spanish label next to the number).
 */
export function EstadoBadge({ estado, texto, className }: { estado: number | null; texto: string | null; className?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const label = (estado !== null ? etiquetasEstadoCandidatura[estado as EstadoCandidatura]?.[lang] : null) ?? texto;
  if (!label) return null;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        (estado !== null && tonos[estado]) || 'bg-subtle text-muted',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
