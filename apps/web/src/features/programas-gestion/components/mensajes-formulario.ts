/** The contract's own exact messages of a programme (programas.ts: its address, lengths and dates), for English. */
export const MENSAJES_PROGRAMA: ReadonlyMap<string, string> = new Map<string, string>([
  ['Solo minúsculas, números y guiones', 'programasGestion.validacion.urlAcceso'],
  ['El texto es demasiado largo (máximo 2000 caracteres)', 'programasGestion.validacion.descripcionLarga'],
  ['El texto es demasiado largo (máximo 300 caracteres)', 'programasGestion.validacion.urlImagenLarga'],
  ['La fecha no es válida', 'programasGestion.validacion.fecha'],
  ['La fecha de fin debe ser posterior a la de inicio', 'programasGestion.validacion.finAnterior'],
]);
