import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria: the current note of each kind. */
export const notasInformativasQuery = endpointQuery('dameNotasInformativasPracticasCurricularExtraordinaria', {});

export const useNotasInformativas = () => useQuery(notasInformativasQuery);
