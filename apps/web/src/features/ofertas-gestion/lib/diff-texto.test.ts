import { describe, expect, it } from 'vitest';
import { diffPalabras } from './diff-texto';

const texto = (trozos: ReturnType<typeof diffPalabras>, sin: 'quitado' | 'puesto') =>
  trozos
    .filter((t) => t.tipo !== sin)
    .map((t) => t.texto)
    .join('');

describe('diffPalabras', () => {
  it('una errata es una palabra fuera y otra dentro; el resto queda igual', () => {
    const trozos = diffPalabras('Buscamos una persona para el equpo de datos.', 'Buscamos una persona para el equipo de datos.');
    expect(trozos).toEqual([
      { texto: 'Buscamos una persona para el ', tipo: 'igual' },
      { texto: 'equpo', tipo: 'quitado' },
      { texto: 'equipo', tipo: 'puesto' },
      { texto: ' de datos.', tipo: 'igual' },
    ]);
  });

  it('varias erratas separadas se ven por separado, y cada lado se recompone exacto', () => {
    const antes = 'Desarollador backend con experencia en Node y PostgreSQL.\nHorario flexible.';
    const despues = 'Desarrollador backend con experiencia en Node y PostgreSQL.\nHorario flexible.';
    const trozos = diffPalabras(antes, despues);
    expect(trozos.filter((t) => t.tipo !== 'igual').map((t) => t.texto)).toEqual([
      'Desarollador',
      'Desarrollador',
      'experencia',
      'experiencia',
    ]);
    expect(texto(trozos, 'puesto')).toBe(antes);
    expect(texto(trozos, 'quitado')).toBe(despues);
  });

  it('de vacío a texto y de texto a igual', () => {
    expect(diffPalabras('', 'Nuevo texto')).toEqual([{ texto: 'Nuevo texto', tipo: 'puesto' }]);
    expect(diffPalabras('Igual', 'Igual')).toEqual([{ texto: 'Igual', tipo: 'igual' }]);
  });

  it('dos textos largos y del todo distintos no se comparan celda a celda, pero se recomponen', () => {
    const antes = Array.from({ length: 1000 }, (_, i) => `a${i}`).join(' ');
    const despues = Array.from({ length: 1000 }, (_, i) => `b${i}`).join(' ');
    const trozos = diffPalabras(antes, despues);
    expect(texto(trozos, 'puesto')).toBe(antes);
    expect(texto(trozos, 'quitado')).toBe(despues);
  });
});
