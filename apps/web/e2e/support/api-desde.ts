import { request as peticionHttp } from 'node:http';
import { splitPathParams } from '@puente/contract/endpoint';
import { type EndpointName, endpoints } from '@puente/contract/endpoints/all';
import { type Envelope, isSuccessStatus } from '@puente/contract/envelope';
import type { ApiInput, ApiOutput } from './api';

/**
 * Like api() for a POST, sent from another loopback address (on Linux all of 127.0.0.0/8 is the loopback): the
 * API's per-address limits count it apart from the rest of the suite, which calls from 127.0.0.1, as a company
 * signing up from its own network would be. A journey that signs up several companies (5 a minute per address)
 * or registers a student (5 a minute) so leaves the other specs' allowance untouched.
 */
export function apiDesde<N extends EndpointName>(
  direccion: string,
  baseURL: string,
  name: N,
  input: ApiInput<N>,
  token: string | null = null,
): Promise<ApiOutput<N>> {
  const endpoint = endpoints[name];
  if (endpoint.method !== 'POST') throw new Error(`apiDesde solo envía POST (${name} es ${endpoint.method})`);
  const { path, rest } = splitPathParams(endpoint.path, input as Record<string, unknown>);
  const url = new URL(`${baseURL}${path}`);
  const cuerpo = JSON.stringify(rest);
  return new Promise((resolve, reject) => {
    const peticion = peticionHttp(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: direccion,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(cuerpo),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (respuesta) => {
        const trozos: Buffer[] = [];
        respuesta.on('data', (trozo: Buffer) => trozos.push(trozo));
        respuesta.on('end', () => {
          try {
            const sobre = JSON.parse(Buffer.concat(trozos).toString('utf8')) as Envelope<unknown>;
            if (!isSuccessStatus(sobre.status)) {
              reject(new Error(`${name} desde ${direccion}: POST ${path} → ${sobre.status} ${sobre.mensaje ?? ''}`));
              return;
            }
            resolve(endpoint.output.parse(sobre.datos) as ApiOutput<N>);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    peticion.on('error', reject);
    peticion.end(cuerpo);
  });
}

/** A loopback address of its own for one run of a journey (127.0.1.2 … 127.0.250.253: never 127.0.0.1). */
export const direccionPropia = () => `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 252)}`;
