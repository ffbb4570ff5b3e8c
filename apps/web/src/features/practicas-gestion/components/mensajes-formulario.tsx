import { MENSAJE_CCC } from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { useValidationMessage } from '@/lib/validation-message';

/** The record's own exact messages of the contract (the account code, a date), for English. */
const propios = new Map<string, string>([
  [MENSAJE_CCC, 'practicasGestion.validacion.ccc'],
  ['La fecha no es válida', 'practicasGestion.validacion.fecha'],
]);

/** Inside a form of the record (its prefix, `prefijo`): the fields say these messages in the reader's language too. */
export function MensajesFormulario({ prefijo, children }: { prefijo: string; children: ReactNode }) {
  const mensaje = useValidationMessage(propios);
  return (
    <CamposFormulario prefijo={prefijo} mensaje={mensaje}>
      {children}
    </CamposFormulario>
  );
}
