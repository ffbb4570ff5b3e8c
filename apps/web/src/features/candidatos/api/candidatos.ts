import type { datosProcesoSchema } from '@puente/contract/endpoints/procesos';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointQuery } from '@/lib/api-query';

export type DatosProceso = z.infer<typeof datosProcesoSchema>;
export type Candidato = DatosProceso['candidatos'][number];

/**
 * GET /api/Empresa/dameDatosProceso/{id}: the offer's candidates. The same
 * query as the offer's summary (procesos), so the page asks once.
 */
export const candidatosQuery = (idOferta: number) => endpointQuery('dameDatosProceso', { id: idOferta });

export const useCandidatos = (idOferta: number) => useQuery(candidatosQuery(idOferta));
