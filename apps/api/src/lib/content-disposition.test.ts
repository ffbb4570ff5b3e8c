import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';

describe('attachment', () => {
  it('encodes accents in filename* and keeps an ASCII fallback', () => {
    expect(attachment('Carta de motivación.pdf')).toBe(
      `attachment; filename="Carta de motivacion.pdf"; filename*=UTF-8''Carta%20de%20motivaci%C3%B3n.pdf`,
    );
  });

  it('quotes, backslashes and line breaks cannot break out of the header', () => {
    const header = attachment('a"b\\c\r\nSet-Cookie: x=1\'(*).csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1'(*).csv"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%27%28%2A%29.csv`,
    );
  });

  it('a decoder gets the exact name back', () => {
    const name = 'Ñandú «informe» 100% €.csv';
    const encoded = attachment(name).split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('an empty name still gives a file name', () => {
    expect(attachment('\u0000 ')).toBe(`attachment; filename="fichero"; filename*=UTF-8''fichero`);
  });
});
