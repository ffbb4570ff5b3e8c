import { ofertasEmpresaEndpoints as oe } from '@puente/contract/endpoints/ofertas-empresa';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The company's offers: create, edit, close, copy, delete (modules/procesos). */
export const ofertasEmpresaRoutes = (s: Pick<Services, 'ofertasEmpresa'>) => [
  bind(oe.addOferta, ({ caller, input }) => s.ofertasEmpresa.crear(caller, input)),
  bind(oe.dameOfertaEditable, ({ caller, input }) => s.ofertasEmpresa.editable(caller, input.id)),
  bind(oe.editaOferta, ({ caller, input }) => s.ofertasEmpresa.editar(caller, input)),
  bind(oe.reenviarOferta, ({ caller, input }) => s.ofertasEmpresa.reenviar(caller, input.urlOferta)),
  bind(oe.cerrarOferta, ({ caller, input }) => s.ofertasEmpresa.cerrar(caller, input.urlOferta)),
  bind(oe.copiarOferta, ({ caller, input }) => s.ofertasEmpresa.copiar(caller, input.urlOferta, false)),
  bind(oe.copiarOfertaPerfilContrario, ({ caller, input }) => s.ofertasEmpresa.copiar(caller, input.urlOferta, true)),
  bind(oe.deleteOferta, ({ caller, input }) => s.ofertasEmpresa.borrar(caller, input.urlOferta)),
  bind(oe.getTipoPracticas, () => s.ofertasEmpresa.tiposPracticas()),
  bind(oe.programasDeLaEmpresa, ({ caller }) => s.ofertasEmpresa.programas(caller)),
];
