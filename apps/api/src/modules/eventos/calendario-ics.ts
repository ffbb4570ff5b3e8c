import type { FileAnswer } from '@puente/contract/endpoint';
import { createEvents, type EventAttributes } from 'ics';

/** One event of a calendar file: the instants as stored (UTC in the file, so every client shows Madrid's time right). */
export interface EntradaCalendario {
  uid: string;
  titulo: string;
  descripcion?: string | null;
  lugar?: string | null;
  url?: string | null;
  /** A timed entry (an event) or an all-day one (an offer's closing date, yyyy-mm-dd). */
  inicio: Date | string;
  fin?: Date | null;
  categoria?: string | null;
}

const UNA_HORA = 3_600_000;

function atributos(e: EntradaCalendario): EventAttributes {
  const comunes = {
    uid: e.uid,
    title: e.titulo,
    ...(e.descripcion ? { description: e.descripcion } : {}),
    ...(e.lugar ? { location: e.lugar } : {}),
    ...(e.url ? { url: e.url } : {}),
    ...(e.categoria ? { categories: [e.categoria] } : {}),
  };
  if (typeof e.inicio === 'string') {
    const [y, m, d] = e.inicio.split('-').map(Number) as [number, number, number];
    // An all-day entry ends the next day (DTEND is exclusive).
    const siguiente = new Date(Date.UTC(y, m - 1, d + 1));
    return {
      ...comunes,
      start: [y, m, d],
      end: [siguiente.getUTCFullYear(), siguiente.getUTCMonth() + 1, siguiente.getUTCDate()],
    };
  }
  const inicio = e.inicio.getTime();
  const fin = e.fin ? e.fin.getTime() : inicio + UNA_HORA;
  return {
    ...comunes,
    start: inicio,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: fin,
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** An iCalendar file (RFC 5545) made by the `ics` package; a failure is a bug here, so it throws. */
export function ficheroIcs(nombre: string, entradas: readonly EntradaCalendario[], calName?: string): FileAnswer {
  const { error, value } = createEvents(entradas.map(atributos), {
    productId: 'puente/eventos',
    method: 'PUBLISH',
    ...(calName ? { calName } : {}),
  });
  if (error || !value) throw error ?? new Error('ics: calendario vacío');
  return { nombre, contentType: 'text/calendar; charset=utf-8', contenido: Buffer.from(value, 'utf8') };
}
