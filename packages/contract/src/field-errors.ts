import { z } from 'zod';

/**
 * Code 15 (and any refusal that points at fields) carries the fields to mark in
 * `datos`: `{ errores: [{ campo, mensaje }] }`. `campo` is the input key, dotted
 * for nested ones (`titulaciones.0`). The API builds it with one helper and the
 * web reads it with one parser, both from this schema.
 */
export const fieldErrorSchema = z.object({ campo: z.string(), mensaje: z.string() });
export const fieldErrorsSchema = z.object({ errores: z.array(fieldErrorSchema) });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const fieldErrors = (errores: FieldError[]): FieldErrors => ({ errores });

/** The field errors of an answer's `datos`, or an empty list when it carries none. */
export function parseFieldErrors(datos: unknown): FieldError[] {
  const parsed = fieldErrorsSchema.safeParse(datos);
  return parsed.success ? parsed.data.errores : [];
}
