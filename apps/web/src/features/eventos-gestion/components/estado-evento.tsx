import type { EventoGestion } from '@puente/contract/eventos';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { claveEstado, estadoDe, tonoEstado } from './etiquetas';

/** The event's state for the staff as a badge: to come, over, or unpublished. */
export function EstadoEvento({ evento }: { evento: Pick<EventoGestion, 'publicado' | 'caducado'> }) {
  const { t } = useTranslation();
  const estado = estadoDe(evento);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tonoEstado[estado],
      )}
    >
      {t(claveEstado[estado])}
    </span>
  );
}
