import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorOf, fieldErrorsOf } from './field-errors';

const refusal = new ApiError(15, null, {
  errores: [
    { campo: 'idMotivo', mensaje: 'Indica el motivo' },
    { campo: 'titulaciones.0', mensaje: 'Titulación desconocida' },
  ],
});

describe('field errors of a failed call', () => {
  it('reads the errores of code 15', () => {
    expect(fieldErrorsOf(refusal).map((e) => e.campo)).toEqual(['idMotivo', 'titulaciones.0']);
    expect(fieldErrorOf(refusal, 'idMotivo')).toBe('Indica el motivo');
    expect(fieldErrorOf(refusal, 'comentario')).toBeNull();
  });

  it('gives none for other errors or a malformed answer', () => {
    expect(fieldErrorsOf(new ApiError(14, null))).toEqual([]);
    expect(fieldErrorsOf(new ApiError(15, null, { errores: [{ campo: 1 }] }))).toEqual([]);
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
