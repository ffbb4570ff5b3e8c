import { describe, expect, it } from 'vitest';
import {
  dedicacionSchema,
  diasSemanaSchema,
  horasDiaSchema,
  mesesSchema,
  notaMediaSchema,
  notaSchema,
  numberField,
  optionalNumberField,
  remuneracionSchema,
  toNumber,
} from './numbers';

const message = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('numbers', () => {
  it('reads form strings, including the Spanish decimal comma', () => {
    expect(toNumber('7,5')).toBe(7.5);
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('1e3')).toBeNaN();
    expect(toNumber('1.000,50')).toBeNaN();
    expect(toNumber(3)).toBe(3);
  });

  it('applies the spec bounds, inclusive', () => {
    const cases: [typeof mesesSchema, number, number][] = [
      [mesesSchema, 0, 12],
      [dedicacionSchema, 0, 100],
      [diasSemanaSchema, 1, 7],
      [notaSchema, 1, 10],
      [notaMediaSchema, 1, 4],
    ];
    for (const [schema, min, max] of cases) {
      expect(schema.parse(String(min))).toBe(min);
      expect(schema.parse(max)).toBe(max);
      expect(message(schema, min - 1)).toBe(`El valor debe estar entre ${min} y ${max}`);
      expect(message(schema, `${max + 1}`)).toBe(`El valor debe estar entre ${min} y ${max}`);
    }
  });

  it('months and days are whole numbers; grades may have decimals', () => {
    expect(message(mesesSchema, '6,5')).toBe('El campo debe ser un número entero');
    expect(message(diasSemanaSchema, 2.5)).toBe('El campo debe ser un número entero');
    expect(notaSchema.parse('8,25')).toBe(8.25);
    expect(notaMediaSchema.parse('2.7')).toBe(2.7);
  });

  it('required, numeric and optional messages', () => {
    expect(message(mesesSchema, '')).toBe('Este campo es requerido');
    expect(message(mesesSchema, undefined)).toBe('Este campo es requerido');
    expect(message(horasDiaSchema, 'ocho')).toBe('El campo debe ser numérico');
    expect(horasDiaSchema.parse('7,5')).toBe(7.5);
    expect(message(horasDiaSchema, 25)).toBe('El valor debe estar entre 0 y 24');
    expect(remuneracionSchema.parse('600,50')).toBe(600.5);
    expect(message(remuneracionSchema, '-1')).toBe('El valor no puede ser negativo');
    expect(message(numberField({ min: 5 }), 4)).toBe('El valor debe ser como mínimo 5');
    expect(message(numberField({ max: 5 }), 6)).toBe('El valor debe ser como máximo 5');
    const optional = optionalNumberField({ min: 0, max: 12 });
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(message(optional, 13)).toBe('El valor debe estar entre 0 y 12');
  });

  it('an integer without a maximum stops at PostgreSQL integer; a range keeps its own message', () => {
    expect(message(numberField({ min: 1, integer: true }), 2_147_483_648)).toBe('El valor debe ser como máximo 2147483647');
    expect(numberField({ min: 1, integer: true }).parse('2147483647')).toBe(2_147_483_647);
    expect(message(remuneracionSchema, 10_000_000)).toBe('El valor debe ser como máximo 9999999');
    expect(message(mesesSchema, 13)).toBe('El valor debe estar entre 0 y 12');
  });
});
