import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchData } from '@/lib/api-client';

/**
 * GET /api/Dominios/dominios (Spanish) or dominiosList/en: the filter panel's
 * lists. They change only with a deployment, so they are fetched once.
 */
export const getDominios = (lang: 'es' | 'en', signal?: AbortSignal) =>
  lang === 'es' ? fetchData('dominios', {}, { signal }) : fetchData('dominiosList', { lang }, { signal });

export function useDominios() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return useQuery({
    queryKey: ['dominios', lang],
    queryFn: ({ signal }) => getDominios(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
