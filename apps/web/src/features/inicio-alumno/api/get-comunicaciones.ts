import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import type { UserType } from '@/lib/session';

/** GET /api/{Alumno|Empresa}/dameComunicaciones: the university's current communications (not paged). */
export const getComunicaciones = (role: UserType, signal?: AbortSignal) =>
  fetchData(role === 'Alumno' ? 'comunicacionesAlumno' : 'comunicacionesEmpresa', {}, { signal });

export const useComunicaciones = (role: UserType) =>
  useQuery({ queryKey: ['comunicaciones', role], queryFn: ({ signal }) => getComunicaciones(role, signal) });
