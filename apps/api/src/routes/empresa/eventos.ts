import { eventosEndpoints as e } from '@puente/contract/endpoints/eventos';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Events as a company reads them: the side menu shows Eventos to every role; companies do not register (modules/eventos). */
export const eventosEmpresaRoutes = (s: Pick<Services, 'eventos'>) => [
  bind(e.dameEventosEmpresa, ({ caller, input, request }) => s.eventos.lista(caller, input, idiomaDe(request))),
  bind(e.dameFichaEventoEmpresa, ({ caller, input, request }) => s.eventos.ficha(caller, input.id, idiomaDe(request))),
];
