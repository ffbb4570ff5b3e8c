import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { ApiOutput } from '@/lib/api-client';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';

/** The candidacy's states, oldest first, with the reason and comment of each change. */
export function Historial({ historial }: { historial: ApiOutput<'dameCandidato'>['historial'] }) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  return (
    <Card aria-labelledby="cv-historial" className="h-fit">
      <h3 id="cv-historial" className="mb-4 flex items-center gap-2 font-semibold text-fg">
        <History aria-hidden="true" className="size-5 text-primary" />
        {t('candidatos.cv.historial')}
      </h3>
      <ol className="relative flex flex-col gap-4 border-s-2 border-border ps-5">
        {historial.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows and is never reordered.
          <li key={i} className="relative flex flex-col gap-0.5">
            <span
              aria-hidden="true"
              className="absolute -start-[1.72rem] top-1 size-3 rounded-full border-2 border-surface bg-primary"
            />
            <span className="text-xs text-muted">{h.fecha}</span>
            <span className="text-sm font-semibold text-fg">{etiqueta(h.estadoNuevo, h.Estado)}</span>
            {h.motivo ? <span className="text-sm text-fg">{t('candidatos.cv.motivo', { motivo: h.motivo })}</span> : null}
            {h.comentario ? <span className="text-sm whitespace-pre-line text-muted italic">{h.comentario}</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
