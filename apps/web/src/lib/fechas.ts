/** The API's dd/mm/yyyy as a date input's yyyy-mm-dd (its min and max); anything else gives undefined. */
export function diaIso(fecha: string | null | undefined): string | undefined {
  const partes = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fecha ?? '');
  return partes ? `${partes[3]}-${partes[2]}-${partes[1]}` : undefined;
}

/** Today on Madrid's calendar, as yyyy-mm-dd: the day the API counts "today" by. */
export const hoyEnMadrid = (ahora: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ahora,
  );
