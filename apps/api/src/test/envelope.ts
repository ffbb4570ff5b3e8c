import type { Envelope } from '@puente/contract/envelope';

/**
 * The envelope as a test reads it: `datos` typed by the endpoint's declared
 * output. Tests assert `status` before reading `datos`, so it is not nullable
 * here; the data an error carries instead (code 15's `errores`, 52's
 * `creditosMinimos`…) is read through `parseFieldErrors` (contract) or `errorDatos`.
 */
export type TestEnvelope<T> = Omit<Envelope<T>, 'datos'> & { datos: T };

/** The envelope of a raw `app.inject` answer, for tests that do not go through `call`. */
export const envelopeOf = <T = unknown>(response: { json: () => unknown }): TestEnvelope<T> => response.json() as TestEnvelope<T>;

/**
 * The data an error answer carries in place of the endpoint's output (e.g.
 * `{ creditosMinimos }` with code 52), typed by the test that expects it.
 */
export const errorDatos = <T>(body: { datos: unknown }): T => body.datos as T;
