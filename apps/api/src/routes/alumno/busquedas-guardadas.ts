import { busquedasGuardadasEndpoints as b } from '@puente/contract/endpoints/busquedas-guardadas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's saved searches and their alerts (modules/busquedas-guardadas): always the caller's own. */
export const busquedasGuardadasAlumnoRoutes = (s: Pick<Services, 'busquedasGuardadas'>) => [
  bind(b.busquedasGuardadas, ({ caller }) => s.busquedasGuardadas.listar(caller)),
  bind(b.guardarBusqueda, ({ caller, input, request }) => s.busquedasGuardadas.guardar(caller, input, idiomaDe(request))),
  bind(b.editarBusqueda, ({ caller, input }) => s.busquedasGuardadas.editar(caller, input)),
  bind(b.borrarBusqueda, ({ caller, input }) => s.busquedasGuardadas.borrar(caller, input.id)),
];
