import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Alumno/dameCandidatura/{url}: one of the student's candidacies with its status history. */
export const getCandidatura = (url: string, signal?: AbortSignal) => fetchData('candidatura', { url }, { signal });

export const useCandidatura = (url: string) =>
  useQuery({ queryKey: ['candidatura', url], queryFn: ({ signal }) => getCandidatura(url, signal), enabled: url !== '' });
