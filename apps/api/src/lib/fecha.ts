/**
 * Dates leave the API as dd/mm/yyyy (spec §3). The portal serves Spanish
 * universities, so a timestamp is read on Madrid's calendar, not the server's.
 */
const madrid = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatFecha(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    // A SQL `date` arrives as yyyy-mm-dd: reorder it, no time zone involved.
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
  }
  return madrid.format(value);
}

let hoy: { hasta: number; valor: string } | null = null;

/** Today's date on Madrid's calendar as yyyy-mm-dd, to compare with SQL `date` columns. */
export function hoyMadrid(now: Date = new Date()): string {
  // Every list request asks; formatting a date with Intl costs more than the rest of building the query.
  if (hoy && now.getTime() < hoy.hasta && now.getTime() >= hoy.hasta - 1000) return hoy.valor;
  const [d, m, y] = madrid.format(now).split('/');
  hoy = { hasta: now.getTime() + 1000, valor: `${y}-${m}-${d}` };
  return hoy.valor;
}
