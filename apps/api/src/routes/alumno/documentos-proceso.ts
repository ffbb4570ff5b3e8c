import { documentosProcesoEndpoints as de } from '@puente/contract/endpoints/documentos-proceso';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Documents the student hands in for offers (modules/documentos-proceso). */
export const documentosProcesoAlumnoRoutes = (s: Pick<Services, 'documentosProceso'>) => [
  bind(de.addDocumentoProceso, ({ caller, input }) => s.documentosProceso.entregar(caller, input)),
  bind(de.documentacionDeProcesosSolicitada, ({ caller }) => s.documentosProceso.solicitada(caller)),
  bind(de.delDocumentoProceso, ({ caller, input }) => s.documentosProceso.borrar(caller, input.id)),
  bindFile(de.descargaDocumentoProceso, ({ caller, input }) => s.documentosProceso.descargarPropio(caller, input.id)),
];
