import { EstadoCandidatura } from '@puente/contract/candidaturas';
import type { ClaveAviso } from '../notificaciones/aviso';

type ClaveCandidatura = Extract<ClaveAviso, `candidatura.${string}`>;

/**
 * The notification a student gets when a candidacy changes status, whoever
 * changed it (the company's moves use it too): its kind in lib/mensajes and
 * whether it is listed first. Links open the candidacy.
 */
const AVISOS: Partial<Record<number, [clave: ClaveCandidatura, importante: boolean]>> = {
  [EstadoCandidatura.INSCRITA]: ['candidatura.inscrita', false],
  [EstadoCandidatura.EN_REVISION]: ['candidatura.enRevision', false],
  [EstadoCandidatura.PRESELECCIONADA]: ['candidatura.preseleccionada', true],
  [EstadoCandidatura.ENTREVISTA]: ['candidatura.entrevista', true],
  [EstadoCandidatura.DESCARTADA]: ['candidatura.descartada', false],
  [EstadoCandidatura.SELECCIONADA]: ['candidatura.seleccionada', true],
  [EstadoCandidatura.OFERTA_CANCELADA]: ['candidatura.ofertaCancelada', false],
  [EstadoCandidatura.RETIRADA]: ['candidatura.retirada', false],
  [EstadoCandidatura.PREINSCRITA]: ['candidatura.preinscrita', true],
  [EstadoCandidatura.PREINSCRIPCION_RECHAZADA]: ['candidatura.preinscripcionRechazada', false],
};

/** The link of a candidacy's notifications: the student's candidacy page, where a pre-registration is answered. */
export const enlaceCandidatura = (urlAcceso: string) => `/mis-candidaturas/${urlAcceso}`;

/**
 * Any change of status ends a pending pre-registration (status 16 left, by whoever moved it), so each
 * notification of a change marks the "preinscripción pendiente" one of that candidacy done (issue 24).
 */
export function avisoCambioEstado(tituloOferta: string, urlAcceso: string, estado: number) {
  const [clave, importante] = AVISOS[estado] ?? ['candidatura.cambio', false];
  return {
    clave,
    parametros: { oferta: tituloOferta },
    importante,
    urlAcceso: enlaceCandidatura(urlAcceso),
    resuelve: 'preinscripcion' as const,
  };
}
