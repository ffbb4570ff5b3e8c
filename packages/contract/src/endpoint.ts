import { z } from 'zod';
import type { PermisoEndpoint } from './permisos';

/**
 * Who may call an endpoint. `publico` needs no token; `autenticado` takes any
 * logged-in role; `encuesta` takes a survey's own token only (decision 024:
 * it opens /api/Encuestas and nothing else, and no portal token opens those);
 * the others need exactly that role.
 */
export type EndpointRole = 'publico' | 'autenticado' | 'alumno' | 'empresa' | 'gestor' | 'encuesta';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API, declared once and used by the server (validation,
 * guard, OpenAPI) and by the web client (typed calls).
 *
 * `path` uses `:name` for path parameters. `input` is one object schema: the
 * server merges path parameters, query string and JSON body into it before
 * parsing; the client puts path keys in the path and the rest in the query
 * (GET) or body (others).
 *
 * `output` is the schema of the envelope's `datos`, or `fileOutput(…)` when
 * the answer is a file (a PDF, a CSV…) sent as itself, not in the envelope.
 * `body: 'form'` declares a POST whose body is form-encoded, as an HTML form
 * from another site sends it (the SAML response of the university's IdP);
 * `'json-or-form'` takes either, for a POST that both the web and a mail
 * client make (RFC 8058's one-click unsubscribe posts a form).
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  role: EndpointRole;
  /**
   * What a staff member must hold to call it (decision 037): every `gestor`
   * endpoint declares one, no other does. Read by the API's guard and shown
   * in the OpenAPI document as `x-permiso`.
   */
  permiso?: PermisoEndpoint;
  summary: string;
  input: I;
  output: O;
  /** How a POST body arrives; JSON unless declared otherwise. */
  body?: 'json' | 'form' | 'json-or-form';
  /**
   * HTTP statuses a service answers with beyond those any endpoint of its kind
   * may give (guard, input, body size, the route's rate limit, maintenance,
   * 500): a refusal thrown with its own `respuesta.http`, such as the login
   * limits' 429 or the calendar feed's 404. Each says when; the OpenAPI
   * document declares them.
   */
  statuses?: Partial<Record<404 | 429, string>>;
}

export const defineEndpoint = <I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> => e;

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

// Kept in a file of its own, without zod, so the browser's api-client can import it alone (decision 026).
export { splitPathParams } from './path-params';

/**
 * Declarations whose answer is a file, with the content types it may have.
 * A registry rather than a field, so `output` stays a zod schema everywhere.
 */
const fileOutputs = z.registry<{ contentTypes: readonly string[] }>();

/** The bare media type, lower case: "text/csv; charset=utf-8" → "text/csv". */
export const mediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/**
 * The answer of a download: the file's name (what the browser saves it as),
 * its content type (one of those declared; parameters such as a charset
 * allowed) and its bytes.
 */
export function fileOutput(...contentTypes: [string, ...string[]]) {
  const allowed = contentTypes.map(mediaType);
  const schema = z.object({
    nombre: z.string().min(1),
    contentType: z
      .string()
      .refine((ct) => allowed.includes(mediaType(ct)), `Tipo de contenido no declarado: ${allowed.join(', ')}`),
    // Any Uint8Array (a Node Buffer is one), whatever buffer backs it.
    contenido: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Contenido de fichero no válido'),
  });
  fileOutputs.add(schema, { contentTypes: allowed });
  return schema;
}

export type FileAnswer = z.output<ReturnType<typeof fileOutput>>;

/**
 * The answer of a download too big to hold in memory (a long audit trail as
 * CSV): its pieces as they are read, which the API streams out. Declared and
 * documented like any file.
 */
export function fileStreamOutput(...contentTypes: [string, ...string[]]) {
  const allowed = contentTypes.map(mediaType);
  const schema = z.object({
    nombre: z.string().min(1),
    contentType: z
      .string()
      .refine((ct) => allowed.includes(mediaType(ct)), `Tipo de contenido no declarado: ${allowed.join(', ')}`),
    contenido: z.custom<AsyncIterable<Uint8Array>>(
      (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
      'Contenido de fichero no válido',
    ),
  });
  fileOutputs.add(schema, { contentTypes: allowed });
  return schema;
}

export type FileStreamAnswer = z.output<ReturnType<typeof fileStreamOutput>>;

/** The content types of an endpoint that answers a file, or null when it answers the JSON envelope. */
export const fileContentTypes = (endpoint: Endpoint): readonly string[] | null =>
  fileOutputs.get(endpoint.output)?.contentTypes ?? null;
