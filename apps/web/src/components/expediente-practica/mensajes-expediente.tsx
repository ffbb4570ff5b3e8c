import { MENSAJE_CCC, MENSAJES_AUSENCIA } from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { CamposConMensajes } from '@/components/form/campos-formulario';

/**
 * The record's own exact messages of the contract, for English: the account
 * code, a date, and why the API refuses an absence's day (code 15 on `fecha`).
 */
const propios = new Map<string, string>([
  [MENSAJE_CCC, 'expedientePractica.validacion.ccc'],
  ['La fecha no es válida', 'expedientePractica.validacion.fecha'],
  [MENSAJES_AUSENCIA.fueraDePracticas, 'expedientePractica.validacion.fueraDePracticas'],
  [MENSAJES_AUSENCIA.futura, 'expedientePractica.validacion.futura'],
  [MENSAJES_AUSENCIA.fueraDeHorario, 'expedientePractica.validacion.fueraDeHorario'],
]);

/**
 * Inside a form of the internship's record (its prefix, `prefijo`): the
 * fields say the contract's messages of this record in the reader's
 * language, on top of the forms' own.
 */
export function MensajesExpediente({ prefijo, children }: { prefijo: string; children: ReactNode }) {
  return (
    <CamposConMensajes prefijo={prefijo} propios={propios}>
      {children}
    </CamposConMensajes>
  );
}
