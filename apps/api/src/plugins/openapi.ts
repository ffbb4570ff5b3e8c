import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Endpoint, fileContentTypes } from '@puente/contract/endpoint';
import { envelopeSchema } from '@puente/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BindingOptions, RouteFolder } from '../lib/endpoint-binding';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.1 Schema Object. 3.1's Schema Object is JSON
 * Schema 2020-12, zod's own target, so type arrays, `const` and
 * `propertyNames` stay as they are; only the `$schema` zod puts at the root
 * goes: the document's `jsonSchemaDialect` already says which dialect it is.
 */
function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ENVELOPE_REF = { $ref: '#/components/schemas/Sobre' };

/** A refusal: the envelope with its code in `status`, as every non-2xx answer of the API is. */
const refusal = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ENVELOPE_REF } },
});

const RETRY_AFTER = {
  'Retry-After': { description: 'Segundos que hay que esperar antes de repetir', schema: { type: 'integer', minimum: 0 } },
};

const SECURITY: Record<Endpoint['role'], Record<string, string[]>[]> = {
  publico: [],
  encuesta: [{ encuesta: [] }],
  autenticado: [{ bearer: [] }],
  alumno: [{ bearer: [] }],
  empresa: [{ bearer: [] }],
  gestor: [{ bearer: [] }],
};

const TAGS: Record<Endpoint['role'], string> = {
  publico: 'Sin sesión: marca, dominios, registro, inicio de sesión, enlaces públicos',
  autenticado: 'Con la sesión de cualquier rol',
  alumno: 'Con la sesión de un estudiante',
  empresa: 'Con la sesión de un contacto de empresa',
  gestor: 'Con la sesión del personal de la universidad',
  encuesta: 'Con el token de una encuesta (decisión 024): lo da la entrada a la encuesta, no el inicio de sesión',
};

/**
 * The statuses an operation can answer, each with the envelope. They follow
 * from how the API answers (plugins/endpoints.ts and plugins/errors.ts): 400
 * when it takes input (the contract's parse, malformed JSON, a wrong content
 * type), 401 and 403 from the guard of every role but `publico`, 413 for a
 * body over the limit, 429 from the route's rate limit, 503 during
 * maintenance unless the route stays open (or only staff call it, who keep
 * working), 500 always; plus what the declaration's `statuses` add (a service's
 * own 404 or 429).
 */
function responses(e: Endpoint, hasInput: boolean, binding: BindingOptions | undefined, ok: unknown) {
  const out: Record<string, unknown> = { 200: ok };
  if (hasInput)
    out[400] = refusal(
      'Entrada no válida (código 15): campos que no cumplen el contrato (en `datos`), JSON mal formado o tipo de contenido no admitido',
    );
  if (e.role === 'encuesta') {
    out[401] = refusal('Sin token de encuesta, o el token no es válido o caducó (código 2)');
    out[403] = refusal('Un token del portal no abre las encuestas (código 71)');
  } else if (e.role !== 'publico') {
    out[401] = refusal('Sin sesión, sesión caducada o revocada, o aceptación del RGPD pendiente (código 2)');
    out[403] = refusal('La sesión no tiene permiso para esta operación (código 71)');
  }
  if (e.statuses?.[404]) out[404] = refusal(`${e.statuses[404]}`);
  if (e.method !== 'GET') out[413] = refusal('El cuerpo supera el límite: 2 MB por fichero y 3 MB la petición (código 15)');
  const limits = [
    binding?.rateLimitPerMinute
      ? `Más de ${binding.rateLimitPerMinute} peticiones por minuto desde una dirección (código 48)`
      : null,
    e.statuses?.[429] ?? null,
  ].filter((text): text is string => text !== null);
  if (limits.length > 0) out[429] = refusal(limits.join('; '), RETRY_AFTER);
  out[500] = refusal('Error inesperado (código 500): `datos.errorId` identifica la entrada del registro');
  if (!binding?.duranteMantenimiento && e.role !== 'gestor') out[503] = refusal('El portal está en mantenimiento (código 107)');
  return out;
}

export interface OpenApiOptions {
  /** How each endpoint is bound (its rate limit, whether it answers during maintenance). */
  bindings?: ReadonlyMap<Endpoint, BindingOptions>;
  /** The portal's public address (PUBLIC_URL), the document's first server. */
  publicUrl?: string;
}

