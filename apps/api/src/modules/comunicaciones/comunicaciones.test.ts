import { MENSAJE_FIN_ANTERIOR } from '@puente/contract/comunicaciones';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
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

describe('las comunicaciones en la gestión', () => {
  let contenidos: string;
  let alumno: string;
  let empresa: string;
  const dia = (n: number) => {
    const d = new Date(`${hoyMadrid()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const hoy = () => dia(0);
  const textosAlumno = async () =>
    (await t.call(endpoints.comunicacionesAlumno, {}, alumno)).body.datos.map((c: { descripcion: string }) => c.descripcion);

  beforeAll(async () => {
    contenidos = await t.login('gestor', 'contenidos.demo');
    alumno = await t.login('alumno', '12345678Z');
    empresa = await t.login('empresa', 'seleccion.demo');
  });

  it('contenidos la crea para estudiantes: la ven en su inicio, no las empresas', async () => {
    const { body } = await t.call(
      endpoints.crearComunicacion,
      { para: 'alumno', fechaDesde: dia(-1), descripcion: '  Abierto el plazo de prácticas de verano  ', enlace: '/programas' },
      contenidos,
    );
    expect(body.status).toBe(0);
    expect(body.datos).toEqual({
      idComunicacion: expect.any(Number),
      para: 'alumno',
      fechaDesde: dia(-1),
      fechaHasta: null,
      descripcion: 'Abierto el plazo de prácticas de verano',
      enlace: '/programas',
      publicada: true,
      estado: 'vigente',
    });
    expect(await textosAlumno()).toContain('Abierto el plazo de prácticas de verano');
    const deEmpresa = (await t.call(endpoints.comunicacionesEmpresa, {}, empresa)).body.datos;
    expect(deEmpresa.map((c: { descripcion: string }) => c.descripcion)).not.toContain('Abierto el plazo de prácticas de verano');
  });

  it('15 por campo: sin texto, fin antes del inicio, enlace que no es web ni ruta del portal; nada se guarda', async () => {
    const antes = (await t.call(endpoints.comunicacionesGestion, {}, contenidos)).body.datos.total;
    const { body } = await t.call(
      endpoints.crearComunicacion,
      { para: 'todos', fechaDesde: dia(2), fechaHasta: dia(1), descripcion: ' ', enlace: 'javascript:alert(1)' },
      contenidos,
    );
    expect(body.status).toBe(15);
    expect(
      parseFieldErrors(body.datos)
        .map((e) => e.campo)
        .sort(),
    ).toEqual(['descripcion', 'enlace']);
    const fechas = await t.call(
      endpoints.crearComunicacion,
      { para: 'todos', fechaDesde: dia(2), fechaHasta: dia(1), descripcion: 'Fechas al revés' },
      contenidos,
    );
    expect(parseFieldErrors(fechas.body.datos)).toEqual([{ campo: 'fechaHasta', mensaje: MENSAJE_FIN_ANTERIOR }]);
    expect((await t.call(endpoints.comunicacionesGestion, {}, contenidos)).body.datos.total).toBe(antes);
  });

  it('la lista pagina, la más reciente primero, y filtra por destinatarios, estado y texto', async () => {
    for (const [n, para] of [
      [40, 'empresa'],
      [41, 'todos'],
      [42, 'alumno'],
    ] as const) {
      await t.call(endpoints.crearComunicacion, { para, fechaDesde: dia(n), descripcion: `Aviso programado ${n}` }, contenidos);
    }
    const primera = (await t.call(endpoints.comunicacionesGestion, { tamano: 2 }, contenidos)).body.datos;
    expect(primera.items.map((c: { descripcion: string }) => c.descripcion)).toEqual([
      'Aviso programado 42',
      'Aviso programado 41',
    ]);
    expect(primera.siguiente).not.toBeNull();
    const segunda = (await t.call(endpoints.comunicacionesGestion, { tamano: 2, cursor: primera.siguiente }, contenidos)).body
      .datos;
    expect(segunda.items[0]?.descripcion).toBe('Aviso programado 40');
    expect(segunda.total).toBe(primera.total);
    const programadas = (await t.call(endpoints.comunicacionesGestion, { estado: 'programada' }, contenidos)).body.datos;
    expect(programadas.items.every((c: { estado: string }) => c.estado === 'programada')).toBe(true);
    expect(programadas.total).toBeGreaterThanOrEqual(3);
    const deEmpresas = (await t.call(endpoints.comunicacionesGestion, { para: 'empresa', texto: 'AVISO programádo' }, contenidos))
      .body.datos;
    expect(deEmpresas.items.map((c: { descripcion: string }) => c.descripcion)).toEqual(['Aviso programado 40']);
  });

  it('editarla y retirarla: retirada sale del inicio y consta como retirada; publicarla la devuelve', async () => {
    const creada = (
      await t.call(
        endpoints.crearComunicacion,
        { para: 'todos', fechaDesde: hoy(), descripcion: 'Cierre por inventario' },
        contenidos,
      )
    ).body.datos;
    const editada = await t.call(
      endpoints.editarComunicacion,
      {
        id: creada.idComunicacion,
        para: 'todos',
        fechaDesde: hoy(),
        fechaHasta: dia(3),
        descripcion: 'Cierre por inventario el viernes',
      },
      contenidos,
    );
    expect(editada.body.datos).toMatchObject({ fechaHasta: dia(3), estado: 'vigente' });
    expect(await textosAlumno()).toContain('Cierre por inventario el viernes');
    const retirada = await t.call(endpoints.publicacionComunicacion, { id: creada.idComunicacion, publicada: false }, contenidos);
    expect(retirada.body.datos).toMatchObject({ publicada: false, estado: 'retirada' });
    expect(await textosAlumno()).not.toContain('Cierre por inventario el viernes');
    await t.call(endpoints.publicacionComunicacion, { id: creada.idComunicacion, publicada: true }, contenidos);
    expect(await textosAlumno()).toContain('Cierre por inventario el viernes');
    const auditoria = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'comunicaciones' AND entidad_id = $1 ORDER BY id",
      [String(creada.idComunicacion)],
    );
    expect(auditoria.map((a) => a.accion)).toEqual([
      'comunicacion.crear',
      'comunicacion.editar',
      'comunicacion.retirar',
      'comunicacion.publicar',
    ]);
  });

  it('una que no existe es 48; solo lectura la lee pero no la cambia (71); prácticas no llega a ellas (71)', async () => {
    expect((await t.call(endpoints.publicacionComunicacion, { id: 999_999, publicada: false }, contenidos)).body.status).toBe(48);
    const lectura = await t.login('gestor', 'lectura.demo');
    expect((await t.call(endpoints.comunicacionesGestion, {}, lectura)).body.status).toBe(0);
    expect(
      (await t.call(endpoints.crearComunicacion, { para: 'todos', fechaDesde: hoy(), descripcion: 'No debería' }, lectura)).body
        .status,
    ).toBe(71);
    const practicas = await t.login('gestor', 'practicas.demo');
    expect((await t.call(endpoints.comunicacionesGestion, {}, practicas)).body.status).toBe(71);
  });
});
