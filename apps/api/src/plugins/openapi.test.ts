import SwaggerParser from '@apidevtools/swagger-parser';
import { endpoints } from '@puente/contract/endpoints/all';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = {
  operationId: string;
  'x-permiso'?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }>; headers?: object }>;
};
type OpenApiDoc = {
  openapi: string;
  servers?: { url: string }[];
  security?: unknown[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const PUBLIC_URL = 'https://empleo.universidad.example';

/** Every operation of the document with its method and path. */
const operationsOf = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/** Calls an operation the way a client that knows nothing of it does: path parameters "1", an empty body. */
const probe = (t: TestApp, path: string, method: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{[^}]+\}/g, '1'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });

describe('el documento OpenAPI de /api/docs', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    doc = r.json<OpenApiDoc>();
  });
  afterAll(() => t.close());

  it('valida con swagger-parser (OpenAPI 3.1) sin un solo error', async () => {
    expect(doc.openapi).toBe('3.1.0');
    let errores: unknown[] = [];
    try {
      await SwaggerParser.validate(structuredClone(doc) as never);
    } catch (error) {
      errores = (error as { details?: unknown[] }).details ?? [String(error)];
    }
    expect(errores.slice(0, 5)).toEqual([]);
    expect(errores).toHaveLength(0);
  });

  it('pasa el lint "recommended" de Redocly sin errores', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problemas = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errores = problemas
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errores).toEqual([]);
  });

  it('declara el servidor, los ids únicos y cada parámetro de ruta como obligatorio', () => {
    expect(doc.servers?.map((s) => s.url)).toEqual([PUBLIC_URL, '/']);
    const ids = operationsOf(doc).map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operationsOf(doc)) {
      const enRuta = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declarados = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        declarados.map((p) => p.name),
        path,
      ).toEqual(enRuta);
      expect(declarados.every((p) => p.required)).toBe(true);
    }
  });

  it('las operaciones públicas no piden token; las de encuesta, el suyo; el resto, el JWT de sesión', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.securitySchemes.encuesta).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ops = Object.fromEntries(operationsOf(doc).map((o) => [o.operation.operationId, o.operation]));
    expect(ops.calendarioPersonal?.security).toEqual([]);
    expect(ops.loginAlumno?.security).toEqual([]);
    expect(ops.marca?.security).toEqual([]);
    expect(ops.misEmpresas?.security).toEqual([{ bearer: [] }]);
    const deEncuesta = operationsOf(doc).filter((o) => o.operation.security?.[0]?.encuesta);
    expect(deEncuesta.length).toBeGreaterThan(0);
    expect(deEncuesta.every((o) => o.path.startsWith('/api/Encuestas/'))).toBe(true);
    for (const { operation } of operationsOf(doc)) expect(operation.security).toBeDefined();
  });

  it('cada operación del personal dice en x-permiso el permiso que pide, y ninguna otra lo dice', () => {
    const delPersonal = operationsOf(doc).filter((o) => o.operation.tags.includes('gestor'));
    expect(delPersonal.length).toBeGreaterThan(40);
    for (const { path, method, operation } of operationsOf(doc)) {
      const declarado = Object.values(endpoints).find((e) => e.path.replace(/:(\w+)/g, '{$1}') === path && e.method === method);
      expect(operation['x-permiso'], `${method} ${path}`).toBe(declarado?.permiso);
      if (operation.tags.includes('gestor')) expect(operation['x-permiso']).toMatch(/^([a-z]+:(leer|cambiar)|personal)$/);
    }
    const ops = Object.fromEntries(operationsOf(doc).map((o) => [o.operation.operationId, o.operation]));
    expect(ops.validarOferta?.['x-permiso']).toBe('empresas:cambiar');
    expect(ops.equipoGestion?.['x-permiso']).toBe('administracion:leer');
  });

  it('el calendario personal declara el 404 de un token desconocido, con el sobre', async () => {
    const op = doc.paths['/api/Publico/calendario/{token}']?.get;
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '429', '500', '503']));
    expect(op?.responses[404]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Sobre' });
    const r = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${'x'.repeat(40)}` });
    expect(r.statusCode).toBe(404);
  });

  /**
   * The statuses are derived, not listed by hand: whatever the API answers to a
   * client without a token, with a token of another role and during
   * maintenance must be among the operation's declared responses.
   */
  it('cada estado que responde la API está declarado en su operación', async () => {
    const alumno = await t.login('alumno', '12345678Z');
    const empresa = await t.login('empresa', 'seleccion.demo');
    const gestor = await t.login('gestor', 'gestor.demo');
    const sinDeclarar: string[] = [];
    const comprueba = async (op: (typeof todas)[number], caso: string, token?: string) => {
      const { statusCode } = await probe(t, op.path, op.method, token);
      if (!(String(statusCode) in op.operation.responses)) sinDeclarar.push(`${op.method} ${op.path} ${caso}: ${statusCode}`);
    };
    // The logout closes the session it is called with: last, so the rest still have theirs.
    const todas = operationsOf(doc).sort(
      (a, b) => Number(a.operation.operationId === 'logout') - Number(b.operation.operationId === 'logout'),
    );
    // Whose token the guard refuses before the handler runs ('autenticado' takes any, so it is not probed).
    const deOtroRol: Record<string, string> = { alumno: empresa, empresa: alumno, gestor: alumno, encuesta: alumno };
    for (const op of todas) {
      await comprueba(op, 'sin token');
      const otro = deOtroRol[op.operation.tags[0] ?? ''];
      if (otro) await comprueba(op, 'token de otro rol', otro);
    }
    await t.call(endpoints.mantenimiento, { activo: true }, gestor);
    try {
      const mismoRol: Record<string, string> = { alumno, empresa, autenticado: alumno };
      for (const op of todas) {
        const tag = op.operation.tags[0] ?? '';
        // A token of its own role reaches the maintenance check; staff and public ones go without.
        if (tag === 'publico' || mismoRol[tag]) await comprueba(op, 'mantenimiento', mismoRol[tag]);
      }
    } finally {
      await t.call(endpoints.mantenimiento, { activo: false }, gestor);
    }
    expect(sinDeclarar).toEqual([]);
  }, 180_000);
});
