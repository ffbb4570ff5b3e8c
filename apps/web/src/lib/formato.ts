import type { FormatterModule } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every number, amount and date the UI shows goes through here, formatted
 * with Intl for the reader's language (issue 10): "7,85" and "1.200 €" in
 * Spanish, "7.85" and "€1,200" in English. Dates are dd/mm/yyyy in both:
 * English uses the en-GB order, which a European university's readers
 * expect (en-US would turn 03/04 into 4 March).
 */
export type Idioma = 'es' | 'en';

const LOCALES: Record<Idioma, string> = { es: 'es-ES', en: 'en-GB' };

const idiomaDe = (lng: string | undefined): Idioma => (lng?.startsWith('en') ? 'en' : 'es');

export const localeDe = (lng: string | undefined) => LOCALES[idiomaDe(lng)];

/**
 * Grouping only from five digits ('min2', as Spanish writes numbers), in both
 * languages: 2026 stays a year and 1234 is not "1,234" in one language and
 * "1234" in the other.
 */
export const formatNumero = (valor: number, lng: string | undefined, opciones: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(localeDe(lng), { useGrouping: 'min2', maximumFractionDigits: 2, ...opciones }).format(valor);

/** Whole euros unless the amount has cents. */
export const formatEuros = (valor: number, lng: string | undefined) =>
  formatNumero(valor, lng, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(valor) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(valor) ? 0 : 2,
  });

const FECHA_API = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A date as a calendar day: a Date, an ISO day (yyyy-mm-dd) or the API's dd/mm/yyyy. Anything else is shown as it came. */
export function formatFecha(valor: Date | string, lng: string | undefined): string {
  let fecha: Date | null = null;
  if (valor instanceof Date) fecha = valor;
  else {
    const api = FECHA_API.exec(valor);
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
    if (api) fecha = new Date(Date.UTC(Number(api[3]), Number(api[2]) - 1, Number(api[1])));
    else if (iso) fecha = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
  }
  if (!fecha || Number.isNaN(fecha.getTime())) return String(valor);
  return new Intl.DateTimeFormat(localeDe(lng), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    fecha,
  );
}

/**
 * The formatters in the UI language; a component re-renders when the user switches. The same functions until
 * then: a table's columns may depend on them without being rebuilt (and their cells remounted) at each render.
 */
export function useFormato() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      numero: (valor: number, opciones?: Intl.NumberFormatOptions) => formatNumero(valor, lng, opciones),
      euros: (valor: number) => formatEuros(valor, lng),
      fecha: (valor: Date | string) => formatFecha(valor, lng),
      /** An instant (an ISO string from the API) as the reader's date and time: "29 nov 2026, 10:05". */
      fechaHora: (valor: string) =>
        new Intl.DateTimeFormat(localeDe(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(valor)),
      /** A file's size in the unit that reads best: "820 kB", "2,4 MB". */
      bytes: (valor: number) =>
        valor < 1_000_000
          ? formatNumero(Math.max(1, Math.round(valor / 1000)), lng, { style: 'unit', unit: 'kilobyte' })
          : formatNumero(valor / 1_000_000, lng, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
    }),
    [lng],
  );
}

/**
 * i18next formats every interpolated value through this module (with
 * `alwaysFormat`): a number in a catalogue text ("Nota media {{nota}}",
 * "{{count}} ofertas") reads the reader's way with no call site to remember.
 * Strings and everything else pass as they are.
 */
export const formatoI18n: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  format: (valor, _formato, lng) => (typeof valor === 'number' && Number.isFinite(valor) ? formatNumero(valor, lng) : valor),
  add: () => undefined,
  addCached: () => undefined,
};

const UNIDADES_HACE: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in its largest whole unit ("hace 3 días", "3 days ago"); under a minute, "ahora". */
export function formatHace(valor: Date | string, lng: string | undefined, ahora = Date.now()): string {
  const instante = valor instanceof Date ? valor.getTime() : Date.parse(valor);
  if (Number.isNaN(instante)) return String(valor);
  const pasado = Math.max(0, ahora - instante);
  const formato = new Intl.RelativeTimeFormat(localeDe(lng), { numeric: 'auto' });
  for (const [unidad, ms] of UNIDADES_HACE) {
    if (pasado >= ms) return formato.format(-Math.floor(pasado / ms), unidad);
  }
  return formato.format(0, 'second');
}

/** A text on one line and cut to `largo` characters with "…", to name a row, its buttons and its dialogs. */
export const resumen = (texto: string, largo = 60) => {
  const plano = texto.replace(/\s+/g, ' ').trim();
  return plano.length > largo ? `${plano.slice(0, largo - 1).trimEnd()}…` : plano;
};
