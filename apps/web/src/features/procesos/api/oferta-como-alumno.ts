import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDatosProcesoComoAlumno/{id}: the offer exactly as a student sees it. */
export const useOfertaComoAlumno = (id: number) => useQuery(endpointQuery('dameDatosProcesoComoAlumno', { id }));
