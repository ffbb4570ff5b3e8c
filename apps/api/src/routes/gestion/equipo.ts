import { equipoEndpoints as e } from '@puente/contract/endpoints/equipo';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The staff team and their permissions (modules/equipo). */
export const equipoGestionRoutes = (s: Pick<Services, 'equipo'>) => [
  bind(e.miCuentaGestor, ({ caller }) => s.equipo.miCuenta(caller)),
  bind(e.equipoGestion, ({ caller }) => s.equipo.lista(caller)),
  bind(e.crearGestor, ({ caller, input }) => s.equipo.crear(caller, input)),
  bind(e.editarGestor, ({ caller, input }) => s.equipo.editar(caller, input)),
];
