import '@/test/setup';
import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/api-query';
import { refetchTextsOnLanguageChange } from './language-sync';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('refetchTextsOnLanguageChange', () => {
  it('marks what the API renders per language stale when the language changes, and nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(endpointKey('notificacionesAlumno', {}), []);
    queryClient.setQueryData(endpointKey('oferta', { url: 'una-oferta' }), null);
    queryClient.setQueryData(endpointKey('titulaciones', {}), []);
    const stop = refetchTextsOnLanguageChange(queryClient);
    await i18n.changeLanguage('en');
    stop();
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['notificacionesAlumno', 'oferta']);
  });
});
