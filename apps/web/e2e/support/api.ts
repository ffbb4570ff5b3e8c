import type { APIRequestContext } from '@playwright/test';
import { type Endpoint, type InputOf, type OutputOf, splitPathParams } from '@puente/contract/endpoint';
import { type EndpointName, endpoints } from '@puente/contract/endpoints/all';
import { type Envelope, isSuccessStatus } from '@puente/contract/envelope';

type Endpoints = typeof endpoints;
export type ApiInput<N extends EndpointName> = InputOf<Endpoints[N]>;
export type ApiOutput<N extends EndpointName> = OutputOf<Endpoints[N]>;

/**
 * Calls a contract endpoint by name, as the SPA does (path parameters in the
 * path, the rest as query string or JSON body), and returns its data checked
 * against the contract's output schema. A refusal (any status that is neither
 * 0 nor a 501–543 notice) fails the test with its code. Paths and the success
 * rule come from the contract, so the tests cannot drift from it.
 */
export async function api<N extends EndpointName>(
  request: APIRequestContext,
  baseURL: string,
  name: N,
  input: ApiInput<N>,
  token: string | null = null,
): Promise<ApiOutput<N>> {
  const endpoint: Endpoint = endpoints[name];
  const { path, rest } = splitPathParams(endpoint.path, input as Record<string, unknown>);
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const response =
    endpoint.method === 'GET'
      ? await request.get(`${baseURL}${path}`, { headers, params: queryOf(rest) })
      : await request.fetch(`${baseURL}${path}`, { method: endpoint.method, headers, data: rest });
  const envelope = (await response.json()) as Envelope<unknown>;
  if (!isSuccessStatus(envelope.status)) {
    throw new Error(`${name}: ${endpoint.method} ${path} → ${envelope.status} ${envelope.mensaje ?? ''}`);
  }
  return endpoint.output.parse(envelope.datos) as ApiOutput<N>;
}

function queryOf(rest: Record<string, unknown>): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
  }
  return query;
}

/** A page.route() glob for an endpoint's path, any path parameter matching one segment. */
export const routePattern = (name: EndpointName) => `**${endpoints[name].path.replace(/:[A-Za-z0-9_]+/g, '*')}`;
