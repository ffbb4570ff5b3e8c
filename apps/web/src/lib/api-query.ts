import { type InvalidateQueryFilters, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiInput, type CallOptions, type EndpointName, fetchData } from './api-client';

/**
 * TanStack Query keys come from the contract, never from hand-typed strings:
 * a call's key is `[endpoint name, input]`. Two screens asking the same
 * endpoint with the same input share one answer, and any feature invalidates
 * what a change made stale by naming the endpoint, without importing the
 * feature that reads it.
 */
export const endpointKey = <N extends EndpointName>(name: N, input: ApiInput<N>) => [name, input] as const;

/**
 * `{ queryKey, queryFn }` for useQuery (spread it and add options). The key
 * carries the answer's type, so getQueryData/setQueryData on it are typed too.
 */
export function endpointQuery<N extends EndpointName>(name: N, input: ApiInput<N>, options: Pick<CallOptions, 'sinAviso'> = {}) {
  return queryOptions({
    queryKey: endpointKey(name, input),
    queryFn: ({ signal }) => fetchData(name, input, { ...options, signal }),
  });
}

type Filters = Omit<InvalidateQueryFilters, 'queryKey' | 'predicate'>;

/**
 * Marks an endpoint's answers stale (and refetches those on screen): every
 * input, or only those matching `input` (a partial object matches any key
 * that has those fields).
 */
export function invalidateEndpoint<N extends EndpointName>(
  queryClient: QueryClient,
  name: N,
  input?: Partial<ApiInput<N>>,
  filters: Filters = {},
) {
  return queryClient.invalidateQueries({ ...filters, queryKey: input === undefined ? [name] : [name, input] });
}

/** The same for several endpoints at once (what one change makes stale). */
export const invalidateEndpoints = (queryClient: QueryClient, names: readonly EndpointName[], filters: Filters = {}) =>
  Promise.all(names.map((name) => invalidateEndpoint(queryClient, name, undefined, filters)));
