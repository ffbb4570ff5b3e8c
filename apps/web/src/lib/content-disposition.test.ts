import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="candidatos-Espana.csv"; filename*=UTF-8''candidatos-Espa%C3%B1a.csv`),
    ).toBe('candidatos-España.csv');
  });

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="convenio \\"final\\".pdf"')).toBe('convenio "final".pdf');
    expect(fileNameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
  });

  it('never returns a path', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });

  it('gives null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
