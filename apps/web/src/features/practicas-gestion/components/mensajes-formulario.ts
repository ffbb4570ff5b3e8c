import { MENSAJE_CCC } from '@puente/contract/seguimiento-practicas';

/** The record's own exact messages of the contract (the account code, a date), for English. */
export const MENSAJES_EXPEDIENTE: ReadonlyMap<string, string> = new Map<string, string>([
  [MENSAJE_CCC, 'practicasGestion.validacion.ccc'],
  ['La fecha no es válida', 'practicasGestion.validacion.fecha'],
]);
