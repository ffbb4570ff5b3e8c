import { describe, expect, it } from 'vitest';
import { optionalPhoneSchema, phoneSchema } from './phone';

const firstMessage = (value: unknown) => phoneSchema.safeParse(value).error?.issues[0]?.message;

describe('phone', () => {
  it('accepts Spanish and international numbers', () => {
    for (const ok of ['600112233', '600 11 22 33', '+34 600 11 22 33', '+351912345678', '  912345678  ']) {
      expect(phoneSchema.safeParse(ok).success).toBe(true);
    }
    expect(phoneSchema.parse(' 600112233 ')).toBe('600112233');
  });

  it('gives the spec messages', () => {
    expect(firstMessage('')).toBe('Este campo es requerido');
    expect(firstMessage(undefined)).toBe('Este campo es requerido');
    expect(firstMessage('600-112-233')).toBe('El campo teléfono está mal formado');
    expect(firstMessage('6001+12233')).toBe('El campo teléfono está mal formado');
    expect(firstMessage('60011223')).toBe('El campo es demasiado corto (mínimo 9 caracteres)');
    expect(firstMessage('+34 60011223344556')).toBe('La longitud del teléfono es excesiva');
    expect(phoneSchema.safeParse('abc').error?.issues).toHaveLength(1);
  });

  it('the optional variant accepts blank and checks a typed number', () => {
    expect(optionalPhoneSchema.safeParse(undefined).success).toBe(true);
    expect(optionalPhoneSchema.safeParse('  ').success).toBe(true);
    expect(optionalPhoneSchema.safeParse('600112233').success).toBe(true);
    expect(optionalPhoneSchema.safeParse('6001').error?.issues[0]?.message).toBe(
      'El campo es demasiado corto (mínimo 9 caracteres)',
    );
  });
});
