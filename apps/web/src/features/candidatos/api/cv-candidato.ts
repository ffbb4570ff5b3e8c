import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/** GET /api/Empresa/dameCvCandidato/{id} (the candidacy's id): the whole CV the company may read. */
export const useCvCandidato = (idCandidatura: number) => useQuery(endpointQuery('dameCvCandidato', { id: idCandidatura }));

/**
 * The candidate's photo through the authenticated GET /api/Empresa/imagenCandidato/{id}
 * (an <img src> cannot carry the bearer token), as an object URL freed when
 * the page leaves. Asked only when the CV says there is one; a failure leaves
 * the initials, silently.
 */
export function useFotoCandidato(idCandidatura: number, hayFoto: boolean) {
  const foto = useQuery({
    queryKey: ['imagenCandidato', { id: idCandidatura }],
    queryFn: async ({ signal }) => (await download('imagenCandidato', { id: idCandidatura }, { signal })).blob,
    enabled: hayFoto,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silencioso: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!foto.data) return;
    const creada = URL.createObjectURL(foto.data);
    setUrl(creada);
    return () => {
      URL.revokeObjectURL(creada);
      setUrl(null);
    };
  }, [foto.data]);
  return { url, cargando: hayFoto && foto.isPending };
}

/** Saves a file the API answers (the CV as PDF, a document); a refusal shows its catalogue banner. */
export function useGuardarFichero(obtener: () => Promise<{ blob: Blob; nombre: string }>) {
  return useMutation({
    mutationFn: async () => {
      const fichero = await obtener();
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}
