import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchData } from '@/lib/api-client';

/** GET /api/Dominios/dominiosList/{lang}: provinces, functional areas, contracts… in the UI language. */
export const fetchDominios = (lang: 'es' | 'en') => fetchData('dominiosList', { lang });

export function useDominios() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return useQuery({ queryKey: ['dominiosList', lang], queryFn: () => fetchDominios(lang), staleTime: Number.POSITIVE_INFINITY });
}
