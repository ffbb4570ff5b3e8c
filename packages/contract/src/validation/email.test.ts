import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, optionalEmailSchema } from './email';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['ana@uni.es', 'ana.lopez+cv@alumnos.uni.es', 'A_B@EMPRESA.COM']) expect(isValidEmail(ok)).toBe(true);
  });

  it("refuses addresses without '@' or '.', with spaces or with accents", () => {
    for (const bad of [
      'ana.uni.es',
      'ana@uni',
      '@uni.es',
      'ana@@uni.es',
      'ana @uni.es',
      'ana@uni.',
      'josé@uni.es',
      'ana@españa.es',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('gives the spec messages', () => {
    expect(emailSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Este campo es requerido']);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(emailSchema.safeParse('ana@uni').error?.issues[0]?.message).toBe('El campo email está mal formado');
    expect(emailSchema.parse('  ana@uni.es ')).toBe('ana@uni.es');
  });

  it('the optional variant accepts blank', () => {
    expect(optionalEmailSchema.safeParse(undefined).success).toBe(true);
    expect(optionalEmailSchema.safeParse('').success).toBe(true);
    expect(optionalEmailSchema.safeParse('ñu@uni.es').error?.issues[0]?.message).toBe('El campo email está mal formado');
  });
});
