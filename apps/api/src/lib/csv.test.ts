import { describe, expect, it } from 'vitest';
import { celdaCsv, csv } from './csv';

describe('csv', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const bytes = csv(['Nombre', 'Nota'], [['Lucía', 8.5]]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFNombre;Nota\r\nLucía;8.5\r\n');
  });

  it('defuses formulas in text cells, not in numbers', () => {
    expect(celdaCsv('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(celdaCsv('+34 600 000 000')).toBe("'+34 600 000 000");
    expect(celdaCsv('-1+1')).toBe("'-1+1");
    expect(celdaCsv('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(celdaCsv('\t=1')).toBe("'\t=1");
    expect(celdaCsv(-5)).toBe('-5');
    expect(celdaCsv('García-López')).toBe('García-López');
  });

  it('quotes separators, quotes and line breaks; empty for null', () => {
    expect(celdaCsv('a;b')).toBe('"a;b"');
    expect(celdaCsv('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(celdaCsv('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(celdaCsv(null)).toBe('');
    expect(celdaCsv(undefined)).toBe('');
  });
});
