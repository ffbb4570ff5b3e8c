import type { datosProcesoSchema } from '@puente/contract/endpoints/procesos';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchData } from '@/lib/api-client';

export type DatosProceso = z.infer<typeof datosProcesoSchema>;
export type Candidato = DatosProceso['candidatos'][number];

/**
 * GET /api/Empresa/dameDatosProceso/{id}: the offer's candidates. The key
 * (endpoint name, id) is the one the offer's summary uses, so the page asks once.
 */
export const candidatosKey = (idOferta: number) => ['dameDatosProceso', idOferta] as const;

export const fetchCandidatos = (idOferta: number) => fetchData('dameDatosProceso', { id: idOferta });

export const useCandidatos = (idOferta: number) =>
  useQuery({ queryKey: candidatosKey(idOferta), queryFn: () => fetchCandidatos(idOferta) });
