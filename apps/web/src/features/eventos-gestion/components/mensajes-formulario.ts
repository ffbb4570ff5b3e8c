/** The contract's own exact messages of an event and of the message to its registrants, for English. */
export const MENSAJES_EVENTO: ReadonlyMap<string, string> = new Map<string, string>([
  ['Solo minúsculas, números y guiones', 'eventosGestion.validacion.urlAcceso'],
  ['La fecha no es válida', 'eventosGestion.validacion.fecha'],
  ['La fecha de fin debe ser posterior a la de inicio', 'eventosGestion.validacion.finAnterior'],
  // The description's and the message's limit alike (MENSAJE_EVENTO_MAX).
  ['El texto es demasiado largo (máximo 4000 caracteres)', 'eventosGestion.validacion.textoLargo'],
  ['El texto es demasiado largo (máximo 300 caracteres)', 'eventosGestion.validacion.imagenLarga'],
]);
