import { describe, expect, it } from 'vitest';
import { recorteCuadrado } from './imagen';

describe('recorteCuadrado', () => {
  it('cuts the centre square of a landscape photo and scales it to 1000 px', () => {
    expect(recorteCuadrado(4000, 3000)).toEqual({ sx: 500, sy: 0, lado: 3000, salida: 1000 });
  });

  it('cuts the centre of a portrait photo', () => {
    expect(recorteCuadrado(1200, 1601)).toEqual({ sx: 0, sy: 200, lado: 1200, salida: 1000 });
  });

  it('never enlarges a small photo', () => {
    expect(recorteCuadrado(640, 480)).toEqual({ sx: 80, sy: 0, lado: 480, salida: 480 });
  });

  it('keeps a square of exactly 1000 px as it is', () => {
    expect(recorteCuadrado(1000, 1000)).toEqual({ sx: 0, sy: 0, lado: 1000, salida: 1000 });
  });

  it('refuses an image without size', () => {
    expect(() => recorteCuadrado(0, 100)).toThrow();
  });
});
