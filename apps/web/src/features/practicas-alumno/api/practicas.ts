import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/damePracticasAlumno: the student's internships with the documents they give. */
export const practicasAlumnoQuery = endpointQuery('damePracticasAlumno', {});

export const usePracticasAlumno = () => useQuery(practicasAlumnoQuery);
