import rutas from 'virtual:rutas-api';
import { fileContentTypes } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { isSuccessStatus } from '@puente/contract/envelope';
import type { z } from 'zod';
import { abrirServidor } from './servidor-activo';

type Endpoints = typeof endpoints;
export type NombreEndpoint = keyof Endpoints;
/** What the handler receives: the request's input as the endpoint's input schema parsed it (the API's view). */
export type EntradaDe<N extends NombreEndpoint> = z.output<Endpoints[N]['input']>;

/** One request the screen made, recorded in order. */
export interface Llamada<N extends NombreEndpoint = NombreEndpoint> {
  endpoint: N;
  method: string;
  /** The path as requested, without the query string. */
  url: string;
  params: URLSearchParams;
  /** The JSON body as sent ({} for a GET). */
  body: Record<string, unknown>;
  /** Path parameters, query and body merged and parsed by the endpoint's input schema. */
  input: EntradaDe<N>;
  headers: Headers;
}

/** An envelope answered as it is: a refusal (`status` > 0 outside 501–543), or a notice with its data. */
export class Sobre {
  constructor(
    readonly status: number,
    readonly datos: unknown = null,
    readonly mensaje: string | null = null,
  ) {}
}

/** A refusal with the portal's code (the envelope's `status`), and optionally its `datos` and message. */
export const rechazo = (status: number, datos: unknown = null, mensaje: string | null = null) =>
  new Sobre(status, datos, mensaje);

/** A notice (501–543): a success whose banner the client shows, with the data the output schema describes. */
export const aviso = (status: number, datos: unknown = null, mensaje: string | null = null) => new Sobre(status, datos, mensaje);

/** A file answer, as the API sends a download (its name in Content-Disposition). */
export function fichero(contenido: string | Uint8Array<ArrayBuffer>, nombre: string, contentType = 'application/pdf') {
  // A string or bytes: jsdom's Blob is not the one Node's Response reads.
  return new Response(contenido, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${nombre}"` },
  });
}

/**
 * What a handler answers: the data of a success (the envelope `{status: 0, datos}` is built around it), a
 * `Sobre` (`rechazo(…)`, a notice), or a Response as it is (a file, a broken body, an HTTP error).
 */
export type Respuesta = unknown;
export type Manejador<N extends NombreEndpoint> =
  | ((input: EntradaDe<N>, llamada: Llamada<N>) => Respuesta | Promise<Respuesta>)
  | Record<string, unknown>
  | unknown[]
  | string
  | number
  | boolean
  | null
  | Sobre
  | Response;
export type Manejadores = { [N in NombreEndpoint]?: Manejador<N> };

export interface OpcionesServidor {
  /**
   * Check every success's `datos` against the endpoint's output schema, as the API does before sending it
   * (default true). A test whose fixtures are deliberately partial turns it off.
   */
  comprobarSalida?: boolean;
}

export interface ServidorFalso {
  /** Every request, in order (also those that failed the test). */
  llamadas: Llamada[];
  /** The requests to one endpoint, typed by its input. */
  llamadasA<N extends NombreEndpoint>(endpoint: N): Llamada<N>[];
  /** Adds or replaces handlers (a test that changes what the API answers half-way). */
  usar(manejadores: Manejadores): void;
  /** What made the test fail so far (also thrown after the test). */
  fallos: string[];
}

interface Ruta {
  nombre: NombreEndpoint;
  method: string;
  patron: RegExp;
  claves: string[];
  literales: number;
}

/** The route table of `virtual:rutas-api` (the api-client's own), literal paths before those with parameters. */
const tabla: Ruta[] = Object.entries(rutas as Record<string, string>)
  .map(([nombre, ruta]) => {
    const espacio = ruta.indexOf(' ');
    const path = ruta.slice(espacio + 1);
    const claves: string[] = [];
    const fuente = path
      .split('/')
      .map((seg) => {
        const m = /^:([A-Za-z0-9_]+)$/.exec(seg);
        if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        claves.push(m[1] as string);
        return '([^/]+)';
      })
      .join('/');
    return {
      nombre: nombre as NombreEndpoint,
      method: ruta.slice(0, espacio),
      patron: new RegExp(`^${fuente}$`),
      claves,
      literales: path.split('/').length - claves.length,
    };
  })
  .sort((a, b) => a.claves.length - b.claves.length || b.literales - a.literales);

function rutaDe(method: string, path: string) {
  for (const ruta of tabla) {
    if (ruta.method !== method) continue;
    const m = ruta.patron.exec(path);
    if (m) return { ruta, valores: Object.fromEntries(ruta.claves.map((k, i) => [k, decodeURIComponent(m[i + 1] as string)])) };
  }
  return null;
}

