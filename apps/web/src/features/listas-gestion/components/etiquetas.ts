import { MENSAJE_ESTADO_MOTIVO } from '@puente/contract/listas-referencia';

/** The form's own exact message of the contract, for English (the rest are the contract's common ones). */
export const MENSAJES_ELEMENTO: ReadonlyMap<string, string> = new Map([
  [MENSAJE_ESTADO_MOTIVO, 'listasGestion.validacion.estadoMotivo'],
]);
