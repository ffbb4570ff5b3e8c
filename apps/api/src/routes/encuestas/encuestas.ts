import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bindEncuesta } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** What a survey token opens: the survey, its RGPD acceptance and the answers (modules/encuestas). */
export const encuestasRespuestaRoutes = (s: Pick<Services, 'encuestas'>) => [
  bindEncuesta(e.dameEncuesta, ({ encuestado, input }) => s.encuestas.encuesta(encuestado, input.id)),
  bindEncuesta(e.guardaAceptacionRGPD, ({ encuestado }) => s.encuestas.aceptarRgpd(encuestado)),
  // The client's address counts an anonymous answer against its limit (decision 052).
  bindEncuesta(e.guardaContestacionEncuesta, ({ encuestado, input, request }) =>
    s.encuestas.contestar(encuestado, input.id, input.lContestaciones, request.ip),
  ),
];
