import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** The published orientation guides, newest first (the page shows them all, the home the latest 4). */
export const guiasQuery = endpointQuery('dameGuiaOrientacion', {});

/** `activo` false (a brand without guides) asks nothing. */
export const useGuias = (activo = true) => useQuery({ ...guiasQuery, enabled: activo });
