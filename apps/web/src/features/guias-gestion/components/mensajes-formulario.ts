/** The form's own message when no PDF is chosen (the contract's base64 field is filled from the picker). */
export const MENSAJE_FALTA_PDF = 'Elige el PDF de la guía';

/** The contract's own exact messages of a guide (its date, its lengths), for English. */
export const MENSAJES_GUIA: ReadonlyMap<string, string> = new Map<string, string>([
  ['La fecha no es válida', 'guiasGestion.validacion.fecha'],
  ['El texto es demasiado largo (máximo 1000 caracteres)', 'guiasGestion.validacion.descripcionLarga'],
  ['El texto es demasiado largo (máximo 300 caracteres)', 'guiasGestion.validacion.imagenLarga'],
  ['El texto es demasiado largo (máximo 150 caracteres)', 'guiasGestion.validacion.nombreLargo'],
  [MENSAJE_FALTA_PDF, 'guiasGestion.validacion.faltaPdf'],
]);
