import { practicasEmpresaEndpoints as p } from '@puente/contract/endpoints/practicas-empresa';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /documentacion and /solicitar-cambio-practicas (modules/practicas-empresa): everything through the token's active company. */
export const practicasEmpresaRoutes = (s: Pick<Services, 'documentacionPracticas' | 'practicasEmpresa'>) => [
  bind(p.documentosAportados, ({ caller }) => s.documentacionPracticas.documentosEmpresa(caller)),
  bind(p.adddoc, ({ caller, input }) => s.documentacionPracticas.aportarDocumentoEmpresa(caller, input)),
  bind(p.deldoc, ({ caller, input }) => s.documentacionPracticas.borrarDocumentoEmpresa(caller, input.id)),
  bindFile(p.descargaDocumentoEmpresa, ({ caller, input }) =>
    s.documentacionPracticas.descargarDocumentoEmpresa(caller, input.id),
  ),
  bind(p.dameDocumentosPracticas, ({ caller }) => s.documentacionPracticas.documentosPracticas(caller)),
  bind(p.dameDocumentosPracticasPorPrograma, ({ caller }) => s.documentacionPracticas.documentosPorPrograma(caller)),
  bind(p.damePracticasConDocumentacion, ({ caller }) => s.documentacionPracticas.practicasConDocumentacion(caller)),
  bind(p.addDocumentoPracticaEmpresa, ({ caller, input }) => s.documentacionPracticas.entregarDocumentoPractica(caller, input)),
  bindFile(p.descargaDocumentoPractica, ({ caller, input }) =>
    s.documentacionPracticas.descargarDocumentoPractica(caller, input.id),
  ),
  bindFile(p.descargaPlantillaDocumentoPractica, ({ caller, input }) =>
    s.documentacionPracticas.descargarPlantilla(caller, input.id),
  ),
  bind(p.dameAnexosPracticas, ({ caller }) => s.documentacionPracticas.anexos(caller)),
  bindFile(p.descargaAnexoPracticas, ({ caller, input }) => s.documentacionPracticas.descargarAnexo(caller, input.id)),
  bind(p.dameNotasInformativasPracticasCurricularExtraordinaria, ({ caller }) => s.documentacionPracticas.notas(caller)),
  bindFile(p.descargaNotaInformativaPracticas, ({ caller, input }) => s.documentacionPracticas.descargarNota(caller, input.id)),
  bind(p.damePracticas, ({ caller }) => s.practicasEmpresa.listar(caller)),
  bind(p.solictitarAccionSobrePractica, ({ caller, input }) => s.practicasEmpresa.solicitarCambio(caller, input)),
];
