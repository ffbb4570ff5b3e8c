import { MENSAJE_CCC } from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { useValidationMessage } from '@/lib/validation-message';

/** This screen's own exact messages of the contract (the account code, a date), for English. */
const propios = new Map<string, string>([
  [MENSAJE_CCC, 'expedientePractica.validacion.ccc'],
  ['La fecha no es válida', 'expedientePractica.validacion.fecha'],
]);

/**
 * Inside a company form (its prefix, `prefijo`): the fields say the contract's
 * messages of this record in the reader's language, on top of the forms' own.
 */
export function MensajesExpediente({ prefijo, children }: { prefijo: string; children: ReactNode }) {
  const mensaje = useValidationMessage(propios);
  return (
    <CamposFormulario prefijo={prefijo} mensaje={mensaje}>
      {children}
    </CamposFormulario>
  );
}
