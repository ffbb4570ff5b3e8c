import { endpoints } from '@puente/contract/endpoints/all';
import { TIPOS_PENDIENTE } from '@puente/contract/pendiente';
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
});
