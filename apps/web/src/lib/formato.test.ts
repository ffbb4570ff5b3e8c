import '@/test/setup';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatEuros, formatFecha, formatNumero, resumen } from './formato';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('one formatter per language (Intl)', () => {
  it('numbers: a decimal comma in Spanish, a point in English; grouping from five digits in both', () => {
    expect(formatNumero(7.85, 'es')).toBe('7,85');
    expect(formatNumero(7.85, 'en')).toBe('7.85');
    expect(formatNumero(2026, 'en')).toBe('2026');
    expect(formatNumero(24000, 'es')).toBe('24.000');
    expect(formatNumero(24000, 'en')).toBe('24,000');
  });

  it('euros: whole amounts without cents, in each language’s order', () => {
    // Intl puts a no-break space before the euro sign.
    expect(formatEuros(600, 'es')).toBe('600\u00a0€');
    expect(formatEuros(24000, 'en')).toBe('€24,000');
    expect(formatEuros(1250.5, 'es')).toBe('1250,50\u00a0€');
  });

  it('dates: dd/mm/yyyy in Spanish and in English (en-GB), from the API’s string, an ISO day or a Date', () => {
    expect(formatFecha('03/04/2026', 'es')).toBe('03/04/2026');
    expect(formatFecha('03/04/2026', 'en')).toBe('03/04/2026');
    expect(formatFecha('2026-04-03', 'en')).toBe('03/04/2026');
    expect(formatFecha(new Date(Date.UTC(2026, 3, 3)), 'es')).toBe('03/04/2026');
    expect(formatFecha('sin fecha', 'es')).toBe('sin fecha');
  });

  it('every number interpolated in a catalogue text goes through it', async () => {
    i18n.addResource('es', 'translation', 'prueba.nota', 'Nota media {{nota}}');
    i18n.addResource('en', 'translation', 'prueba.nota', 'Average grade {{nota}}');
    expect(i18n.t('prueba.nota', { nota: 7.85 })).toBe('Nota media 7,85');
    await i18n.changeLanguage('en');
    expect(i18n.t('prueba.nota', { nota: 7.85 })).toBe('Average grade 7.85');
    expect(i18n.t('prueba.nota', { nota: 'texto' })).toBe('Average grade texto');
  });
});

describe('resumen', () => {
  it('names a long text on one line, cut with an ellipsis', () => {
    expect(resumen('Feria  de\nempleo')).toBe('Feria de empleo');
    expect(resumen('abcdefghij', 5)).toBe('abcd…');
  });
});
