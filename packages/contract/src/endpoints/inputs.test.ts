import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formaDe, type Hoja, hojasDe } from '../input-shape';
import { ENTERO_MAX, ENTERO_MIN } from '../validation/numbers';
import { texto } from '../validation/text';
import { endpointList } from './all';

/**
 * Every input of every declared endpoint, read as data (input-shape.ts), so a
 * new endpoint is checked the day it is declared: each string carries the
 * text rule (no NUL or other control characters reach PostgreSQL) and each
 * number is bounded, integers within PostgreSQL's `integer`.
 */

/** zod string formats whose grammar already excludes control characters. */
const FORMATOS_CERRADOS = new Set(['date']);

/** What is wrong with a leaf, or null. */
function problema({ forma }: Hoja): string | null {
  switch (forma.tipo) {
    case 'texto':
      if (forma.regla || (forma.formato && FORMATOS_CERRADOS.has(forma.formato))) return null;
      return 'texto sin la regla de texto (validation/text.ts)';
    case 'numero':
      if (forma.min === null || forma.max === null) return `número sin límites (${forma.min} … ${forma.max})`;
      if (forma.entero && (forma.min < ENTERO_MIN || forma.max > ENTERO_MAX)) {
        return `entero fuera de integer de PostgreSQL (${forma.min} … ${forma.max})`;
      }
      return null;
    case 'desconocido':
      return `tipo zod ${forma.zod} que input-shape.ts no sabe leer`;
    default:
      return null;
  }
}

const problemas = (schema: z.core.$ZodType) =>
  hojasDe(formaDe(schema))
    .map((hoja) => ({ campo: hoja.ruta, problema: problema(hoja) }))
    .filter((p) => p.problema !== null);

describe('entradas de todos los endpoints', () => {
  it.each(endpointList)('%s: textos con la regla, números acotados', (_name, endpoint) => {
    expect(problemas(endpoint.input)).toEqual([]);
  });

  it('hay entradas con textos e ids que comprobar (el recorrido ve dentro de uniones, listas y preprocesos)', () => {
    const hojas = endpointList.flatMap(([, e]) => hojasDe(formaDe(e.input)));
    expect(hojas.filter((h) => h.forma.tipo === 'texto').length).toBeGreaterThan(30);
    expect(hojas.some((h) => h.ruta === 'titulaciones[]' && h.forma.tipo === 'numero')).toBe(true);
    expect(hojas.some((h) => h.ruta === 'idOferta' && h.forma.tipo === 'numero' && h.forma.max === ENTERO_MAX)).toBe(true);
  });

  it('la comprobación detecta un texto sin la regla, un id sin tope y un tipo que no conoce', () => {
    const mal = z.object({
      nombre: z.string().trim().max(10),
      id: z.coerce.number().int().positive(),
      importe: z.number().min(0),
      lista: z.array(z.object({ nota: z.string() })),
      cualquiera: z.any(),
      bien: texto(),
    });
    expect(problemas(mal).map((p) => p.campo)).toEqual(['nombre', 'id', 'importe', 'lista[].nota', 'cualquiera']);
  });
});
