import rutas from 'virtual:rutas-api';
import type { InputOf, OutputOf } from '@puente/contract/endpoint';
import type { endpoints } from '@puente/contract/endpoints/all';
import { type Envelope, isNoticeStatus, isSuccessStatus } from '@puente/contract/envelope';
import { splitPathParams } from '@puente/contract/path-params';
import { ApiError } from './api-error';
import { fileNameFromDisposition } from './content-disposition';
import { showError } from './error-banner-store';
import { currentLanguage } from './i18n';
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

/**
 * Only the method and path of each declaration travel to the browser (vite.config.ts `rutasApi`): the
 * declarations themselves would bring zod and every schema of the contract to every page (decision 026).
 */
function routeOf(name: EndpointName): { method: string; path: string } {
  const route = rutas[name];
  if (!route) throw new Error(`Endpoint desconocido: ${name}`);
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}

function buildRequest(name: EndpointName, input: Record<string, unknown>, token: string | null, accept = 'application/json') {
  const endpoint = routeOf(name);
  const { path, rest } = splitPathParams(endpoint.path, input);
  // The API writes notifications and generated texts in the reader's language.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLanguage() };
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
 * caller reads `status`, never the HTTP code (ARCHITECTURE §3). The data is
 * typed by the declaration's output and not parsed again here: the API checks
 * every answer against that schema before it sends it (plugins/endpoints.ts),
 * and parsing it in the browser would put zod on every page (decision 026).
 */
export async function callApi<N extends EndpointName>(
  name: N,
  input: ApiInput<N>,
  options: CallOptions = {},
): Promise<ApiEnvelope<ApiOutput<N>>> {
  const token = options.token === undefined ? getSession().token : options.token;
  const { url, init } = buildRequest(name, input as Record<string, unknown>, token);
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
  return { status: body.status, datos: ((body as { datos?: unknown }).datos ?? null) as ApiOutput<N> | null, mensaje };
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

/** A file the API answered: its bytes and the name `Content-Disposition` suggests. */
export interface DownloadedFile {
  blob: Blob;
  nombre: string;
}

export interface DownloadOptions extends Pick<CallOptions, 'token' | 'signal'> {
  /** The name to save under when the answer does not suggest one. */
  nombrePorDefecto?: string;
}

const isJson = (response: Response) => /^application\/(problem\+)?json\b/i.test(response.headers.get('Content-Type') ?? '');

/**
 * Calls an endpoint whose answer is a file (a PDF, a CSV…) with the session's
 * token. A refusal still arrives as the JSON envelope, and becomes the same
 * ApiError as any call, so the query client shows its catalogue banner; a
 * transport failure, or an envelope where a file was expected, is code 500.
 */
export async function download<N extends EndpointName>(
  name: N,
  input: ApiInput<N>,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  const token = options.token === undefined ? getSession().token : options.token;
  const { url, init } = buildRequest(name, input as Record<string, unknown>, token, '*/*');
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(TRANSPORT_FAILURE, null);
  }
  if (!response.ok || isJson(response)) throw await refusalOf(response);
  try {
    const blob = await response.blob();
    const nombre = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? options.nombrePorDefecto ?? name;
    return { blob, nombre };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(TRANSPORT_FAILURE, null);
  }
}

async function refusalOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelopeLike(body) || isSuccessStatus(body.status)) return new ApiError(TRANSPORT_FAILURE, null);
  const mensaje = typeof body.mensaje === 'string' ? body.mensaje : null;
  return new ApiError(body.status, mensaje, (body as { datos?: unknown }).datos ?? null);
}
