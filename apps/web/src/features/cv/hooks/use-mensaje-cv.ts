import { MAX_COMPETENCIAS, MAX_PROGRAMAS, MAX_TAGS_INTERES, MENSAJE_FECHAS_CV } from '@puente/contract/cv';
import { useValidationMessage } from '@/lib/validation-message';

/** The CV forms' own exact messages, on top of the contract's (lib/validation-message). */
const propios = new Map<string, string>([
  [MENSAJE_FECHAS_CV, 'cv.validacion.fechas'],
  ['La fecha no es válida', 'cv.validacion.fechaNoValida'],
  [`Como máximo ${MAX_COMPETENCIAS} competencias`, 'cv.validacion.maxCompetencias'],
  [`Como máximo ${MAX_PROGRAMAS} programas`, 'cv.validacion.maxProgramas'],
  [`Como máximo ${MAX_TAGS_INTERES} intereses`, 'cv.validacion.maxIntereses'],
  ['Como máximo 10 áreas', 'cv.validacion.maxAreas'],
]);

/** A CV form's messages: Spanish word for word (spec §5), English from the catalogue. */
export function useMensajeCv() {
  return useValidationMessage(propios);
}
