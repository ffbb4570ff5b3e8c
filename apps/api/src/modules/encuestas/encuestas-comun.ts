import { PortalCodes } from '@puente/contract/errors/codes';
import { rechazo } from '../../lib/portal-error';

/**
 * What the portal's and the staff's survey services share: an unknown
 * survey (or, for those who answer, an unpublished one) is 35 on both sides.
 */
export const noAccesible = () => rechazo(PortalCodes.ENCUESTA_NO_ACCESIBLE, 'encuesta.noAccesible');

/**
 * Where a survey is answered in the portal (/encuestas/:urlAcceso): the link of the notification asking its
 * recipients to answer it (notificaciones/acciones.ts `encuesta`), by which answering it marks that one done.
 */
export const enlaceEncuesta = (urlAcceso: string) => `/encuestas/${urlAcceso}`;
