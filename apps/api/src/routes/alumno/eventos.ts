import { eventosEndpoints as e } from '@puente/contract/endpoints/eventos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Events as a student reads them, the registration with its waiting list, and the calendar (modules/eventos). */
export const eventosAlumnoRoutes = (s: Pick<Services, 'eventos'>) => [
  bind(e.dameEventos, ({ caller, input, request }) => s.eventos.lista(caller, input, idiomaDe(request))),
  bind(e.dameFichaEvento, ({ caller, input, request }) => s.eventos.ficha(caller, input.id, idiomaDe(request))),
  bind(e.inscribirseEnEvento, ({ caller, input, request }) => s.eventos.inscribir(caller, input, idiomaDe(request))),
  bind(e.desinscribirseDeEvento, ({ caller, input }) => s.eventos.desinscribir(caller, input.idEvento)),
  bindFile(e.calendarioEvento, ({ caller, input }) => s.eventos.ics(caller, input.id)),
  bind(e.dameEnlaceCalendario, ({ caller }) => s.eventos.enlace(caller)),
  bind(e.renovarEnlaceCalendario, ({ caller }) => s.eventos.renovar(caller)),
];
