import '@/test/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { download, fetchData } from '@/lib/api-client';
import { atenderRechazo } from '@/lib/rechazos-atendidos';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client', () => {
  it('shows a refused download through the one error handler, like any failed call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 71, datos: null, mensaje: null }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const onApiError = vi.fn();
    const queryClient = createQueryClient(onApiError);
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => download('dameCandidato', { id: 7 }) });
    await mutation.execute(undefined).catch(() => undefined);
    // One task later: the caller had its chance to say the refusal itself.
    await vi.waitFor(() => expect(onApiError).toHaveBeenCalledWith(71, null));
  });

  it('leaves out of the banner a refusal the caller said itself (a dialog), and only that one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 14, datos: null, mensaje: 'Ese fichero es el convenio sin firmar.' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const onApiError = vi.fn();
    const queryClient = createQueryClient(onApiError);
    const build = () =>
      queryClient.getMutationCache().build(queryClient, { mutationFn: () => fetchData('dameConveniosEmpresa', {}) });
    await build()
      .execute(undefined)
      .catch((error: unknown) => atenderRechazo(error));
    await build()
      .execute(undefined)
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onApiError).toHaveBeenCalledTimes(1);
    expect(onApiError).toHaveBeenCalledWith(14, 'Ese fichero es el convenio sin firmar.');
  });
});
