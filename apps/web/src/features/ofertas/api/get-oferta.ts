import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/dameOferta/{url}: the offer as a student sees it, with the caller's candidacy. */
export const useOferta = (url: string) => useQuery({ ...endpointQuery('oferta', { url }), enabled: url !== '' });
