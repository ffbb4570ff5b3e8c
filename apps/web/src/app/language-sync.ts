import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * What the API renders in the language a request asks for (Accept-Language):
 * notifications, and the offers' values, candidacy states and the reasons a
 * student cannot apply, and the names of languages, levels, countries and
 * degrees in the student's CV, and the events' categories (on the home's cards
 * as on /eventos).
 */
export const RENDERED_PER_LANGUAGE = [
  'notificacionesAlumno',
  'notificacionesEmpresa',
  'ofertasUsuario',
  'ofertasEncajan',
  'oferta',
  'candidaturasPracticas',
  'candidaturasEmpleo',
  'candidatura',
  'dameDatosProcesoComoAlumno',
  'dameCvUsuario',
  'dameEventos',
  'dameEventosEmpresa',
  'dameFichaEvento',
  'dameFichaEventoPublico',
] as const;

/** Those on screen are fetched again when the user switches language. Returns the unsubscribe. */
export function refetchTextsOnLanguageChange(queryClient: QueryClient) {
  const refetch = () => void invalidateEndpoints(queryClient, RENDERED_PER_LANGUAGE);
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
