import { PortalCodes } from '@puente/contract/errors/codes';
import { type FieldError, fieldErrors } from '@puente/contract/field-errors';
import { rechazo, rechazoDe } from './portal-error';

/**
 * The one way the API refuses named fields: code 15 with the contract's
 * `{ errores: [{ campo, mensaje }] }` (packages/contract/src/field-errors.ts),
 * the first message as the banner text. The web marks each field from it.
 */
export const camposErroneos = (errores: FieldError[]) =>
  errores[0]?.mensaje
    ? rechazo(PortalCodes.FALTAN_DATOS, 'datos.campos', { mensaje: errores[0].mensaje }, fieldErrors(errores))
    : rechazoDe(PortalCodes.FALTAN_DATOS, null, fieldErrors(errores));

/** A refusal that names a single field. */
export const campoErroneo = (campo: string, mensaje: string) => camposErroneos([{ campo, mensaje }]);
