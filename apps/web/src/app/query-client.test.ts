import '@/test/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { download } from '@/lib/api-client';
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
    expect(onApiError).toHaveBeenCalledWith(71, null);
  });
});
