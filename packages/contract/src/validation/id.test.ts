import { describe, expect, it } from 'vitest';
import { idOpcional, idSchema, urlAccesoSchema } from './id';

const mensajes = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('id', () => {
  it('un entero de 1 a 2 147 483 647, como número o como texto de formulario', () => {
    const id = idSchema();
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(id.parse(' 7 ')).toBe(7);
  });

  it('fuera de integer de PostgreSQL, o lo que no es un id, se rechaza con un mensaje en español', () => {
    const id = idSchema();
    for (const value of [
      2_147_483_648,
      '2147483648',
      2 ** 53,
      0,
      -1,
      1.5,
      '1,5',
      '0x10',
      '1e3',
      'abc',
      true,
      [],
      {},
      Number.NaN,
    ]) {
      expect(mensajes(id.safeParse(value)), String(value)).toEqual(['El identificador no es válido']);
    }
    expect(mensajes(id.safeParse(undefined))).toEqual(['Este campo es requerido']);
    expect(mensajes(idSchema('Indica el motivo del rechazo').safeParse(0))).toEqual(['Indica el motivo del rechazo']);
  });

  it('opcional: ausente o en blanco (un filtro sin elegir) es undefined', () => {
    expect(idOpcional().parse(undefined)).toBeUndefined();
    expect(idOpcional().parse('')).toBeUndefined();
    expect(idOpcional().parse('3')).toBe(3);
    expect(idOpcional().safeParse(2_147_483_648).success).toBe(false);
  });

  it('urlAcceso: texto de una línea, sin caracteres de control', () => {
    expect(urlAccesoSchema.parse(' analista-datos-ab12cd ')).toBe('analista-datos-ab12cd');
    expect(mensajes(urlAccesoSchema.safeParse('oferta\u0000'))).toEqual([
      'El campo contiene caracteres no permitidos (caracteres de control)',
    ]);
    expect(urlAccesoSchema.safeParse('a'.repeat(201)).success).toBe(false);
  });
});
