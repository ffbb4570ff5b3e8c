import { comunicacionesEndpoints as c } from '@puente/contract/endpoints/comunicaciones';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /gestion/comunicaciones: the communications staff publish on the homes (modules/comunicaciones). */
export const comunicacionesGestionRoutes = (s: Pick<Services, 'comunicaciones'>) => [
  bind(c.comunicacionesGestion, ({ caller, input }) => s.comunicaciones.lista(caller, input)),
  bind(c.crearComunicacion, ({ caller, input }) => s.comunicaciones.crear(caller, input)),
  bind(c.editarComunicacion, ({ caller, input }) => s.comunicaciones.editar(caller, input)),
  bind(c.publicacionComunicacion, ({ caller, input }) => s.comunicaciones.publicacion(caller, input.id, input.publicada)),
];
