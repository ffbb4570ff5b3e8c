import { useTranslation } from 'react-i18next';
import { useFechaEvento } from '@/components/evento-vista/fecha-evento';
import { localeDe } from '@/lib/formato';

/**
 * An event's start and end on Madrid's clock, as the staff pages write them: the end's day only when it is
 * another day ("mar, 10 jun 2031, 10:00 – 13:30").
 */
export function useRangoEvento() {
  const { i18n } = useTranslation();
  const f = useFechaEvento();
  const dia = new Intl.DateTimeFormat(localeDe(i18n.language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  });
  /** A list's narrow column: "19/12/2026, 10:00". */
  const corta = (iso: string) => `${dia.format(new Date(iso))}, ${f.hora(iso)}`;
  const inicio = (iso: string) => `${f.dia(iso)}, ${f.hora(iso)}`;
  /** The end alone: its time when it ends the same day, else its day and time. */
  const fin = (desde: string, hasta: string) => (f.dia(desde) === f.dia(hasta) ? f.hora(hasta) : inicio(hasta));
  return {
    inicio,
    fin,
    corta,
    finCorto: (desde: string, hasta: string) => (f.dia(desde) === f.dia(hasta) ? f.hora(hasta) : corta(hasta)),
    rango: (desde: string, hasta: string | null) => (hasta ? `${inicio(desde)} – ${fin(desde, hasta)}` : inicio(desde)),
  };
}
