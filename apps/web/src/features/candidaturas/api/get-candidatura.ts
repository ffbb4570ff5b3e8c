import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/dameCandidatura/{url}: one of the student's candidacies with its status history. */
export const useCandidatura = (url: string) => useQuery({ ...endpointQuery('candidatura', { url }), enabled: url !== '' });
