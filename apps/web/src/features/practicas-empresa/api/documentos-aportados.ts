import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Empresa/documentosAportados: the active company's own documents,
 * newest first. Keys carry no company: changing the active company clears the
 * whole query cache (features/auth, empresa-activa), so nothing of another
 * company is ever read from it.
 */
export const documentosAportadosQuery = endpointQuery('documentosAportados', {});

export const useDocumentosAportados = () => useQuery(documentosAportadosQuery);
