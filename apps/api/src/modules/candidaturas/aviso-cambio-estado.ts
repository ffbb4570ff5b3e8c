import { EstadoCandidatura } from '@puente/contract/candidaturas';

/**
 * The notification a student gets when a candidacy changes status, whoever
 * changed it (the company's moves use it too). Links open the candidacy.
 */
const TEXTOS: Partial<Record<number, [titulo: string, texto: (oferta: string) => string, importante: boolean]>> = {
  [EstadoCandidatura.INSCRITA]: [
    'Inscripción registrada',
    (o) => `Te has inscrito en «${o}». La empresa recibirá tu currículum.`,
    false,
  ],
  [EstadoCandidatura.EN_REVISION]: [
    'Candidatura en revisión',
    (o) => `La empresa está revisando tu candidatura a «${o}».`,
    false,
  ],
  [EstadoCandidatura.PRESELECCIONADA]: [
    'Has sido preseleccionado/a',
    (o) => `La empresa ha preseleccionado tu candidatura a «${o}».`,
    true,
  ],
  [EstadoCandidatura.ENTREVISTA]: [
    'Te han citado a una entrevista',
    (o) => `La empresa quiere entrevistarte para «${o}». Revisa tu correo.`,
    true,
  ],
  [EstadoCandidatura.DESCARTADA]: [
    'Candidatura no seleccionada',
    (o) => `La empresa ha descartado tu candidatura a «${o}».`,
    false,
  ],
  [EstadoCandidatura.SELECCIONADA]: ['¡Has sido seleccionado/a!', (o) => `La empresa te ha seleccionado en «${o}».`, true],
  [EstadoCandidatura.OFERTA_CANCELADA]: ['Oferta cancelada', (o) => `La empresa ha cancelado la oferta «${o}».`, false],
  [EstadoCandidatura.RETIRADA]: ['Candidatura retirada', (o) => `Has retirado tu candidatura a «${o}».`, false],
  [EstadoCandidatura.PREINSCRITA]: [
    'Tienes una preinscripción pendiente',
    (o) => `Te han preinscrito en «${o}». Acepta o rechaza la preinscripción.`,
    true,
  ],
  [EstadoCandidatura.PREINSCRIPCION_RECHAZADA]: [
    'Preinscripción rechazada',
    (o) => `Has rechazado la preinscripción en «${o}».`,
    false,
  ],
};

export function avisoCambioEstado(tituloOferta: string, urlAcceso: string, estado: number) {
  const [titulo, texto, importante] = TEXTOS[estado] ?? [
    'Tu candidatura ha cambiado',
    (o: string) => `Tu candidatura a «${o}» ha cambiado de estado.`,
    false,
  ];
  return { titulo, texto: texto(tituloOferta), importante, urlAcceso: `/mis-candidaturas/${urlAcceso}` };
}
