import { PortalCodes as C } from '@puente/contract/errors/codes';
import {
  ANCLA_DOCUMENTACION,
  type ArreglarInscripcion,
  type ArregloInscripcion,
} from '@/components/oferta-vista/motivo-no-inscripcion';
import { pathOf } from './route-links';

type AccionCv = Extract<ArregloInscripcion['accion'], 'busqueda' | 'estudios' | 'cv' | 'permiso' | 'completarCv'>;

/**
 * Reasons about the student's own CV: the action and the section of /cv that
 * fixes each (the CV screen gives its sections these ids). No section means
 * the whole CV: 527, 534 and 540 are about the profile as a whole.
 */
const SECCION_CV: Partial<Record<number, [AccionCv, string | null]>> = {
  [C.BUSQUEDA_ACTIVA_REQUERIDA]: ['busqueda', 'busqueda'],
  [C.SIN_ESTUDIOS]: ['estudios', 'formacion'],
  [C.FORMACION_REQUERIDA]: ['estudios', 'formacion'],
  [C.SOLO_TITULADOS]: ['estudios', 'formacion'],
  [C.SOLO_POSGRADO]: ['estudios', 'formacion'],
  [C.SOLO_ESTUDIOS_UNIVERSITARIOS]: ['estudios', 'formacion'],
  [C.CREDITOS_INSUFICIENTES]: ['estudios', 'formacion'],
  [C.CV_PROPIO_REQUERIDO]: ['cv', 'documentos'],
  [C.PERMISO_TRABAJO_REQUERIDO]: ['permiso', 'permiso'],
  [C.AVISO_DATOS_OBLIGATORIOS]: ['completarCv', null],
  [C.COMPLETAR_PERFIL]: ['completarCv', null],
  [C.COMPLETAR_CV]: ['completarCv', null],
};

/**
 * Where a student fixes what keeps them from applying (issues 10 and 11): the
 * CV section, the offer's own document upload (11: the document is handed in
 * per offer, from the offer's page), their candidacies (the limit of 3, an
 * overlapping internship) or the candidacy they already have. Reasons the
 * student cannot change (another degree, a service they do not have, the
 * deadline) get no link.
 */
export const arreglarInscripcion: ArreglarInscripcion = (codigo, urlAcceso, hrefOferta) => {
  const seccion = SECCION_CV[codigo];
  if (seccion) {
    const [accion, ancla] = seccion;
    return { accion, href: ancla ? `${pathOf('cv')}#${ancla}` : pathOf('cv') };
  }
  if (codigo === C.FALTA_DOCUMENTACION)
    return hrefOferta ? { accion: 'documentacion', href: `${hrefOferta}#${ANCLA_DOCUMENTACION}` } : null;
  if (codigo === C.MAXIMO_CANDIDATURAS || codigo === C.OFERTA_SOLAPA_PRACTICAS)
    return { accion: 'candidaturas', href: pathOf('misCandidaturas') };
  if (codigo === C.YA_CANDIDATO) return { accion: 'candidatura', href: `${pathOf('misCandidaturas')}/${urlAcceso}` };
  return null;
};
