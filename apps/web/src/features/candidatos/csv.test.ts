import { describe, expect, it } from 'vitest';
import { celdaCsv, construirCsv } from './csv';

describe('construirCsv', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = construirCsv(['Nombre', 'Estado'], [['Lucía', 'En revisión']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Nombre;Estado\r\nLucía;En revisión\r\n');
  });

  it('quotes cells with separators, quotes or line breaks', () => {
    expect(celdaCsv('García; López')).toBe('"García; López"');
    expect(celdaCsv('Dice "hola"')).toBe('"Dice ""hola"""');
    expect(celdaCsv('dos\nlíneas')).toBe('"dos\nlíneas"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(celdaCsv('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(celdaCsv('+34 600 000 000')).toBe("'+34 600 000 000");
    expect(celdaCsv('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes empty cells for missing values', () => {
    expect(construirCsv(['a', 'b'], [[null, 3]]).slice(1)).toBe('a;b\r\n;3\r\n');
  });
});
