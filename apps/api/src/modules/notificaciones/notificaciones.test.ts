import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Aviso {
  idNotificacion: number;
  titulo: string;
  leida: boolean;
  Importante: boolean;
  urlAcceso: string | null;
  urlExterna: string | null;
}

/** The panel endpoints of one role, so both roles run the same checks. */
const ROLES = {
  alumno: {
    login: () => t.login('alumno', '12345678Z'),
    otro: () => t.login('alumno', '87654321X'),
    listar: endpoints.notificacionesAlumno,
    leida: endpoints.marcarNotificacionLeidaAlumno,
    eliminar: endpoints.eliminaNotificacionAlumno,
    sinEnlace: endpoints.marcarNotificacionesSinEnlaceLeidasAlumno,
    leidas: endpoints.marcarNotificacionesLeidasAlumno,
    todas: endpoints.eliminaNotificacionesAlumno,
  },
  empresa: {
    // rrhh.demo acts for either demo company; seleccion.demo only for Innovación Levante.
    login: async () => t.login('empresa', 'seleccion.demo'),
    otro: async () => t.login('empresa', 'rrhh.demo', await idEmpresa('A58818501')),
    listar: endpoints.notificacionesEmpresa,
    leida: endpoints.marcarNotificacionLeidaEmpresa,
    eliminar: endpoints.eliminaNotificacionEmpresa,
    sinEnlace: endpoints.marcarNotificacionesSinEnlaceLeidasEmpresa,
    leidas: endpoints.marcarNotificacionesLeidasEmpresa,
    todas: endpoints.eliminaNotificacionesEmpresa,
  },
} as const;

async function idEmpresa(cif: string) {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]);
  return (rows[0] as { id: number }).id;
}

describe.each(Object.entries(ROLES))('notificaciones de %s', (_rol, r) => {
  it('dameNotificaciones: importantes primero, con los campos del spec', async () => {
    const token = await r.login();
    const { body } = await t.call(r.listar, {}, token);
    expect(body.status).toBe(0);
    const lista = body.datos as Aviso[];
    expect(lista.length).toBeGreaterThanOrEqual(2);
    const primeraNormal = lista.findIndex((n) => !n.Importante);
    expect(lista.slice(primeraNormal).every((n) => !n.Importante)).toBe(true);
    expect(Object.keys(lista[0] as Aviso).sort()).toEqual(
      ['Importante', 'fecha', 'idNotificacion', 'leida', 'texto', 'titulo', 'urlAcceso', 'urlExterna'].sort(),
    );
  });

  it('marcar leída, cerrar el panel (las sin enlace) y eliminar una; cada acción devuelve las no leídas', async () => {
    const token = await r.login();
    const antes = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    const conEnlace = antes.find((n) => !n.leida && (n.urlAcceso || n.urlExterna)) as Aviso;
    const marcada = await t.call(r.leida, { id: conEnlace.idNotificacion }, token);
    expect(marcada.body).toMatchObject({ status: 0, datos: { noLeidas: antes.filter((n) => !n.leida).length - 1 } });

    await t.call(r.sinEnlace, {}, token);
    const despues = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    expect(despues.filter((n) => !n.urlAcceso && !n.urlExterna).every((n) => n.leida)).toBe(true);

    const eliminada = await t.call(r.eliminar, { id: conEnlace.idNotificacion }, token);
    expect(eliminada.body.status).toBe(0);
    const quedan = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    expect(quedan.map((n) => n.idNotificacion)).not.toContain(conEnlace.idNotificacion);
    expect(eliminada.body.datos.noLeidas).toBe(quedan.filter((n) => !n.leida).length);
  });

  it('aislamiento: no ve ni toca las notificaciones de otro (48, como si no existieran)', async () => {
    const token = await r.login();
    const otro = await r.otro();
    const ajenas = (await t.call(r.listar, {}, otro)).body.datos as Aviso[];
    const propias = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    const ajena = ajenas[0] as Aviso;
    expect(propias.map((n) => n.idNotificacion)).not.toContain(ajena.idNotificacion);
    expect((await t.call(r.leida, { id: ajena.idNotificacion }, token)).body.status).toBe(48);
    expect((await t.call(r.eliminar, { id: ajena.idNotificacion }, token)).body.status).toBe(48);
    expect((await t.call(r.eliminar, { id: 99999999 }, token)).body.status).toBe(48);
    const sigue = (await t.call(r.listar, {}, otro)).body.datos as Aviso[];
    expect(sigue.find((n) => n.idNotificacion === ajena.idNotificacion)?.leida).toBe(ajena.leida);
  });

  it('marcarNotificacionesLeidas marca todas las propias (con enlace o sin él) y ninguna ajena', async () => {
    const token = await r.login();
    const otro = await r.otro();
    const ajenasAntes = (await t.call(r.listar, {}, otro)).body.datos as Aviso[];
    const propias = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    expect(propias.length).toBeGreaterThan(0);
    expect((await t.call(r.leidas, {}, token)).body).toMatchObject({ status: 0, datos: { noLeidas: 0 } });
    const despues = (await t.call(r.listar, {}, token)).body.datos as Aviso[];
    expect(despues.map((n) => n.idNotificacion)).toEqual(propias.map((n) => n.idNotificacion));
    expect(despues.every((n) => n.leida)).toBe(true);
    expect((await t.call(r.listar, {}, otro)).body.datos).toEqual(ajenasAntes);
    // Again: nothing left to mark, still 0.
    expect((await t.call(r.leidas, {}, token)).body.datos).toEqual({ noLeidas: 0 });
  });

  it('eliminaNotificaciones borra todas las propias y ninguna ajena', async () => {
    const token = await r.login();
    const otro = await r.otro();
    const ajenasAntes = ((await t.call(r.listar, {}, otro)).body.datos as Aviso[]).length;
    expect((await t.call(r.todas, {}, token)).body).toMatchObject({ status: 0, datos: { noLeidas: 0 } });
    expect((await t.call(r.listar, {}, token)).body.datos).toEqual([]);
    expect(((await t.call(r.listar, {}, otro)).body.datos as Aviso[]).length).toBe(ajenasAntes);
  });
});

describe('notificar', () => {
  it('crea notificaciones para un estudiante o para una empresa, que ven todos sus contactos', async () => {
    const levante = await idEmpresa('B12345674');
    await t.services.notificaciones.notificar({
      destinoTipo: 'empresa',
      destinoId: levante,
      clave: 'oferta.validada',
      parametros: { oferta: 'Aviso de prueba' },
      importante: true,
      urlExterna: 'https://www.example.es',
    });
    for (const token of [await t.login('empresa', 'seleccion.demo'), await t.login('empresa', 'rrhh.demo', levante)]) {
      const lista = (await t.call(endpoints.notificacionesEmpresa, {}, token)).body.datos as Aviso[];
      expect(lista[0]).toMatchObject({
        titulo: 'Oferta publicada',
        texto: 'La universidad ha validado tu oferta «Aviso de prueba» y ya está publicada.',
        Importante: true,
        urlExterna: 'https://www.example.es',
        leida: false,
      });
    }
  });
});
