import { PortalCodes as C } from '@puente/contract/errors/codes';
import type { ArreglarInscripcion } from '@/components/oferta-vista/motivo-no-inscripcion';
import { pathOf } from './route-links';

/** Reasons about the student's own CV: the section of /cv that fixes each (the CV screen reads these anchors). */
const SECCION_CV: Partial<Record<number, ['busqueda' | 'estudios' | 'cv' | 'documentacion', string]>> = {
  [C.BUSQUEDA_ACTIVA_REQUERIDA]: ['busqueda', 'busqueda'],
  [C.SIN_ESTUDIOS]: ['estudios', 'estudios'],
  [C.SOLO_TITULADOS]: ['estudios', 'estudios'],
  [C.SOLO_POSGRADO]: ['estudios', 'estudios'],
  [C.SOLO_ESTUDIOS_UNIVERSITARIOS]: ['estudios', 'estudios'],
  [C.CREDITOS_INSUFICIENTES]: ['estudios', 'estudios'],
  [C.CV_PROPIO_REQUERIDO]: ['cv', 'documentos'],
  [C.FALTA_DOCUMENTACION]: ['documentacion', 'documentos'],
};

/**
 * Where a student fixes what keeps them from applying (issue 10): the CV
 * section, their candidacies (the limit of 3, an overlapping internship) or
 * the candidacy they already have. Reasons the student cannot change (another
 * degree, a service they do not have, the deadline) get no link.
 */
export const arreglarInscripcion: ArreglarInscripcion = (codigo, urlAcceso) => {
  const seccion = SECCION_CV[codigo];
  if (seccion) return { accion: seccion[0], href: `${pathOf('cv')}#${seccion[1]}` };
  if (codigo === C.MAXIMO_CANDIDATURAS || codigo === C.OFERTA_SOLAPA_PRACTICAS)
    return { accion: 'candidaturas', href: pathOf('misCandidaturas') };
  if (codigo === C.YA_CANDIDATO) return { accion: 'candidatura', href: `${pathOf('misCandidaturas')}/${urlAcceso}` };
  return null;
};
