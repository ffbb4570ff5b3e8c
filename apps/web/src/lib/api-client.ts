import type { Endpoint, InputOf, OutputOf } from '@puente/contract/endpoint';
import { splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { type Envelope, isNoticeStatus, isSuccessStatus } from '@puente/contract/envelope';
import { ApiError } from './api-error';
import { showError } from './error-banner-store';
import { getSession } from './session';

type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ApiInput<N extends EndpointName> = InputOf<Endpoints[N]>;
export type ApiOutput<N extends EndpointName> = OutputOf<Endpoints[N]>;

/** Spec §7: a request that never got an answer is reported as code 500. */
export const TRANSPORT_FAILURE = 500;

/** An envelope as the client sees it: on a refusal, `detalle` keeps the server's `datos` (e.g. code 11's documentacionNecesaria). */
export interface ApiEnvelope<T> extends Envelope<T> {
  detalle?: unknown;
}

export interface CallOptions {
  /** Overrides the stored token: the RGPD step and god mode call with a token held in memory. */
  token?: string | null;
  signal?: AbortSignal;
  /** fetchData only: do not show the notice banner of a 501–543 answer (the screen shows its own). */
  sinAviso?: boolean;
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
): Promise<ApiEnvelope<ApiOutput<N>>> {
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
  if (!isSuccessStatus(body.status))
    return { status: body.status, datos: null, mensaje, detalle: (body as { datos?: unknown }).datos ?? null };
  const datos = endpoint.output.safeParse((body as { datos?: unknown }).datos);
  if (!datos.success) {
    console.error(`Respuesta de ${name} fuera de contrato`, datos.error.issues);
    return transportFailure();
  }
  return { status: body.status, datos: datos.data as ApiOutput<N>, mensaje };
}

/**
 * The data of a successful envelope, or an ApiError carrying its code, message
 * and the server's `datos`. A notice (501–543) is a success: its banner is
 * shown (with its destination, e.g. 506 → /mis-ofertas) and the data returned.
 */
export async function fetchData<N extends EndpointName>(name: N, input: ApiInput<N>, options?: CallOptions) {
  const envelope = await callApi(name, input, options);
  if (!isSuccessStatus(envelope.status)) throw new ApiError(envelope.status, envelope.mensaje, envelope.detalle ?? null);
  if (isNoticeStatus(envelope.status) && !options?.sinAviso) showError(envelope.status, envelope.mensaje);
  return envelope.datos as ApiOutput<N>;
}
