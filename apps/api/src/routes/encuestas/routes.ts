import { folder } from '../../lib/endpoint-binding';
import { encuestasRespuestaRoutes } from './encuestas';

type EncuestasServices = Parameters<typeof encuestasRespuestaRoutes>[0];

/** The folder's guard is a survey token (role `encuesta`): no portal token opens these (decision 024). */
export const encuestasRoutes = (s: EncuestasServices) => folder('encuesta', [...encuestasRespuestaRoutes(s)]);
