import { PortalCodes } from './codes';

export { PortalCodes } from './codes';

/**
 * HTTP status for an envelope's code (ARCHITECTURE §3). Business refusals stay
 * 200 because the web reads `status` from the body, and proxies or monitoring
 * should not count a refused application as a failure. Only the classes the
 * architecture names get their own status: session (401), role (403),
 * malformed input (400) and unexpected failure (500). 404, 413 and 429 come
 * from routing, body limits and the rate limiter, not from catalogue codes.
 */
const STATUS_BY_CODE: Readonly<Record<number, number>> = {
  [PortalCodes.SESION_PERDIDA]: 401,
  [PortalCodes.SIN_PERMISOS]: 403,
  [PortalCodes.FALTAN_DATOS]: 400,
  [PortalCodes.SERVICIO_NO_DISPONIBLE]: 500,
};

export const httpStatusFor = (code: number): number => STATUS_BY_CODE[code] ?? 200;
