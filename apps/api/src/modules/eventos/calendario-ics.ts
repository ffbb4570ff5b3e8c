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

const LIMITE_OCTETOS = 75;

/**
 * Content lines folded as RFC 5545 §3.1 says: at most 75 octets each, not
 * counting the CRLF, every continuation starting with one space (counted in
 * its 75), never inside a UTF-8 character. The `ics` package folds at 75
 * characters, which in accented Spanish gives lines of up to 98 bytes, so its
 * output is unfolded and folded again here.
 */
export function plegarIcs(texto: string): string {
  // Unfold first: a CRLF followed by one space or tab joins the lines (§3.1).
  const lineas = texto.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  if (lineas.at(-1) === '') lineas.pop();
  return `${lineas.map(plegarLinea).join('\r\n')}\r\n`;
}

function plegarLinea(linea: string): string {
  const partes: string[] = [];
  let actual = '';
  let octetos = 0;
  // By code point: a surrogate pair is one character of 4 octets and is never split.
  for (const caracter of linea) {
    const tamano = Buffer.byteLength(caracter, 'utf8');
    if (octetos + tamano > LIMITE_OCTETOS) {
      partes.push(actual);
      actual = ' ';
      octetos = 1;
    }
    actual += caracter;
    octetos += tamano;
  }
  partes.push(actual);
  return partes.join('\r\n');
}

/** An iCalendar file (RFC 5545) made by the `ics` package; a failure is a bug here, so it throws. */
export function ficheroIcs(nombre: string, entradas: readonly EntradaCalendario[], calName?: string): FileAnswer {
  const { error, value } = createEvents(entradas.map(atributos), {
    productId: 'puente/eventos',
    method: 'PUBLISH',
    ...(calName ? { calName } : {}),
  });
  if (error || !value) throw error ?? new Error('ics: calendario vacío');
  return { nombre, contentType: 'text/calendar; charset=utf-8', contenido: Buffer.from(plegarIcs(value), 'utf8') };
}
