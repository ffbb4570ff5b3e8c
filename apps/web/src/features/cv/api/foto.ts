import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download } from '@/lib/api-client';

/**
 * The student's photo as an object URL (GET /api/Alumno/imagenPerfil needs the
 * token, so an <img src> cannot fetch it itself). `version` is the CV's
 * urlImagenPerfil: a new photo changes it and the image is fetched again.
 */
export function useFotoPerfil(version: string | null) {
  const consulta = useQuery({
    queryKey: ['imagenPerfil', { version }],
    queryFn: async () => (await download('imagenPerfil', {}, { nombrePorDefecto: 'foto.jpg' })).blob,
    enabled: version !== null,
    meta: { silencioso: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!consulta.data || version === null) {
      setUrl(null);
      return;
    }
    const creada = URL.createObjectURL(consulta.data);
    setUrl(creada);
    return () => URL.revokeObjectURL(creada);
  }, [consulta.data, version]);
  return { url, cargando: version !== null && consulta.isPending };
}
