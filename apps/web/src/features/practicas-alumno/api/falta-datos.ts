import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Alumno/faltaDatosNecesariosPorPractica: 518 while a paid internship
 * needs bank data the student has not given. The screen says it itself, above
 * the form, so its banner is not shown as well.
 */
export const faltaDatosQuery = endpointQuery('faltaDatosNecesariosPorPractica', {}, { sinAviso: true });

export const useFaltaDatos = () => useQuery(faltaDatosQuery);
