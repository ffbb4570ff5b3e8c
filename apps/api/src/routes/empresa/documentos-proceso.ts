import { documentosProcesoEndpoints as de } from '@puente/contract/endpoints/documentos-proceso';
import { bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Documents candidates handed in for the company's offers (modules/documentos-proceso). */
export const documentosProcesoEmpresaRoutes = (s: Pick<Services, 'documentosProceso'>) => [
  bindFile(de.descargaDocumentoCandidato, ({ caller, input }) => s.documentosProceso.descargarDeCandidato(caller, input.id)),
];
