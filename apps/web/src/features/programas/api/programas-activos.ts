import type { ProgramaConParticipacion, ProgramaPublico } from '@puente/contract/programas';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';
import type { SessionUserType } from '@/lib/session';

/**
 * The active programmes as the reader may see them: a student's and a
 * company's with where they stand in each (`participacion`); staff read the
 * public list.
 */
export const programasQuery = {
  Alumno: endpointQuery('programasActivosAlumno', {}),
  Empresa: endpointQuery('programasActivosEmpresa', {}),
  Gestor: endpointQuery('programasPracticasActivos', {}),
} as const;

/** `activo` false (a brand without programmes) asks nothing. */
export function useProgramasActivos(userType: SessionUserType | null, activo = true) {
  const alumno = useQuery({ ...programasQuery.Alumno, enabled: activo && userType === 'Alumno' });
  const empresa = useQuery({ ...programasQuery.Empresa, enabled: activo && userType === 'Empresa' });
  const publico = useQuery({ ...programasQuery.Gestor, enabled: activo && userType !== 'Alumno' && userType !== 'Empresa' });
  return userType === 'Alumno' ? alumno : userType === 'Empresa' ? empresa : publico;
}

/** A student's or company's list item, which says where the reader stands. */
export const conParticipacion = (p: ProgramaPublico): p is ProgramaConParticipacion => 'participacion' in p;
