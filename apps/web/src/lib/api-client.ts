import type { Endpoint, InputOf, OutputOf } from '@puente/contract/endpoint';
import { splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import type { Envelope } from '@puente/contract/envelope';
import { ApiError } from './api-error';
import { getSession } from './session';

type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ApiInput<N extends EndpointName> = InputOf<Endpoints[N]>;
export type ApiOutput<N extends EndpointName> = OutputOf<Endpoints[N]>;

/** Spec §7: a request that never got an answer is reported as code 500. */
export const TRANSPORT_FAILURE = 500;

export interface CallOptions {
  /** Overrides the stored token: the RGPD step and god mode call with a token held in memory. */
  token?: string | null;
  signal?: AbortSignal;
}

const transportFailure = <T>(): Envelope<T> => ({ status: TRANSPORT_FAILURE, datos: null, mensaje: null });

function buildRequest(endpoint: Endpoint, input: Record<string, unknown>, token: string | null) {
  const { path, rest } = splitPathParams(endpoint.path, input);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const search = query.toString();
    return { url: search ? `${path}?${search}` : path, init: { method: endpoint.method, headers } };
  }
  headers['Content-Type'] = 'application/json';
  return { url: path, init: { method: endpoint.method, headers, body: JSON.stringify(rest) } };
}

const isEnvelopeLike = (value: unknown): value is { status: number; mensaje?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';

/**
 * Calls a contract endpoint by name and always resolves to an envelope: the
 * caller reads `status`, never the HTTP code (ARCHITECTURE §3). Successful data
 * is parsed with the contract schema so drift between API and SPA surfaces as a
 * 500 here instead of a broken screen later.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  input: ApiInput<N>,
  options: CallOptions = {},
): Promise<Envelope<ApiOutput<N>>> {
  const endpoint: Endpoint = endpoints[name];
  const token = options.token === undefined ? getSession().token : options.token;
  const { url, init } = buildRequest(endpoint, input as Record<string, unknown>, token);
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal: options.signal });
    body = await response.json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return transportFailure();
  }
  if (!isEnvelopeLike(body)) return transportFailure();
  const mensaje = typeof body.mensaje === 'string' ? body.mensaje : null;
  if (body.status !== 0) return { status: body.status, datos: null, mensaje };
  const datos = endpoint.output.safeParse((body as { datos?: unknown }).datos);
  if (!datos.success) {
    console.error(`Respuesta de ${name} fuera de contrato`, datos.error.issues);
    return transportFailure();
  }
  return { status: 0, datos: datos.data as ApiOutput<N>, mensaje };
}

/** The data of a successful envelope, or an ApiError carrying its code and message. */
export async function fetchData<N extends EndpointName>(name: N, input: ApiInput<N>, options?: CallOptions) {
  const envelope = await callApi(name, input, options);
  if (envelope.status !== 0) throw new ApiError(envelope.status, envelope.mensaje);
  return envelope.datos as ApiOutput<N>;
}
