import { empresasGestionEndpoints as e } from '@puente/contract/endpoints/empresas-gestion';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The staff's Empresas area: the list, a company's page and its documents, block and unblock (modules/empresas-gestion). */
export const empresasAreaGestionRoutes = (s: Pick<Services, 'empresasGestion'>) => [
  bind(e.empresasGestion, ({ caller, input }) => s.empresasGestion.lista(caller, input)),
  bind(e.empresaGestion, ({ caller, input }) => s.empresasGestion.ficha(caller, input.id)),
  bindFile(e.descargaDocumentoEmpresaGestion, ({ caller, input }) => s.empresasGestion.documento(caller, input.id)),
  bind(e.bloquearEmpresa, ({ caller, input }) => s.empresasGestion.bloquear(caller, input.id, input.motivo)),
  bind(e.desbloquearEmpresa, ({ caller, input }) => s.empresasGestion.desbloquear(caller, input.id)),
];
