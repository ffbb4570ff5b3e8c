import type { CandidaturaDetalle } from '@puente/contract/endpoints/candidaturas-alumno';
import { useTranslation } from 'react-i18next';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { cn } from '@/lib/cn';

/** The API names who made each change in Spanish; these are the only four it uses. */
const AUTORES: Record<string, string> = {
  Tú: 'tu',
  'La empresa': 'empresa',
  'La universidad': 'universidad',
  'El portal': 'portal',
};

/** The status history of a candidacy as a timeline, newest first. */
export function HistorialEstados({ historial, labelledBy }: { historial: CandidaturaDetalle['historial']; labelledBy?: string }) {
  const { t } = useTranslation();
  const cambios = [...historial].reverse();
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col">
      {cambios.map((cambio, index) => {
        const autor = AUTORES[cambio.autor];
        const ultimo = index === cambios.length - 1;
        return (
          <li key={`${cambio.fecha}-${cambio.estadoNuevo}`} className="relative flex gap-4 pb-6 last:pb-0">
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 mt-1 size-3 shrink-0 rounded-full ring-4 ring-surface',
                index === 0 ? 'bg-primary' : 'bg-[color-mix(in_oklab,var(--ui-fg)_30%,transparent)]',
              )}
            />
            {ultimo ? null : <span aria-hidden="true" className="absolute start-[5px] top-4 bottom-0 w-0.5 bg-border" />}
            <div className="flex min-w-0 flex-col gap-1">
              <EstadoCandidaturaBadge estado={cambio.estadoNuevo} texto={cambio.textoEstado} />
              <p className="text-sm text-muted">
                <time>{cambio.fecha}</time>
                {' · '}
                {autor ? t(`candidaturas.historial.autor.${autor}`) : cambio.autor}
              </p>
              {cambio.motivo ? (
                <p className="text-sm text-fg">
                  <span className="font-medium">{t('candidaturas.historial.motivo')}:</span> {cambio.motivo}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
