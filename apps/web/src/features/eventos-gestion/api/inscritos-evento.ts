import type { InscritoEvento, MensajeInscritosDatos } from '@puente/contract/eventos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** GET /api/Gestion/inscritosEvento/:id: those with a place, then the waiting list in its order. */
export const useInscritosEvento = (id: number, activa: boolean) =>
  useQuery({ ...endpointQuery('inscritosEvento', { id }), enabled: activa && id > 0 });

/**
 * POST /api/Gestion/asistenciaEvento/:id: one tap, saved at once. The list shows the mark before the answer
 * and goes back if it is refused (the banner says why); the answer's row replaces the guessed one.
 */
export function useAsistenciaEvento(id: number) {
  const queryClient = useQueryClient();
  const clave = endpointKey('inscritosEvento', { id });
  const poner = (idAlumno: number, cambio: (i: InscritoEvento) => InscritoEvento) =>
    queryClient.setQueryData<InscritoEvento[]>(clave, (lista) => lista?.map((i) => (i.idAlumno === idAlumno ? cambio(i) : i)));
  return useMutation({
    mutationFn: ({ idAlumno, asistio }: { idAlumno: number; asistio: boolean }) =>
      fetchData('asistenciaEvento', { id, idAlumno, asistio }),
    onMutate: async ({ idAlumno, asistio }) => {
      await queryClient.cancelQueries({ queryKey: clave });
      const antes = queryClient.getQueryData<InscritoEvento[]>(clave)?.find((i) => i.idAlumno === idAlumno)?.asistio ?? null;
      poner(idAlumno, (i) => ({ ...i, asistio }));
      return { antes };
    },
    onError: (_error, { idAlumno }, contexto) => {
      if (contexto) poner(idAlumno, (i) => ({ ...i, asistio: contexto.antes }));
    },
    onSuccess: (fila) => poner(fila.idAlumno, () => fila),
  });
}

/**
 * POST /api/Gestion/mensajeInscritosEvento/:id: the office's mail to everyone registered (and the waiting
 * list when asked), through the outbox; answers how many. Silent: the dialog's form says its refusals.
 */
export const useMensajeInscritos = () =>
  useMutation({
    mutationFn: (datos: MensajeInscritosDatos) => fetchData('mensajeInscritosEvento', datos),
    meta: silencioso,
  });
