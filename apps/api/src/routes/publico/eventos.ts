import { eventosEndpoints as e } from '@puente/contract/endpoints/eventos';
import { bindPublic, bindPublicFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** A public event's page for a shared link, its uploaded image, and the personal calendar feed behind its secret token (modules/eventos). */
export const eventosPublicoRoutes = (s: Pick<Services, 'eventos' | 'eventosGestion'>) => [
  bindPublic(e.dameFichaEventoPublico, ({ input, request }) => s.eventos.fichaPublica(input.id, idiomaDe(request))),
  bindPublicFile(e.imagenEventoPublica, ({ input }) => s.eventosGestion.imagenPublica(input.id)),
  bindPublicFile(e.calendarioPersonal, ({ input }) => s.eventos.feed(input.token), { rateLimitPerMinute: 60 }),
];
