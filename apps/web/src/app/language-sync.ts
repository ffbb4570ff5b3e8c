import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * The API renders notifications in the language a request asks for
 * (Accept-Language), so those on screen are fetched again when the user
 * switches. Returns the unsubscribe.
 */
export function refetchTextsOnLanguageChange(queryClient: QueryClient) {
  const refetch = () => void invalidateEndpoints(queryClient, ['notificacionesAlumno', 'notificacionesEmpresa']);
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
