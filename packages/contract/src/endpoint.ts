import type { z } from 'zod';

/**
 * Who may call an endpoint. `publico` needs no token; `autenticado` takes any
 * logged-in role; the others need exactly that role.
 */
export type EndpointRole = 'publico' | 'autenticado' | 'alumno' | 'empresa' | 'gestor';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API, declared once and used by the server (validation,
 * guard, OpenAPI) and by the web client (typed calls).
 *
 * `path` uses `:name` for path parameters. `input` is one object schema: the
 * server merges path parameters, query string and JSON body into it before
 * parsing; the client puts path keys in the path and the rest in the query
 * (GET) or body (others).
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  role: EndpointRole;
  summary: string;
  input: I;
  output: O;
}

export const defineEndpoint = <I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> => e;

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

/** Fills `:name` segments of a path from the input and returns the rest. */
export function splitPathParams(path: string, input: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}
