import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bindPublic } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/**
 * The academic tutor's personal link (no account, decision 042): the token
 * from the mail is the key, so each call is limited per address like the
 * other links' pages.
 */
const limite = { rateLimitPerMinute: 30 };
export const tutorPublicoRoutes = (s: Pick<Services, 'seguimientoPracticas'>) => [
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
];
