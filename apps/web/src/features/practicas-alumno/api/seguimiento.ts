import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Alumno/seguimientoPractica/:id: the legal record of one of the
 * student's internships, read only for those accepted and not started (what
 * is still missing, and who registers them with the Social Security). Silent:
 * the card says itself that it could not find out, with a retry.
 */
export const useSeguimientoPractica = (idPractica: number) =>
  useQuery({ ...endpointQuery('seguimientoPracticaAlumno', { id: idPractica }, { sinAviso: true }), meta: { silencioso: true } });
