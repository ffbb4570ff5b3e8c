import { describe, expect, it } from 'vitest';
import { fechaHoraMadrid, mesEnPalabras } from './etiquetas';

describe('the internships screens’ formats', () => {
  it('writes a mail’s instant on Madrid’s clock as dd/mm/yyyy HH:mm, summer and winter', () => {
    expect(fechaHoraMadrid('2026-07-03T07:05:00.000Z')).toBe('03/07/2026 09:05');
    expect(fechaHoraMadrid('2026-11-20T23:30:00.000Z')).toBe('21/11/2026 00:30');
    expect(fechaHoraMadrid('no es una fecha')).toBe('no es una fecha');
  });

  it('says a month in words in each language', () => {
    expect(mesEnPalabras('2026-03', 'es')).toBe('marzo de 2026');
    expect(mesEnPalabras('2026-03', 'en')).toBe('March 2026');
    expect(mesEnPalabras('marzo', 'es')).toBe('marzo');
  });
});
