import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

export const ofertaKey = (url: string) => ['oferta', url] as const;

/** GET /api/Alumno/dameOferta/{url}: the offer as a student sees it, with the caller's candidacy. */
export const getOferta = (url: string, signal?: AbortSignal) => fetchData('oferta', { url }, { signal });

export const useOferta = (url: string) =>
  useQuery({ queryKey: ofertaKey(url), queryFn: ({ signal }) => getOferta(url, signal), enabled: url !== '' });
