import { fileExtension } from '@puente/contract/validation/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';

/** A picked file as the upload endpoints take it: bare base64 (spec §3 Uploaded document). */
export function leerComoBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface EntregaDocumento {
  urlOferta: string;
  file: File;
  ficheroB64: string;
}

/**
 * POST /api/Alumno/addDocumentoProceso: hands in the document an offer asks
 * for (notice 513 on success). The offer's verdict then lets the student apply,
 * so the offer and the lists are refetched.
 */
export function useEntregarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ urlOferta, file, ficheroB64 }: EntregaDocumento) =>
      fetchData('addDocumentoProceso', {
        urlOferta,
        nombre: file.name.slice(0, 150),
        extension: fileExtension(file.name),
        ficheroB64,
      }),
    onSuccess: () => invalidateEndpoints(queryClient, ['oferta', 'ofertasUsuario', 'documentacionDeProcesosSolicitada']),
  });
}
