import { useTranslation } from 'react-i18next';
import { localeDe } from '@/lib/formato';

/** An instant (ISO) as the careers office reads it: its day and time in Madrid, in the UI language. */
export function formatFechaHora(iso: string, lng: string | undefined): string {
  const instante = new Date(iso);
  if (Number.isNaN(instante.getTime())) return iso;
  return new Intl.DateTimeFormat(localeDe(lng), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(instante);
}

export function useFechaHora() {
  const { i18n } = useTranslation();
  return (iso: string) => formatFechaHora(iso, i18n.language);
}
