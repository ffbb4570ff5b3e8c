import type { DestinatarioComunicacion } from '@puente/contract/comunicaciones';
import { ArrowUpRight, ChevronRight, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hoyEnMadrid } from '@/lib/fechas';
import { useFormato } from '@/lib/formato';
import { esExterno } from './etiquetas';

export interface VistaPreviaProps {
  para: DestinatarioComunicacion;
  fechaDesde: string;
  fechaHasta: string;
  descripcion: string;
  enlace: string;
  publicada: boolean;
  /** The heading's id, which names the region. */
  id: string;
}

const esFecha = (valor: string) => /^\d{4}-\d{2}-\d{2}$/.test(valor);

/**
 * How the communication will look in the "Comunicaciones" card of the students' or companies' home, as it is
 * typed: the start date, the text and, with a link, the arrow (a new tab for a web address, a chevron for a
 * page of the portal). Drawn here after the home's card (features may not import each other); nothing in it
 * is a link, and under it a line says who will see it and from when.
 */
export function VistaPrevia({ para, fechaDesde, fechaHasta, descripcion, enlace, publicada, id }: VistaPreviaProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const texto = descripcion.trim();
  const destino = enlace.trim();
  const desde = esFecha(fechaDesde) ? fecha(fechaDesde) : '';

  const cuando = !publicada
    ? t('comunicacionesGestion.vistaPrevia.noPublicada')
    : esFecha(fechaDesde) && fechaDesde > hoyEnMadrid()
      ? t('comunicacionesGestion.vistaPrevia.desde', { desde })
      : esFecha(fechaHasta)
        ? t('comunicacionesGestion.vistaPrevia.hasta', { hasta: fecha(fechaHasta) })
        : t('comunicacionesGestion.vistaPrevia.yaVisible');

  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="text-sm font-semibold text-fg">
          {t('comunicacionesGestion.vistaPrevia.titulo')}
        </h3>
        <p className="text-xs text-muted">{t(`comunicacionesGestion.vistaPrevia.quien.${para}`)}</p>
      </div>
      {/* The home's card, drawn smaller: a surface with its title and one item of its list. */}
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <Megaphone aria-hidden="true" className="size-5 text-primary" />
          {t('comunicacionesGestion.vistaPrevia.tarjeta')}
        </p>
        <div className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-2">
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-xs font-medium text-muted">{desde || t('comunicacionesGestion.vistaPrevia.sinFecha')}</span>
            <span className={texto ? 'text-sm leading-relaxed [overflow-wrap:anywhere] text-fg' : 'text-sm text-muted italic'}>
              {texto || t('comunicacionesGestion.vistaPrevia.sinTexto')}
            </span>
          </span>
          {destino ? (
            esExterno(destino) ? (
              <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
            )
          ) : null}
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-xs text-muted">
        <li>{cuando}</li>
        {destino ? (
          <li className="[overflow-wrap:anywhere]">
            {t(
              esExterno(destino)
                ? 'comunicacionesGestion.vistaPrevia.enlaceExterno'
                : 'comunicacionesGestion.vistaPrevia.enlaceInterno',
              { enlace: destino },
            )}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
