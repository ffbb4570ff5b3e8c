import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDocumentosPracticasPorPrograma: the general group (idPrograma null) and one per programme. */
export const documentosPorProgramaQuery = endpointQuery('dameDocumentosPracticasPorPrograma', {});

export const useDocumentosPorPrograma = () => useQuery(documentosPorProgramaQuery);
