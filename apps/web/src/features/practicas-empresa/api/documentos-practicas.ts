import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Empresa/dameDocumentosPracticas: every internship with the documents
 * it needs and those given. Asked once an intern is opened.
 */
export const documentosPracticasQuery = endpointQuery('dameDocumentosPracticas', {});

export const useDocumentosPracticas = (activa: boolean) => useQuery({ ...documentosPracticasQuery, enabled: activa });
