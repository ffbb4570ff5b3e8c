import { describe, expect, it } from 'vitest';
import { catalogueEntry, errorCatalogue, SPEC_LISTED_CODES } from './catalogue';

const entries = Object.values(errorCatalogue);

describe('error catalogue', () => {
  it('has every code the spec lists, with Spanish and English title and body', () => {
    expect(SPEC_LISTED_CODES.length).toBe(new Set(SPEC_LISTED_CODES).size);
    for (const code of SPEC_LISTED_CODES) {
      const entry = errorCatalogue[code];
      expect(entry, `code ${code}`).toBeDefined();
      for (const texts of [entry?.es, entry?.en]) {
        expect(texts?.titulo.trim(), `code ${code}`).not.toBe('');
        expect(texts?.cuerpo.trim(), `code ${code}`).not.toBe('');
      }
    }
  });

  it('lists only codes the spec names (no 5, 50, 51, 61, 67, 82, 535–539) and holds only those plus 107', () => {
    for (const absent of [0, 5, 50, 51, 61, 67, 82, 85, 95, 97, 98, 535, 536, 537, 538, 539]) {
      expect(SPEC_LISTED_CODES).not.toContain(absent);
      expect(errorCatalogue[absent]).toBeUndefined();
    }
    expect(entries.map((e) => e.code).sort((a, b) => a - b)).toEqual([...SPEC_LISTED_CODES, 107].sort((a, b) => a - b));
  });

  it('keys each entry by its own code, with a valid category and in-app destinations', () => {
    for (const [key, entry] of Object.entries(errorCatalogue)) {
      expect(entry.code).toBe(Number(key));
      expect(['medium', 'secondary', 'important']).toContain(entry.category);
      if (entry.destino !== undefined) expect(entry.destino).toMatch(/^\/[^/]/);
      if (entry.es.boton !== undefined) expect(entry.en.boton).toBeTruthy();
    }
  });

  it('uses accents in Spanish (spot check)', () => {
    expect(errorCatalogue[2]?.es.titulo).toBe('Sesión caducada');
    expect(errorCatalogue[500]?.es.cuerpo).toContain('El servicio no está disponible en este momento');
  });

  it('gives the categories of the brief', () => {
    expect(entries.filter((e) => e.category === 'important').map((e) => e.code)).toEqual([32, 59, 79, 90]);
    for (const e of entries) {
      const expected = [32, 59, 79, 90].includes(e.code) ? 'important' : e.code > 500 ? 'secondary' : 'medium';
      expect(e.category, `code ${e.code}`).toBe(expected);
    }
  });

  it('sends users to the right places', () => {
    const destinations = Object.fromEntries(entries.filter((e) => e.destino).map((e) => [e.code, e.destino]));
    expect(destinations).toEqual({
      2: '/login',
      26: '/cv#formacion',
      34: '/cv#permiso',
      54: '/cv#busqueda',
      55: '/cv#documentos',
      57: '/cv#formacion',
      72: '/mi-empresa',
      107: '/mantenimiento',
      503: '/login/empresas',
      506: '/mis-ofertas',
      518: '/cv',
      527: '/cv#personales',
      534: '/cv',
      540: '/cv',
    });
    expect(errorCatalogue[534]?.es.boton).toBe('Completar mi CV');
    expect(errorCatalogue[540]?.es.boton).toBe('Completar mi CV');
    expect(errorCatalogue[54]?.es.boton).toBe('Ir a Mi CV');
  });

  it('flags reported codes and codes whose body comes from the server', () => {
    expect(entries.filter((e) => e.reportar).map((e) => e.code)).toEqual([1, 12, 24, 500]);
    expect(entries.filter((e) => e.mensajeServidor).map((e) => e.code)).toEqual([3, 49, 80, 90, 515]);
  });

  it('words the business limits from the constants', () => {
    expect(errorCatalogue[28]?.es.cuerpo).toMatch(/8 caracteres.*número/);
    expect(errorCatalogue[103]?.es.cuerpo).toContain('más de 3 ofertas');
    expect(errorCatalogue[58]?.es.cuerpo).toMatch(/80 %.*12 meses/);
  });

  it('falls back to the unexpected-error entry for an unknown code', () => {
    expect(catalogueEntry(4)).toBe(errorCatalogue[4]);
    const unknown = catalogueEntry(999);
    expect(unknown.code).toBe(999);
    expect(unknown.es).toEqual(errorCatalogue[1]?.es);
    expect(unknown.reportar).toBe(true);
    expect(unknown.category).toBe('medium');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(errorCatalogue)).toBe(true);
    expect(Object.isFrozen(SPEC_LISTED_CODES)).toBe(true);
  });
});
