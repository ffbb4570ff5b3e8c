import { z } from 'zod';

/**
 * Every response of the API is this envelope. `status` 0 is success; any other
 * value is a code of the error catalogue (spec §8).
 */
export interface Envelope<T> {
  status: number;
  datos: T | null;
  mensaje: string | null;
}

export const envelopeSchema = <T extends z.ZodType>(datos: T) =>
  z.object({ status: z.number().int(), datos: datos.nullable(), mensaje: z.string().nullable() });

export const ok = <T>(datos: T, mensaje: string | null = null): Envelope<T> => ({
  status: 0,
  datos,
  mensaje,
});

export const fail = (status: number, mensaje: string | null = null, datos: unknown = null): Envelope<unknown> => ({
  status,
  datos,
  mensaje,
});

/**
 * Success notices (spec §8, 501–543): the action succeeded and the web shows
 * the catalogue's notice; `datos` carries the result like a status 0 answer.
 */
export const isNoticeStatus = (status: number): boolean => status >= 501 && status <= 543;

export const isSuccessStatus = (status: number): boolean => status === 0 || isNoticeStatus(status);
