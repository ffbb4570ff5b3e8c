import { PortalCodes } from '@puente/contract/errors/codes';
import { rechazo } from '../../lib/portal-error';

/**
 * What the portal's and the staff's survey services share: an unknown
 * survey (or, for those who answer, an unpublished one) is 35 on both sides.
 */
export const noAccesible = () => rechazo(PortalCodes.ENCUESTA_NO_ACCESIBLE, 'encuesta.noAccesible');
