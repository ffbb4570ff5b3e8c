import { describe, expect, it } from 'vitest';
import { baseSlug, slugOferta } from './slug';

describe('slug de oferta', () => {
  it('quita acentos y signos y pasa a kebab-case', () => {
    expect(baseSlug('Prácticas: Análisis de Datos (Ñandú) ¡ya!')).toBe('practicas-analisis-de-datos-nandu-ya');
  });

  it('recorta los títulos largos en un límite de palabra', () => {
    const slug = baseSlug('Desarrollador '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^(desarrollador-)*desarrollador$/);
  });

  it('un título sin letras ni números da "oferta"', () => {
    expect(baseSlug('¿¡…!?')).toBe('oferta');
  });

  it('añade un sufijo aleatorio corto', () => {
    const a = slugOferta('Técnico de sistemas');
    expect(a).toMatch(/^tecnico-de-sistemas-[a-z0-9]{6}$/);
    expect(new Set(Array.from({ length: 50 }, () => slugOferta('x'))).size).toBe(50);
  });
});
