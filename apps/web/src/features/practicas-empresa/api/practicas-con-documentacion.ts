import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/damePracticasConDocumentacion: each intern with the paperwork given / required. */
export const practicasConDocumentacionQuery = endpointQuery('damePracticasConDocumentacion', {});

export const usePracticasConDocumentacion = () => useQuery(practicasConDocumentacionQuery);
