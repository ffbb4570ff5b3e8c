import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mostrarErrorEncuesta } from './mostrar-error';
import { llamarEncuesta } from './token-encuesta';

/** GET /api/Encuestas/:id with the survey token; its error shows the banner whose button only clears it. */
export function useEncuesta(id: number | null, token: string | null) {
  const consulta = useQuery({
    queryKey: ['dameEncuesta', { id, token }],
    queryFn: () => llamarEncuesta('dameEncuesta', { id: id as number }),
    enabled: id !== null && token !== null,
    meta: { silencioso: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (consulta.error) mostrarErrorEncuesta(consulta.error);
  }, [consulta.error]);
  return consulta;
}
