import { useTranslation } from 'react-i18next';
import { localeDe } from '@/lib/formato';

/**
 * An event's instant read on Madrid's clock (where the university is), in the
 * reader's language: "jue, 3 dic 2026" and "10:00". The API sends ISO instants.
 */
export function useFechaEvento() {
  const { i18n } = useTranslation();
  const locale = localeDe(i18n.language);
  const dia = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  });
  const hora = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Madrid',
  });
  const mes = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'Europe/Madrid' });
  const numero = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'Europe/Madrid' });
  return {
    dia: (iso: string) => dia.format(new Date(iso)),
    hora: (iso: string) => hora.format(new Date(iso)),
    /** The date badge of a card: "3" over "dic". */
    insignia: (iso: string) => ({ numero: numero.format(new Date(iso)), mes: mes.format(new Date(iso)).replace('.', '') }),
  };
}
