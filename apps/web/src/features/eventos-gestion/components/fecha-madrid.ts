/*
 * An event's start and end are instants; staff type them as a day and a time on Madrid's clock (where the
 * university is, and how students read them), in a datetime-local field ("2026-12-03T10:00"). These turn
 * one into the other, with Madrid's offset of that very day (+01:00 in winter, +02:00 in summer).
 */

const PARTES = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function enMadrid(instante: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const partes = Object.fromEntries(PARTES.formatToParts(instante).map((p) => [p.type, p.value]));
  return partes as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** Minutes Madrid's clock is ahead of UTC at that instant. */
function desfase(instante: Date): number {
  const p = enMadrid(instante);
  const reloj = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((reloj - Math.floor(instante.getTime() / 1000) * 1000) / 60_000);
}

const dos = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * A datetime-local value read on Madrid's clock, as the ISO instant the API takes ("2026-12-03T10:00:00+01:00").
 * Anything else comes back as it was, for the contract's schema to refuse in its own words.
 */
export function instanteDeMadrid(local: string): string {
  const partes = LOCAL.exec(local.trim());
  if (!partes) return local;
  const [, anio, mes, dia, hora, minuto] = partes.map(Number) as number[];
  const comoUtc = Date.UTC(anio as number, (mes as number) - 1, dia, hora, minuto);
  // The offset of the guessed instant; near a change of clock, that of the instant it gives.
  let minutos = desfase(new Date(comoUtc));
  const otro = desfase(new Date(comoUtc - minutos * 60_000));
  if (otro !== minutos) minutos = otro;
  const signo = minutos < 0 ? '-' : '+';
  const absoluto = Math.abs(minutos);
  return `${local.trim().slice(0, 16)}:00${signo}${dos(Math.floor(absoluto / 60))}:${dos(absoluto % 60)}`;
}

/** An ISO instant as a datetime-local value on Madrid's clock; '' for none. */
export function madridDeInstante(iso: string | null | undefined): string {
  if (!iso) return '';
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return '';
  const p = enMadrid(fecha);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