/** The query as Fastify hands it to the API: a repeated key becomes a list. */
function consulta(params: URLSearchParams) {
  const salida: Record<string, unknown> = {};
  for (const [k, v] of params) {
    const previo = salida[k];
    salida[k] = previo === undefined ? v : Array.isArray(previo) ? [...previo, v] : [previo, v];
  }
  return salida;
}

const sobre = (status: number, datos: unknown, mensaje: string | null) =>
  new Response(JSON.stringify({ status, mensaje, datos }), { headers: { 'Content-Type': 'application/json' } });

/**
 * A fake API for component tests, driven by the contract: `fetch` answers each request the api-client makes
 * from the handler named after its endpoint (`{ ofertas: datos }`, or a function of the parsed input). It
 * fails the test (after it, listing why) on a request to a path no endpoint declares, a request whose input the
 * endpoint's input schema refuses, a request to an endpoint without a handler, and a success whose data the
 * output schema refuses; the screen meanwhile sees a transport failure (500). setup.ts restores `fetch`
 * and reports those failures after each test.
 */
export function servidorFalso(manejadores: Manejadores = {}, opciones: OpcionesServidor = {}): ServidorFalso {
  const comprobarSalida = opciones.comprobarSalida ?? true;
  const tablaManejadores: Manejadores = { ...manejadores };
  const llamadas: Llamada[] = [];
  const fallos: string[] = [];

  const fallar = (motivo: string) => {
    fallos.push(motivo);
    return Promise.reject(new TypeError(`Servidor falso: ${motivo}`));
  };

  const fetchFalso = async (recurso: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(recurso instanceof Request ? recurso.url : String(recurso), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const encontrada = rutaDe(method, url.pathname);
    if (!encontrada) return fallar(`${method} ${url.pathname}: ningún endpoint del contrato`);
    const { ruta, valores } = encontrada;
    const endpoint = endpoints[ruta.nombre];
    let body: Record<string, unknown> = {};
    if (typeof init.body === 'string' && init.body !== '') {
      try {
        body = JSON.parse(init.body) as Record<string, unknown>;
      } catch {
        return fallar(`${ruta.nombre}: el cuerpo no es JSON`);
      }
    }
    const crudo = { ...consulta(url.searchParams), ...body, ...valores };
    const entrada = endpoint.input.safeParse(crudo);
    const llamada = {
      endpoint: ruta.nombre,
      method,
      url: url.pathname,
      params: url.searchParams,
      body,
      input: (entrada.success ? entrada.data : crudo) as EntradaDe<NombreEndpoint>,
      headers: new Headers(init.headers),
    } as Llamada;
    llamadas.push(llamada);
    if (!entrada.success) {
      const campos = entrada.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`).join('; ');
      return fallar(`${ruta.nombre}: entrada que el contrato rechaza (${campos}) en ${JSON.stringify(crudo)}`);
    }
    // `null` is an answer (an endpoint whose data is null); only a missing key has no handler.
    if (!(ruta.nombre in tablaManejadores)) return fallar(`${ruta.nombre} (${method} ${url.pathname}) no tiene manejador`);
    const manejador = tablaManejadores[ruta.nombre] as Manejador<NombreEndpoint>;
    let respuesta: unknown;
    try {
      respuesta =
        typeof manejador === 'function'
          ? await (manejador as (input: unknown, llamada: Llamada) => unknown)(entrada.data, llamada)
          : manejador;
    } catch (error) {
      return fallar(`${ruta.nombre}: el manejador lanzó ${String(error)}`);
    }
    if (respuesta instanceof Response) return respuesta.clone();
    const esFichero = fileContentTypes(endpoint) !== null;
    if (esFichero && !(respuesta instanceof Sobre)) return fallar(`${ruta.nombre} contesta un fichero: usa fichero(…)`);
    const { status, datos, mensaje } = respuesta instanceof Sobre ? respuesta : new Sobre(0, respuesta ?? null);
    if (comprobarSalida && isSuccessStatus(status) && !esFichero) {
      const salida = endpoint.output.safeParse(datos);
      if (!salida.success) {
        const campos = salida.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`).join('; ');
        return fallar(`${ruta.nombre}: respuesta fuera del contrato (${campos})`);
      }
    }
    return sobre(status, datos, mensaje);
  };
  abrirServidor(fetchFalso as typeof fetch, fallos);

  return {
    llamadas,
    llamadasA: <N extends NombreEndpoint>(nombre: N) => llamadas.filter((l): l is Llamada<N> => l.endpoint === nombre),
    usar: (nuevos) => Object.assign(tablaManejadores, nuevos),
    fallos,
  };
}
