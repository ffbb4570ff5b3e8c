import { describe, expect, it } from 'vitest';
import { passwordPairSchema, passwordSchema } from './password';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('password', () => {
  it('requires at least 8 characters and a digit', () => {
    expect(passwordSchema.safeParse('secreto1').success).toBe(true);
    expect(passwordSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Este campo es requerido']);
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(passwordSchema.safeParse('abc1').error?.issues[0]?.message).toBe('El campo es demasiado corto (mínimo 8 caracteres)');
    expect(passwordSchema.safeParse('sinnumeros').error?.issues[0]?.message).toBe(
      'La contraseña debe contener al menos un número',
    );
  });

  it('reports a mismatch on the confirmation path', () => {
    expect(passwordPairSchema.safeParse({ password: 'secreto12', confirmacion: 'secreto12' }).success).toBe(true);
    expect(messages(passwordPairSchema.safeParse({ password: 'secreto12', confirmacion: 'secreto13' }))).toEqual([
      ['confirmacion', 'Las contraseñas no coinciden'],
    ]);
  });

  it('reports a weak password and a mismatch together, and no mismatch for an empty confirmation', () => {
    expect(messages(passwordPairSchema.safeParse({ password: 'corta', confirmacion: 'otra' }))).toEqual([
      ['password', 'El campo es demasiado corto (mínimo 8 caracteres)'],
      ['password', 'La contraseña debe contener al menos un número'],
      ['confirmacion', 'Las contraseñas no coinciden'],
    ]);
    expect(messages(passwordPairSchema.safeParse({ password: 'secreto12', confirmacion: '' }))).toEqual([
      ['confirmacion', 'Este campo es requerido'],
    ]);
  });
});
