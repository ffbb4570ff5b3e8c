import { COMUNICACION_TEXTO_MAX, MENSAJE_FIN_ANTERIOR } from '@puente/contract/comunicaciones';

/** The contract's own exact messages of a communication (its dates, its lengths), for English. */
export const MENSAJES_COMUNICACION: ReadonlyMap<string, string> = new Map<string, string>([
  ['La fecha no es válida', 'comunicacionesGestion.validacion.fecha'],
  [MENSAJE_FIN_ANTERIOR, 'comunicacionesGestion.validacion.finAnterior'],
  [`El texto es demasiado largo (máximo ${COMUNICACION_TEXTO_MAX} caracteres)`, 'comunicacionesGestion.validacion.textoLargo'],
  ['El texto es demasiado largo (máximo 300 caracteres)', 'comunicacionesGestion.validacion.enlaceLargo'],
]);
