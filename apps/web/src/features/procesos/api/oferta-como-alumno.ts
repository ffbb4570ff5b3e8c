import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Empresa/dameDatosProcesoComoAlumno/{id}: the offer exactly as a student sees it. */
export const fetchOfertaComoAlumno = (id: number) => fetchData('dameDatosProcesoComoAlumno', { id });

export const useOfertaComoAlumno = (id: number) =>
  useQuery({ queryKey: ['dameDatosProcesoComoAlumno', id], queryFn: () => fetchOfertaComoAlumno(id) });
