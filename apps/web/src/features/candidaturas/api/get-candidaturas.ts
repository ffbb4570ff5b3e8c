import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/dameCandidaturas{Practicas|Empleo}Usuario: the student's candidacies of one profile, latest activity first. */
export const useCandidaturas = (tipo: TipoOferta, enabled = true) =>
  useQuery({ ...endpointQuery(tipo === 'empleo' ? 'candidaturasEmpleo' : 'candidaturasPracticas', {}), enabled });
