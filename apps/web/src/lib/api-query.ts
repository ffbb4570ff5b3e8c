import {
  type DataTag,
  type InvalidateQueryFilters,
  type QueryClient,
  queryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { type ApiInput, type ApiOutput, type CallOptions, type EndpointName, fetchData } from './api-client';

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
type EndpointKey<N extends EndpointName> = readonly [N, ApiInput<N>];

/**
 * Written out because the inferred one, over every endpoint of the contract,
 * grew past what the compiler will serialise into a declaration (TS7056).
 */
export type EndpointQueryOptions<N extends EndpointName> = UseQueryOptions<ApiOutput<N>, Error, ApiOutput<N>, EndpointKey<N>> & {
  queryKey: DataTag<EndpointKey<N>, ApiOutput<N>, Error>;
};

export function endpointQuery<N extends EndpointName>(
  name: N,
  input: ApiInput<N>,
  options: Pick<CallOptions, 'sinAviso'> = {},
): EndpointQueryOptions<N> {
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