/** The OpenAPI 3.1 document, generated from the contract's declarations and how each is bound. */
export function openApiDocument(endpoints: [string, Endpoint][], version: string, options: OpenApiOptions = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of endpoints) {
    const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const params = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
    const input = toJson(e.input, 'input');
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = (input.required as string[] | undefined) ?? [];
    const parameters: Record<string, unknown>[] = params.map((p) => ({
      name: p,
      in: 'path',
      required: true,
      schema: properties[p] ?? { type: 'string' },
    }));
    const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => !params.includes(key)));
    const restRequired = required.filter((key) => !params.includes(key));
    if (e.method === 'GET') {
      for (const [key, schema] of Object.entries(rest)) {
        parameters.push({ name: key, in: 'query', required: restRequired.includes(key), schema });
      }
    }
    const hasInput = Object.keys(properties).length > 0 || input.additionalProperties === false || e.method !== 'GET';
    const fileTypes = fileContentTypes(e);
    const ok = fileTypes
      ? {
          description: 'El fichero (Content-Disposition: attachment); una negativa del servicio responde el sobre JSON',
          content: Object.fromEntries([
            ...fileTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
            ['application/json', { schema: toJson(envelopeSchema(z.null()), 'output') }],
          ]),
        }
      : {
          description: 'Sobre { status, datos, mensaje }: status 0, un aviso (501–543) o una negativa del catálogo',
          content: { 'application/json': { schema: toJson(envelopeSchema(e.output), 'output') } },
        };
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: e.summary,
      tags: [e.role],
      parameters,
      responses: responses(e, hasInput, options.bindings?.get(e), ok),
      security: SECURITY[e.role],
      // The staff permission the guard asks for (decision 037): an area and whether the call reads or changes.
      ...(e.permiso ? { 'x-permiso': e.permiso } : {}),
    };
    if (e.method !== 'GET') {
      // The body carries what is not in the path: the server merges both before parsing.
      const body: JsonSchema = { ...input, properties: rest };
      if (restRequired.length > 0) body.required = restRequired;
      else delete body.required;
      const tipos =
        e.body === 'form'
          ? ['application/x-www-form-urlencoded']
          : e.body === 'json-or-form'
            ? ['application/json', 'application/x-www-form-urlencoded']
            : ['application/json'];
      operation.requestBody = {
        required: restRequired.length > 0,
        content: Object.fromEntries(tipos.map((tipo) => [tipo, { schema: body }])),
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [e.method.toLowerCase()]: operation };
  }
  const roles = [...new Set(endpoints.map(([, e]) => e.role))];
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Puente API',
      version,
      description:
        'API del portal de empleo y prácticas. Todas las respuestas JSON usan el sobre { status, datos, mensaje }; ' +
        'una negativa del servicio responde 200 con su código en `status`, y solo la sesión (401), el permiso (403), ' +
        'la entrada (400), el tamaño (413), el límite de peticiones (429), el mantenimiento (503) y los fallos (500) ' +
        'cambian el estado HTTP. Cada operación de /api/Gestion declara en `x-permiso` el permiso del personal que ' +
        'pide (área:leer o área:cambiar); administración abre todas y solo lectura, todas las de leer.',
    },
    servers: [
      ...(options.publicUrl ? [{ url: options.publicUrl, description: 'La dirección pública del portal' }] : []),
      { url: '/', description: 'El servidor que sirve este documento' },
    ],
    security: [{ bearer: [] }],
    tags: roles.map((role) => ({ name: role, description: TAGS[role] })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'El token de sesión que devuelve el inicio de sesión (Authorization: Bearer …)',
        },
        encuesta: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'El token de una encuesta, que dan las entradas públicas de /api/Encuestas; no abre nada más',
        },
      },
      schemas: {
        Sobre: {
          type: 'object',
          required: ['status', 'datos', 'mensaje'],
          properties: {
            status: { type: 'integer', description: 'El código del catálogo (spec §8)' },
            datos: { description: 'El detalle de la negativa (campos no válidos, `errorId`, `reintentarEn`…) o null' },
            mensaje: { type: ['string', 'null'], description: 'El texto del código para quien lee' },
          },
        },
      },
    },
    paths,
  };
}

export async function registerOpenApi(
  app: FastifyInstance,
  endpoints: [string, Endpoint][],
  version: string,
  options: { folders?: RouteFolder[]; publicUrl?: string } = {},
) {
  const bindings = new Map((options.folders ?? []).flatMap((f) => f.bindings.map((b) => [b.endpoint, b.options] as const)));
  const document = openApiDocument(endpoints, version, {
    bindings,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
