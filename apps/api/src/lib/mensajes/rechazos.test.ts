import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalogue } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { describe, expect, it } from 'vitest';
import { type ClaveRechazo, rechazo, texto, textoDeRechazo } from '../portal-error';
import { rechazosEn } from './rechazos.en';
import { rechazosEs } from './rechazos.es';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Every non-test TypeScript source of the API. */
function fuentes(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : fuentes(ruta);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [ruta] : [];
  });
}

/**
 * The codes the API can answer, read from its sources: every `PortalCodes.X`
 * it names (refusals, notices, codes carried by rules and verdicts), every
 * bare number given to `rechazo(` or `fail(`, and the contract's own
 * transition check (14/49); the plugins' 15, 48 and 500 are among them.
 */
function codigosDeLaApi(): Set<number> {
  const nombres = PortalCodes as Record<string, number>;
  const codigos = new Set<number>();
  for (const fichero of fuentes()) {
    const texto = readFileSync(fichero, 'utf8');
    for (const [, nombre = ''] of texto.matchAll(/PortalCodes\.([A-Z0-9_]+)/g)) {
      expect(nombres[nombre], `${fichero}: PortalCodes.${nombre}`).toBeTypeOf('number');
      codigos.add(nombres[nombre] as number);
    }
    for (const [, n] of texto.matchAll(/\b(?:rechazo|rechazoDe|fail|notice)\((\d+)\b/g)) codigos.add(Number(n));
  }
  for (const c of [14, 49, 15, 48, 500]) codigos.add(c);
  codigos.delete(PortalCodes.EXITO);
  return codigos;
}

const marcadores = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('una sola fuente del texto de cada rechazo (decisión 030)', () => {
  it('cada código que la API puede contestar tiene su texto en español e inglés en el catálogo del contrato', () => {
    const codigos = codigosDeLaApi();
    // The scan finds the codes of every module, not a handful.
    expect(codigos.size).toBeGreaterThan(80);
    const sinTexto = [...codigos].filter((c) => {
      const e = errorCatalogue[c];
      return !e?.es.titulo.trim() || !e.es.cuerpo.trim() || !e.en.titulo.trim() || !e.en.cuerpo.trim();
    });
    expect(sinTexto).toEqual([]);
  });

  it('cada clave de rechazo tiene texto en español y en inglés, con los mismos marcadores', () => {
    expect(Object.keys(rechazosEn).sort()).toEqual(Object.keys(rechazosEs).sort());
    for (const clave of Object.keys(rechazosEs) as ClaveRechazo[]) {
      expect(rechazosEs[clave].trim(), clave).not.toBe('');
      expect(rechazosEn[clave].trim(), clave).not.toBe('');
      // The one exception: a field's message is the spec's Spanish words; in English the banner points to the fields.
      if (clave === 'datos.campos') continue;
      expect(marcadores(rechazosEn[clave]), clave).toEqual(marcadores(rechazosEs[clave]));
    }
    // The type check says the same: an English catalogue missing a key does not compile.
    // @ts-expect-error one key alone is not the whole catalogue
    const incompleto: typeof rechazosEn = { 'oferta.noExiste': 'x' };
    expect(Object.keys(incompleto)).toHaveLength(1);
  });

  it('cada clave que las fuentes usan existe, y ninguna clave del catálogo sobra', () => {
    const todo = fuentes()
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const sinUso = Object.keys(rechazosEs).filter((clave) => !todo.includes(`'${clave}'`));
    // Keys named through a variable (saml's table, the CV's entries) are still written out in their source.
    expect(sinUso).toEqual([]);
  });

  it('sin clave, el texto del catálogo para el código; nunca «Error N»', () => {
    for (const code of Object.keys(errorCatalogue).map(Number)) {
      for (const idioma of ['es', 'en'] as const) {
        const mensaje = rechazo(code).mensaje(idioma);
        expect(mensaje).toBe(errorCatalogue[code]?.[idioma].cuerpo);
        expect(mensaje).not.toMatch(/^Error \d+$/);
      }
    }
    // A code the catalogue does not know still says code 1's words.
    expect(rechazo(999).mensaje('en')).toBe(errorCatalogue[1]?.en.cuerpo);
    expect(rechazo(999).message).toBe(errorCatalogue[1]?.es.cuerpo);
  });

  it('con clave: parámetros planos, etiquetas bilingües, textos anidados y listas, en el idioma de quien lee', () => {
    const r = rechazo(PortalCodes.DATOS_YA_EXISTEN, 'urlAcceso.enUso', { que: texto('urlAcceso.evento') });
    expect(r.mensaje('es')).toBe('Ya hay un evento con esa dirección (urlAcceso).');
    expect(r.mensaje('en')).toBe('There is already an event with that address (urlAcceso).');
    expect(r.message).toBe(r.mensaje('es'));

    const estado = rechazo(49, 'candidatura.estadoFinal', { estado: { es: 'Retirada', en: 'Withdrawn' } });
    expect(estado.mensaje('en')).toBe('The application is “Withdrawn” and can no longer change status.');

    const varios = texto('programa.noCumplesVarios', {
      condiciones: [texto('condicion.exclusivo'), texto('condicion.plazo', { fecha: '01/03/2026' })],
    });
    expect(textoDeRechazo(80, varios, 'es')).toBe(
      'No cumples los requisitos del programa: tienes candidaturas en ofertas de otros programas; el plazo del programa terminó el 01/03/2026.',
    );
    // A sentence made of a lower-case fragment starts with a capital.
    expect(textoDeRechazo(91, texto('programa.noCumple', { condicion: texto('condicion.adhesion') }), 'en')).toBe(
      'You have to join the programme before applying to its offers.',
    );
  });
});
