import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey, endpointQuery, invalidateEndpoint, invalidateEndpoints } from './api-query';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubFetch = (datos: unknown) => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ status: 0, datos, mensaje: null })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

function seeded() {
  const queryClient = new QueryClient();
  for (const id of [1, 2]) queryClient.setQueryData(endpointKey('dameDatosProceso', { id }), null);
  queryClient.setQueryData(endpointKey('dameProcesosEmpleoYpracticas', {}), []);
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
  return { queryClient, stale };
}

describe('endpoint queries', () => {
  it('key a call by its contract endpoint name and input', () => {
    expect(endpointQuery('dameDatosProceso', { id: 7 }).queryKey).toEqual(['dameDatosProceso', { id: 7 }]);
    expect(endpointQuery('titulaciones', {}).queryKey).toEqual(['titulaciones', {}]);
  });

  it('fetch through the API client with the same input', async () => {
    const fetchMock = stubFetch([
      { id: 41, descripcion: 'Grado en Economía', idNivel: 1, nivel: 'Grado', idArea: 2, area: 'Sociales' },
    ]);
    const queryClient = new QueryClient();
    const titulaciones = await queryClient.fetchQuery(endpointQuery('titulaciones', {}));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Dominios/titulaciones');
    expect(titulaciones[0]?.descripcion).toBe('Grado en Economía');
    expect(queryClient.getQueryData(endpointQuery('titulaciones', {}).queryKey)).toBe(titulaciones);
  });

  it('invalidate every input of an endpoint, or only the matching ones', async () => {
    const all = seeded();
    await invalidateEndpoint(all.queryClient, 'dameDatosProceso');
    expect(all.stale()).toEqual([
      ['dameDatosProceso', { id: 1 }],
      ['dameDatosProceso', { id: 2 }],
    ]);
    const one = seeded();
    await invalidateEndpoint(one.queryClient, 'dameDatosProceso', { id: 2 });
    expect(one.stale()).toEqual([['dameDatosProceso', { id: 2 }]]);
  });

  it('invalidate several endpoints at once', async () => {
    const { queryClient, stale } = seeded();
    await invalidateEndpoints(queryClient, ['dameProcesosEmpleoYpracticas', 'dameDatosProceso']);
    expect(stale()).toHaveLength(3);
  });
});
