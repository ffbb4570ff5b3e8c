import type { EventoPublico } from '@puente/contract/eventos';
import { CalendarClock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFechaEvento } from './fecha-evento';

/** When, where and how many places: the lines a card, the detail and the public page share. */
export function DatosEvento({ evento, compacto = false }: { evento: EventoPublico; compacto?: boolean }) {
  const { t } = useTranslation();
  const f = useFechaEvento();
  const cuando = `${f.dia(evento.fecha)}, ${f.hora(evento.fecha)}${evento.fechaFin ? ` – ${f.hora(evento.fechaFin)}` : ''}`;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <Linea icono={<CalendarClock aria-hidden="true" className="size-4" />} etiqueta={t('eventos.datos.fecha')}>
        <time dateTime={evento.fecha}>{cuando}</time>
      </Linea>
      {evento.lugar ? (
        <Linea icono={<MapPin aria-hidden="true" className="size-4" />} etiqueta={t('eventos.datos.lugar')}>
          {evento.lugar}
        </Linea>
      ) : null}
      {compacto && !evento.inscripcion ? null : (
        <Linea icono={<Users aria-hidden="true" className="size-4" />} etiqueta={t('eventos.datos.plazas')}>
          <Plazas evento={evento} />
        </Linea>
      )}
    </dl>
  );
}

function Plazas({ evento }: { evento: EventoPublico }) {
  const { t } = useTranslation();
  if (!evento.inscripcion) return <>{t('eventos.datos.sinInscripcion')}</>;
  if (evento.plazas === null || evento.plazasLibres === null) return <>{t('eventos.datos.sinLimite')}</>;
  if (evento.plazasLibres === 0) return <>{t('eventos.datos.completo')}</>;
  return <>{t('eventos.datos.plazasLibres', { count: evento.plazasLibres, total: evento.plazas })}</>;
}

function Linea({ icono, etiqueta, children }: { icono: ReactNode; etiqueta: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-fg">
      <dt className="mt-0.5 shrink-0 text-muted">
        {icono}
        <span className="sr-only">{etiqueta}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
