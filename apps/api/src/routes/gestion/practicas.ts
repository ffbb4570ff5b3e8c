import { practicasEmpresaEndpoints as p } from '@puente/contract/endpoints/practicas-empresa';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's side of the companies' internship paperwork: change requests, annexes, notes, required documents (modules/practicas-empresa). */
export const practicasGestionRoutes = (s: Pick<Services, 'documentacionPracticasGestion' | 'practicasEmpresa'>) => [
  bind(p.solicitudesCambioPracticasPendientes, ({ caller }) => s.practicasEmpresa.pendientes(caller)),
  bind(p.resolverSolicitudCambioPractica, ({ caller, input }) => s.practicasEmpresa.resolver(caller, input)),
  bind(p.publicarAnexoPracticas, ({ caller, input }) => s.documentacionPracticasGestion.publicarAnexo(caller, input)),
  bind(p.publicarNotaInformativaPracticas, ({ caller, input }) => s.documentacionPracticasGestion.publicarNota(caller, input)),
  bind(p.addDocumentoRequeridoPractica, ({ caller, input }) =>
    s.documentacionPracticasGestion.addDocumentoRequerido(caller, input),
  ),
];
