import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Alumno/dameCandidaturas{Practicas|Empleo}Usuario: the student's candidacies of one profile, latest activity first. */
export const getCandidaturas = (tipo: TipoOferta, signal?: AbortSignal) =>
  fetchData(tipo === 'empleo' ? 'candidaturasEmpleo' : 'candidaturasPracticas', {}, { signal });

export const useCandidaturas = (tipo: TipoOferta, enabled = true) =>
  useQuery({ queryKey: ['candidaturas', tipo], queryFn: ({ signal }) => getCandidaturas(tipo, signal), enabled });
