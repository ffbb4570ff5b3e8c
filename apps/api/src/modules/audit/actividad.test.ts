import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';

/** The audit trail as administración reads it (issue 25): paged, filtered, and as a streamed CSV. */
describe('actividad: el registro de auditoría', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('gestor', 'gestor.demo');
    // Some trail of our own: three staff accounts and one god-mode entry.
    for (const nick of ['traza.uno', 'traza.dos', 'traza.tres']) {
      await t.call(
        endpoints.crearGestor,
        {
          nick,
          email: `${nick}@universidad.example`,
          nombre: 'Traza',
          apellidos: nick,
          permisos: ['contenidos'],
          password: DEMO_PASSWORD,
        },
        admin,
      );
    }
    const dios = await t.call(
      endpoints.suplantar,
      { tipo: 'alumno', usuario: '12345678Z', motivo: 'Prueba del modo dios en los tests' },
      admin,
    );
    expect(dios.body.status).toBe(0);
  });
  afterAll(() => t.close());

  it('lo más reciente primero, con el nombre de quien actuó, por páginas sin repetir filas', async () => {
    const primera = await t.call(endpoints.actividadGestion, { accion: 'gestor', tamano: 2 }, admin);
    expect(primera.body.status).toBe(0);
    expect(primera.body.datos.total).toBe(3);
    expect(primera.body.datos.items.map((f) => f.detalle?.nick)).toEqual(['traza.tres', 'traza.dos']);
    expect(primera.body.datos.items[0]?.actor).toMatchObject({ tipo: 'gestor', nombre: expect.stringMatching(/\S/) });
    const segunda = await t.call(
      endpoints.actividadGestion,
      { accion: 'gestor', tamano: 2, cursor: primera.body.datos.siguiente ?? '' },
      admin,
    );
    expect(segunda.body.datos.items.map((f) => f.detalle?.nick)).toEqual(['traza.uno']);
    expect(segunda.body.datos.siguiente).toBeNull();
  });

  it('filtra lo hecho en modo dios, por objeto y por fecha', async () => {
    const dios = await t.call(endpoints.actividadGestion, { comoAlguien: 'true' }, admin);
    expect(dios.body.datos.items.length).toBeGreaterThan(0);
    expect(dios.body.datos.items.every((f) => f.actor.tipo === 'gestor' && f.como !== null)).toBe(true);
    expect(dios.body.datos.items[0]?.como).toMatchObject({ tipo: 'alumno', nombre: expect.stringMatching(/\S/) });
    const ayer = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    expect((await t.call(endpoints.actividadGestion, { accion: 'gestor', hasta: ayer }, admin)).body.datos.total).toBe(0);
    const porObjeto = await t.call(endpoints.actividadGestion, { entidad: 'gestor' }, admin);
    expect(porObjeto.body.datos.items.every((f) => f.entidad === 'gestor')).toBe(true);
  });

  it('un estudiante como objeto reúne lo registrado como «alumno» y como «alumnos» (su CV)', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    const id = String((await t.database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '12345678Z'"))[0]?.id);
    expect((await t.call(endpoints.editPresentacion, { texto: 'Me gusta la logística.' }, lucia)).body.status).toBe(0);
    const r = await t.call(endpoints.actividadGestion, { entidad: 'alumno', entidadId: id }, admin);
    const acciones = r.body.datos.items.map((f) => `${f.accion}:${f.entidad}`);
    expect(acciones).toContain('cv.presentacion:alumnos');
    expect(acciones).toContain('suplantacion.inicio:alumno');
  });

  it('el CSV del mismo filtro sale por partes, con cabecera y una fila por acción', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/actividadCsv?accion=gestor',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="actividad-\d{4}-\d{2}-\d{2}\.csv"/);
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe(
      'Id;Fecha (UTC);Actor;Id del actor;Nombre del actor;Como;Id como;Nombre como;Acción;Objeto;Id del objeto;Detalle',
    );
    expect(lineas).toHaveLength(4);
    expect(lineas[1]).toContain('gestor.alta');
  });

  it('solo administración (o solo lectura) lee el registro', async () => {
    const otro = await t.login('gestor', 'traza.uno');
    expect((await t.call(endpoints.actividadGestion, {}, otro)).http).toBe(403);
  });
});
