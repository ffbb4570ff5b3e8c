import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dameComunicaciones', () => {
  it('estudiante: las suyas y las de todos en vigor, las más recientes primero', async () => {
    const token = await t.login('alumno', '12345678Z');
    const { body } = await t.call(endpoints.comunicacionesAlumno, {}, token);
    expect(body.status).toBe(0);
    const textos = body.datos.map((c: { descripcion: string }) => c.descripcion);
    expect(textos).toHaveLength(3);
    expect(textos[0]).toMatch(/^Taller/);
    expect(textos.some((x: string) => x.startsWith('Foro de Empleo'))).toBe(true);
    // Neither the company's, nor an expired one, nor one not yet started.
    expect(textos.some((x: string) => /convenio|vacaciones|Próximamente/.test(x))).toBe(false);
    expect(body.datos[0]).toEqual({
      fechaDesde: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      descripcion: textos[0],
      enlace: null,
    });
  });

  it('empresa: las suyas y las de todos', async () => {
    const token = await t.login('empresa', 'seleccion.demo');
    const { body } = await t.call(endpoints.comunicacionesEmpresa, {}, token);
    expect(body.datos.map((c: { enlace: string | null }) => c.enlace)).toEqual([
      'https://www.example.es/foro-empleo-2026',
      '/nuevo-convenio-colaboracion',
    ]);
  });
});
