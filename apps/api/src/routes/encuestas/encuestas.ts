import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bindEncuesta } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** What a survey token opens: the survey, its RGPD acceptance and the answers (modules/encuestas). */
export const encuestasRespuestaRoutes = (s: Pick<Services, 'encuestas'>) => [
  bindEncuesta(e.dameEncuesta, ({ encuestado, input }) => s.encuestas.encuesta(encuestado, input.id)),
  bindEncuesta(e.guardaAceptacionRGPD, ({ encuestado }) => s.encuestas.aceptarRgpd(encuestado)),
  bindEncuesta(e.guardaContestacionEncuesta, ({ encuestado, input }) =>
    s.encuestas.contestar(encuestado, input.id, input.lContestaciones),
  ),
];
