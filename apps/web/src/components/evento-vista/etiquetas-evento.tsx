import type { Evento, EventoPublico } from '@puente/contract/eventos';
import { Check, Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const BASE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

function Etiqueta({ className, children }: { className: string; children: ReactNode }) {
  return <span className={cn(BASE, className)}>{children}</span>;
}

/** Category, featured, expired, audience and the reader's registration, as small badges. */
export function EtiquetasEvento({ evento }: { evento: EventoPublico | Evento }) {
  const { t } = useTranslation();
  const mia = 'miInscripcion' in evento ? evento.miInscripcion : null;
  return (
    <div className="flex flex-wrap gap-1.5">
      <Etiqueta className="bg-subtle text-fg">{evento.categoria.nombre}</Etiqueta>
      {evento.destacado && !evento.caducado ? (
        <Etiqueta className="bg-primary text-primary-fg">
          <Star aria-hidden="true" className="size-3" />
          {t('eventos.datos.destacado')}
        </Etiqueta>
      ) : null}
      {evento.caducado ? (
        <Etiqueta className="border border-border bg-surface text-muted">{t('eventos.datos.caducado')}</Etiqueta>
      ) : null}
      {evento.dirigidoA === 'estudiantes' ? (
        <Etiqueta className="bg-subtle text-fg">{t('eventos.datos.paraEstudiantes')}</Etiqueta>
      ) : evento.dirigidoA === 'titulados' ? (
        <Etiqueta className="bg-subtle text-fg">{t('eventos.datos.paraTitulados')}</Etiqueta>
      ) : null}
      {mia?.estado === 'inscrito' ? (
        <Etiqueta className="bg-success-bg text-success">
          <Check aria-hidden="true" className="size-3" />
          {t('eventos.datos.inscrito')}
        </Etiqueta>
      ) : mia?.estado === 'espera' ? (
        <Etiqueta className="bg-warning-bg text-warning">
          <Clock aria-hidden="true" className="size-3" />
          {t('eventos.datos.enEspera', { posicion: mia.posicionEspera ?? 0 })}
        </Etiqueta>
      ) : null}
    </div>
  );
}
