import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ficheroIcs, plegarIcs } from './calendario-ics';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's lines as bytes, split at CRLF only. */
function lineasEnBytes(contenido: Uint8Array): Uint8Array[] {
  const lineas: Uint8Array[] = [];
  let desde = 0;
  for (let i = 0; i < contenido.length - 1; i++) {
    if (contenido[i] === 0x0d && contenido[i + 1] === 0x0a) {
      lineas.push(contenido.subarray(desde, i));
      desde = i + 2;
      i++;
    }
  }
  lineas.push(contenido.subarray(desde));
  return lineas;
}

/** What RFC 5545 §3.1 asks of every content line, checked on the bytes. */
function compruebaPlegado(contenido: Uint8Array) {
  const lineas = lineasEnBytes(contenido);
  // The file ends with CRLF: after it, nothing.
  expect(lineas.at(-1)?.length).toBe(0);
  for (const linea of lineas.slice(0, -1)) {
    expect(linea.length, utf8.decode(linea)).toBeLessThanOrEqual(75);
    // No bare CR or LF inside a line, and no character cut in two (a fatal decoder throws on one).
    expect(linea.includes(0x0a) || linea.includes(0x0d)).toBe(false);
    expect(() => utf8.decode(linea)).not.toThrow();
  }
  return lineas.slice(0, -1).map((l) => utf8.decode(l));
}

const ACENTOS = 'Orientación profesional: cómo preparar la entrevista — á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü ¿? ¡! € 🎓. ';

describe('plegado de las líneas de un .ics por octetos (RFC 5545 §3.1)', () => {
  it('ninguna línea pasa de 75 octetos ni parte un carácter, y desplegar devuelve el texto', () => {
    for (const relleno of ['', 'a', 'ab', 'abc']) {
      const valor = relleno + ACENTOS.repeat(6);
      const plegado = plegarIcs(`BEGIN:VCALENDAR\r\nDESCRIPTION:${valor}\r\nEND:VCALENDAR\r\n`);
      const lineas = compruebaPlegado(Buffer.from(plegado, 'utf8'));
      // Continuations start with exactly one space, and there are some.
      const continuaciones = lineas.filter((l) => l.startsWith(' '));
      expect(continuaciones.length).toBeGreaterThan(5);
      expect(plegado.replace(/\r\n /g, '')).toBe(`BEGIN:VCALENDAR\r\nDESCRIPTION:${valor}\r\nEND:VCALENDAR\r\n`);
    }
  });

  it('una línea de 75 octetos justos no se pliega; una de 76, sí', () => {
    const justa = `X:${'ñ'.repeat(36)}a`; // 2 + 72 + 1 = 75 octets
    expect(Buffer.byteLength(justa)).toBe(75);
    expect(plegarIcs(`${justa}\r\n`)).toBe(`${justa}\r\n`);
    const larga = `X:${'ñ'.repeat(37)}`; // 76 octets: the last ñ would end at 76
    expect(plegarIcs(`${larga}\r\n`)).toBe(`X:${'ñ'.repeat(36)}\r\n ñ\r\n`);
  });

  it('rehace el plegado por caracteres del paquete ics (tabulador) con un espacio', () => {
    expect(plegarIcs('A:uno\r\n\tdos\r\nB:tres')).toBe('A:unodos\r\nB:tres\r\n');
  });

  it('un lector independiente (ical.js) lee la descripción, el título y el lugar exactos', () => {
    const descripcion = ACENTOS.repeat(3).trim();
    const titulo = 'Jornada de orientación: ¿qué hacer después del grado? Prácticas, másteres y empleo en España';
    const lugar = 'Salón de actos de la Facultad de Filosofía y Letras, edificio Ñandú, planta baja (acceso por la calle Úbeda)';
    const { contenido } = ficheroIcs(
      'evento.ics',
      [
        {
          uid: 'evento-1@demo.puente',
          titulo,
          descripcion,
          lugar,
          url: 'https://empleo.example/eventos/orientacion',
          inicio: new Date('2031-01-15T17:30:00Z'),
        },
      ],
      'Calendario de Puente — Orientación',
    );
    const lineas = compruebaPlegado(contenido);
    expect(lineas.some((l) => Buffer.byteLength(l) === 75 || l.startsWith(' '))).toBe(true);
    const calendario = new ICAL.Component(ICAL.parse(Buffer.from(contenido).toString('utf8')));
    const evento = calendario.getFirstSubcomponent('vevent');
    expect(evento?.getFirstPropertyValue('description')).toBe(descripcion);
    expect(evento?.getFirstPropertyValue('summary')).toBe(titulo);
    expect(evento?.getFirstPropertyValue('location')).toBe(lugar);
    expect(calendario.getFirstPropertyValue('x-wr-calname')).toBe('Calendario de Puente — Orientación');
  });
});
