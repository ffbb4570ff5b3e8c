import { endpoints } from '@puente/contract/endpoints/all';
import { type ElementoPendienteDe, TIPOS_PENDIENTE, type TipoPendiente } from '@puente/contract/pendiente';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearOferta, ofertaEmpleo, tokens } from '../procesos/test-fixtures';

describe('la cola de trabajo del personal', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t);
  });
  afterAll(() => t.close());

  const cola = async (token: string) => (await t.call(endpoints.pendienteGestion, {}, token)).body;
  const primeros = async (token: string, tipo: TipoPendiente, tamano?: number) =>
    (await t.call(endpoints.primerosPendienteGestion, { tipo, ...(tamano ? { tamano } : {}) }, token)).body;
  const items = async <T extends TipoPendiente>(tipo: T) => {
    const body = await primeros(tk.gestor, tipo, 50);
    expect(body.status, tipo).toBe(0);
    return body.datos as unknown as { total: number; items: ElementoPendienteDe<T>[] };
  };

  it('administración ve cada tipo; el total sigue a lo que espera, sin recargar nada más', async () => {
    const antes = await cola(tk.gestor);
    expect(antes.status).toBe(0);
    expect(antes.datos.map((p) => p.tipo)).toEqual([...TIPOS_PENDIENTE]);
    const ofertasAntes = antes.datos.find((p) => p.tipo === 'ofertas')?.total ?? 0;
    await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cola de trabajo' }));
    const despues = await cola(tk.gestor);
    const ofertas = despues.datos.find((p) => p.tipo === 'ofertas');
    expect(ofertas?.total).toBe(ofertasAntes + 1);
    expect(ofertas?.desde).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [empresas] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM empresas WHERE estado = 'pendiente'",
    );
    expect(despues.datos.find((p) => p.tipo === 'empresas')?.total).toBe(empresas?.n);
  });

  it('cada miembro ve solo los tipos que sus permisos leen', async () => {
    await t.call(
      endpoints.crearGestor,
      {
        nick: 'cola.empresas',
        email: 'cola@universidad.example',
        nombre: 'Cola',
        apellidos: 'Empresas',
        permisos: ['empresas'],
        password: DEMO_PASSWORD,
      },
      tk.gestor,
    );
    await t.call(
      endpoints.crearGestor,
      {
        nick: 'cola.contenidos',
        email: 'conte@universidad.example',
        nombre: 'Cola',
        apellidos: 'Contenidos',
        permisos: ['contenidos'],
        password: DEMO_PASSWORD,
      },
      tk.gestor,
    );
    expect((await cola(await t.login('gestor', 'cola.empresas'))).datos.map((p) => p.tipo)).toEqual(['empresas', 'ofertas']);
    expect((await cola(await t.login('gestor', 'cola.contenidos'))).datos).toEqual([]);
  });

  it('primeros: los más antiguos de un tipo, los mismos que cuenta la cola, con un tamaño acotado', async () => {
    const totales = new Map((await cola(tk.gestor)).datos.map((p) => [p.tipo, p.total]));
    for (const tipo of TIPOS_PENDIENTE) {
      const { total, items: lista } = await items(tipo);
      expect(total, tipo).toBe(totales.get(tipo));
      expect(lista.length, tipo).toBe(Math.min(total, 50));
      expect(lista.every((i) => i.tipo === tipo)).toBe(true);
      const fechas = lista.map((i) => Date.parse(i.desde));
      expect(
        [...fechas].sort((a, b) => a - b),
        tipo,
      ).toEqual(fechas);
    }
    expect((await primeros(tk.gestor, 'ofertas', 2)).datos).toMatchObject({ total: totales.get('ofertas') });
    expect((await primeros(tk.gestor, 'ofertas', 2)).datos.items).toHaveLength(2);
    expect((await primeros(tk.gestor, 'ofertas')).datos.items).toHaveLength(Math.min(10, totales.get('ofertas') ?? 0));

    const malo = await t.call(endpoints.primerosPendienteGestion, { tipo: 'ofertas', tamano: 51 }, tk.gestor);
    expect(malo.body.status).toBe(15);
    const tipoMalo = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/pendiente/nada',
      headers: { authorization: `Bearer ${tk.gestor}` },
    });
    expect(tipoMalo.json().status).toBe(15);
  });

  it('un miembro solo abre los tipos que sus permisos leen (71, nombrando el área); solo lectura los lee todos', async () => {
    const empresas = await t.login('gestor', 'cola.empresas');
    expect((await primeros(empresas, 'empresas')).status).toBe(0);
    const ajeno = await primeros(empresas, 'convenios');
    expect(ajeno.status).toBe(71);
    expect(ajeno.mensaje).toMatch(/prácticas y convenios/);
    expect((await primeros(await t.login('gestor', 'cola.contenidos'), 'ofertas')).status).toBe(71);
    const lectura = await t.login('gestor', 'lectura.demo');
    for (const tipo of TIPOS_PENDIENTE) expect((await primeros(lectura, tipo)).status, tipo).toBe(0);
  });

  it('cada decisión saca el elemento de la cola y baja su cuenta', async () => {
    const total = async (tipo: TipoPendiente) => (await cola(tk.gestor)).datos.find((p) => p.tipo === tipo)?.total ?? 0;
    const decidir = async <T extends TipoPendiente>(
      tipo: T,
      llamada: (item: ElementoPendienteDe<T>) => Promise<{ body: { status: number } }>,
      clave: (item: ElementoPendienteDe<T>) => string,
      esperado = 0,
    ) => {
      const antes = await total(tipo);
      const [primero] = (await items(tipo)).items;
      if (!primero) throw new Error(`nada pendiente de tipo ${tipo}`);
      expect((await llamada(primero)).body.status, tipo).toBe(esperado);
      expect(await total(tipo), tipo).toBe(antes - 1);
      expect((await items(tipo)).items.map(clave), tipo).not.toContain(clave(primero));
    };
    await decidir(
      'empresas',
      (e) => t.call(endpoints.validarEmpresa, { id: e.idEmpresa }, tk.gestor),
      (e) => e.cif,
    );
    await decidir(
      'ofertas',
      (o) =>
        t.call(
          endpoints.ofertasEnBloque,
          { decision: 'rechazar', ids: [o.idOferta], motivo: { idMotivo: 'costeParaElCandidato' } },
          tk.gestor,
        ),
      (o) => String(o.idOferta),
    );
    await decidir(
      'convenios',
      (c) => t.call(endpoints.validarConvenio, { id: c.idConvenio }, tk.gestor),
      (c) => String(c.idConvenio),
    );
    await decidir(
      'adhesiones',
      (a) =>
        t.call(
          endpoints.resolverAdhesionPrograma,
          { id: a.idPrograma, tipo: a.adherente, idAdherente: a.idAdherente, aceptar: true },
          tk.gestor,
        ),
      (a) => `${a.idPrograma}-${a.adherente}-${a.idAdherente}`,
    );
    await decidir(
      'propuestas',
      (p) =>
        t.call(
          endpoints.rechazarPropuestaPractica,
          { id: p.idSolicitud, motivo: 'Las fechas no encajan con el calendario.' },
          tk.gestor,
        ),
      (p) => String(p.idSolicitud),
      520,
    );
    await decidir(
      'cambios',
      (c) =>
        t.call(
          endpoints.resolverSolicitudCambioPractica,
          { id: c.idSolicitud, aceptar: false, respuesta: 'Mejor al final del trimestre.' },
          tk.gestor,
        ),
      (c) => String(c.idSolicitud),
    );
  });
});
