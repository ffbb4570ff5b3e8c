import { z } from 'zod';
import { RANGO_DEDICACION, RANGO_DIAS_SEMANA, RANGO_MESES, RANGO_NOTA, RANGO_NOTA_MEDIA } from '../constants';
import { fueraDeRango, MENSAJES, valorMaximo, valorMinimo } from './messages';

/** "7", "7.5" or the Spanish "7,5"; no exponents or thousands separators, which users do not mean. */
const DECIMAL = /^[+-]?\d+([.,]\d+)?$/;

/**
 * Form inputs deliver strings: blank means "not given" and a comma is the
 * Spanish decimal mark. Anything else that is not a plain number becomes NaN,
 * which z.number() refuses as not numeric.
 */
export function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/**
 * PostgreSQL `integer`, the type of every id and whole-number column. A value
 * past it makes the query fail (SQLSTATE 22003) instead of finding nothing,
 * so no integer input may go beyond it.
 */
export const ENTERO_MAX = 2_147_483_647;
export const ENTERO_MIN = -2_147_483_648;

/** The salary and allowance columns hold up to 10 digits with 2 decimals; more is a typing error, not a salary. */
export const REMUNERACION_MAX = 9_999_999;

export interface NumberRules {
  min?: number;
  max?: number;
  integer?: boolean;
  /**
   * A ceiling that is not part of the range the field shows (the column's
   * capacity): reported on its own, so 'no puede ser negativo' stays the
   * message of a field with only a minimum. Integers default to ENTERO_MAX.
   */
  techo?: number;
}

function numberRules({ min, max, integer = false, techo }: NumberRules): z.ZodNumber {
  let schema = z.number({ error: (issue) => (issue.input == null ? MENSAJES.requerido : MENSAJES.noNumerico) });
  if (integer) schema = schema.int(MENSAJES.noEntero);
  // One message for both ends when the field has a range, so the user learns the whole range at once.
  const range = min !== undefined && max !== undefined ? fueraDeRango(min, max) : undefined;
  if (min !== undefined) schema = schema.min(min, range ?? valorMinimo(min));
  if (max !== undefined) schema = schema.max(max, range ?? valorMaximo(max));
  const ceiling = max === undefined ? (techo ?? (integer ? ENTERO_MAX : undefined)) : undefined;
  if (ceiling !== undefined) schema = schema.max(ceiling, valorMaximo(ceiling));
  if (integer && min === undefined) schema = schema.min(ENTERO_MIN, valorMinimo(ENTERO_MIN));
  return schema;
}

/** Required number that also accepts the strings a form input gives. */
export const numberField = (rules: NumberRules = {}) => z.preprocess(toNumber, numberRules(rules));

/** Same, but blank or missing is accepted as undefined. */
export const optionalNumberField = (rules: NumberRules = {}) => z.preprocess(toNumber, numberRules(rules).optional());

export const mesesSchema = numberField({ ...RANGO_MESES, integer: true });
export const dedicacionSchema = numberField(RANGO_DEDICACION);
export const diasSemanaSchema = numberField({ ...RANGO_DIAS_SEMANA, integer: true });
export const notaSchema = numberField(RANGO_NOTA);
export const notaMediaSchema = numberField(RANGO_NOTA_MEDIA);

/** The spec only asks for a number; a day has 24 hours, so anything above is a typing error. */
export const horasDiaSchema = numberField({ min: 0, max: 24 });
export const remuneracionSchema = numberField({ min: 0, techo: REMUNERACION_MAX });
