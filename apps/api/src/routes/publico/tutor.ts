import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bindPublic, bindPublicFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/**
 * The tutors' personal links (no account, decision 042): the token
 * from the mail is the key, so each call is limited per address like the
 * other links' pages.
 */
const limite = { rateLimitPerMinute: 30 };
export const tutorPublicoRoutes = (s: Pick<Services, 'seguimientoPracticas' | 'informesPractica'>) => [
  bindPublic(e.practicaTutor, ({ input, request }) => s.seguimientoPracticas.deTutor(input.token, idiomaDe(request)), limite),
  bindPublic(
    e.aceptarProyectoFormativo,
    ({ input, request }) => s.seguimientoPracticas.aceptarProyecto(input.token, idiomaDe(request)),
    limite,
  ),
  bindPublic(
    e.devolverProyectoFormativo,
    ({ input, request }) => s.seguimientoPracticas.devolverProyecto(input.token, input.observaciones, idiomaDe(request)),
    limite,
  ),
  bindPublic(
    e.informeTutorEmpresa,
    ({ input, request }) => s.informesPractica.deTutorEmpresa(input.token, idiomaDe(request)),
    limite,
  ),
  bindPublic(
    e.enviarInformeTutor,
    ({ input, request }) => s.informesPractica.enviarInformeTutor(input, idiomaDe(request)),
    limite,
  ),
  bindPublicFile(
    e.informeTutorPdf,
    ({ input, request }) => s.informesPractica.informeTutorPdf(input.token, idiomaDe(request)),
    limite,
  ),
  bindPublicFile(
    e.certificadoColaboracion,
    ({ input, request }) => s.informesPractica.certificadoColaboracion(input.token, idiomaDe(request)),
    limite,
  ),
  bindPublic(
    e.calificarPractica,
    ({ input, request }) => s.informesPractica.calificar(input.token, input.calificacion, idiomaDe(request)),
    limite,
  ),
];
