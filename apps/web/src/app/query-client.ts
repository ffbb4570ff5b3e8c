import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';

export interface QueryMeta extends Record<string, unknown> {
  /** The caller shows the error itself (for example inline under a form). */
  silencioso?: boolean;
}

export type ApiErrorHandler = (status: number, mensaje: string | null) => void;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Every failed query or mutation ends in the error banner through this one
 * handler, so screens never forget to show an error (spec §8). A failed
 * mutation waits one task first: the caller that awaited it (a dialog) may
 * show the refusal itself and mark it (lib/rechazos-atendidos), and then the
 * banner stays away. The caller's catch runs in the microtasks that follow
 * the mutation cache's onError, so one macrotask is always after it.
 */
export function createQueryClient(onApiError: ApiErrorHandler) {
  const handle = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if ((meta as QueryMeta | undefined)?.silencioso || isAbort(error)) return;
    if (isApiError(error)) onApiError(error.status, error.mensaje);
    else onApiError(TRANSPORT_FAILURE, null);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        setTimeout(() => {
          if (!rechazoAtendido(error)) handle(error, mutation.meta);
        }, 0);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (count, error) => !isApiError(error) && count < 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
