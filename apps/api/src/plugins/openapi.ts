import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Endpoint, fileContentTypes } from '@puente/contract/endpoint';
import { envelopeSchema } from '@puente/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

/** The OpenAPI document, generated from the contract's declarations. */
export function openApiDocument(endpoints: [string, Endpoint][], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of endpoints) {
    const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const params = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
    const input = toJson(e.input);
    const properties = (input.properties ?? {}) as Record<string, unknown>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    const parameters: Record<string, unknown>[] = params.map((p) => ({
      name: p,
      in: 'path',
      required: true,
      schema: properties[p] ?? { type: 'string' },
    }));
    if (e.method === 'GET') {
      for (const [key, schema] of Object.entries(properties)) {
        if (!params.includes(key)) parameters.push({ name: key, in: 'query', required: required.has(key), schema });
      }
    }
    const fileTypes = fileContentTypes(e);
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: e.summary,
      tags: [e.role],
      parameters,
      responses: {
        200: fileTypes
          ? {
              description: 'El fichero (Content-Disposition: attachment); una negativa responde el sobre JSON',
              content: Object.fromEntries([
                ...fileTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
                ['application/json', { schema: toJson(envelopeSchema(z.null())) }],
              ]),
            }
          : {
              description: 'Sobre { status, datos, mensaje }: status 0 o un código de aviso',
              content: { 'application/json': { schema: toJson(envelopeSchema(e.output)) } },
            },
        400: { description: 'Entrada mal formada (código 15)' },
        ...(e.role === 'publico'
          ? {}
          : {
              401: { description: 'Sin sesión o sesión caducada (código 2)' },
              403: { description: 'Rol sin permiso (código 71)' },
            }),
      },
      ...(e.role === 'publico' ? {} : { security: [{ bearer: [] }] }),
    };
    const bodyType = e.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    if (e.method !== 'GET') operation.requestBody = { content: { [bodyType]: { schema: input } } };
    paths[path] = { ...(paths[path] ?? {}), [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Puente API',
      version,
      description: 'API del portal de empleo y prácticas. Todas las respuestas usan el sobre { status, datos, mensaje }.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance, endpoints: [string, Endpoint][], version: string) {
  const document = openApiDocument(endpoints, version);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
