import { MENSAJE_SIN_TITULACIONES } from '@puente/contract/oferta-form';
import { useValidationMessage } from '@/lib/validation-message';
import { MENSAJE_FECHA_LIMITE_PASADA, MENSAJE_FECHAS_DESORDENADAS } from '../oferta-form-values';

/** The offer form's own exact messages, on top of the contract's (lib/validation-message). */
const propios = new Map<string, string>([
  [MENSAJE_SIN_TITULACIONES, 'ofertasEmpresa.validacion.sinTitulaciones'],
  [MENSAJE_FECHAS_DESORDENADAS, 'ofertasEmpresa.validacion.fechasDesordenadas'],
  [MENSAJE_FECHA_LIMITE_PASADA, 'ofertasEmpresa.validacion.fechaLimitePasada'],
  ['La fecha no es válida', 'ofertasEmpresa.validacion.fechaNoValida'],
  ['Selecciona como máximo 50 titulaciones', 'ofertasEmpresa.validacion.demasiadasTitulaciones'],
]);

/** The offer form's messages: Spanish word for word, English from the catalogue. */
export function useMensajeValidacion() {
  return useValidationMessage(propios);
}
