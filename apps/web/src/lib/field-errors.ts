import { type FieldError, parseFieldErrors } from '@puente/contract/field-errors';
import { isApiError } from './api-error';

/**
 * The fields a failed call refused: `datos.errores` of code 15 (and of any
 * refusal that points at fields, as the contract's schema allows), or none.
 * The one reader of that shape in the web; the API builds it from the same schema.
 */
export const fieldErrorsOf = (error: unknown): FieldError[] => (isApiError(error) ? parseFieldErrors(error.detalle) : []);

/** The server's message for one field of a failed call, or null. */
export const fieldErrorOf = (error: unknown, campo: string): string | null =>
  fieldErrorsOf(error).find((e) => e.campo === campo)?.mensaje ?? null;
