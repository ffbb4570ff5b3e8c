import { COMUNICACION_TEXTO_MAX, MENSAJE_FIN_ANTERIOR } from '@puente/contract/comunicaciones';
import type { ReactNode } from 'react';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { useValidationMessage } from '@/lib/validation-message';

/** The contract's own exact messages of a communication (its dates, its lengths), for English. */
const propios = new Map<string, string>([
  ['La fecha no es válida', 'comunicacionesGestion.validacion.fecha'],
  [MENSAJE_FIN_ANTERIOR, 'comunicacionesGestion.validacion.finAnterior'],
  [`El texto es demasiado largo (máximo ${COMUNICACION_TEXTO_MAX} caracteres)`, 'comunicacionesGestion.validacion.textoLargo'],
  ['El texto es demasiado largo (máximo 300 caracteres)', 'comunicacionesGestion.validacion.enlaceLargo'],
]);

/** Inside the communication's form (its prefix, `prefijo`): the fields say these messages in the reader's language too. */
export function MensajesFormulario({ prefijo, children }: { prefijo: string; children: ReactNode }) {
  const mensaje = useValidationMessage(propios);
  return (
    <CamposFormulario prefijo={prefijo} mensaje={mensaje}>
      {children}
    </CamposFormulario>
  );
}
