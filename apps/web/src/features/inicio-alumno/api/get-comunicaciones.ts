import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';
import type { UserType } from '@/lib/session';

/** GET /api/{Alumno|Empresa}/dameComunicaciones: the university's current communications (not paged). */
export const useComunicaciones = (role: UserType) =>
  useQuery(endpointQuery(role === 'Alumno' ? 'comunicacionesAlumno' : 'comunicacionesEmpresa', {}));
