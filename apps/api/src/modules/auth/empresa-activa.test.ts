import { endpoints } from '@puente/contract/endpoints/all';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The company switcher of a contact of several companies (issue 10, finding 6):
 * GET misEmpresas and POST cambiarEmpresa. rrhh.demo belongs to Innovación
 * Levante and Grupo Industrial Meseta; seleccion.demo to one other company.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function companyId(cif: string) {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]);
  return (rows[0] as { id: number }).id;
}

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';

describe('misEmpresas', () => {
  it('lists only the contact’s own validated companies, the active one marked', async () => {
    const levante = await companyId(LEVANTE);
    const meseta = await companyId(MESETA);
    // A third company of rrhh.demo still waiting for validation cannot be entered, so it is not offered.
    await t.database.query(
      `WITH e AS (INSERT INTO empresas (cif, nombre, estado) VALUES ('B87654321', 'Pendiente de Validar S.L.', 'pendiente') RETURNING id)
       INSERT INTO contacto_empresas (id_contacto, id_empresa)
       SELECT c.id, e.id FROM contactos_empresa c, e WHERE c.nick = 'rrhh.demo'`,
    );
    const token = await t.login('empresa', 'rrhh.demo', levante);
    const { body } = await t.call(endpoints.misEmpresas, {}, token);
    expect(body.status).toBe(0);
    expect(body.datos.map((e) => [e.idEmpresa, e.activa])).toEqual(
      expect.arrayContaining([
        [levante, true],
        [meseta, false],
      ]),
    );
    expect(body.datos).toHaveLength(2);
    expect(body.datos.find((e) => e.idEmpresa === levante)).toMatchObject({ cif: LEVANTE, nombre: 'Innovación Levante S.L.' });
  });

  it('a contact of one company gets that one', async () => {
    const token = await t.login('empresa', 'seleccion.demo');
    const { body } = await t.call(endpoints.misEmpresas, {}, token);
    expect(body.datos).toHaveLength(1);
    expect(body.datos[0]?.activa).toBe(true);
  });
});

describe('cambiarEmpresa', () => {
  it('answers a token for the other company, audits the switch and revokes the old token', async () => {
    const levante = await companyId(LEVANTE);
    const meseta = await companyId(MESETA);
    const viejo = await t.login('empresa', 'rrhh.demo', levante);
    const antes = (await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, viejo)).body.datos;

    const r = await t.call(endpoints.cambiarEmpresa, { idEmpresa: meseta }, viejo);
    expect(r.body.status).toBe(0);
    const nuevo = r.body.datos.token;
    expect(decodeJwt(nuevo)).toMatchObject({ role: 'empresa', idEmpresa: meseta, unique_name: decodeJwt(viejo).unique_name });
    expect(r.body.datos).toMatchObject({ textoCortoRGPD: null, conPracticas: true, conEmpleo: true });

    // The new token acts for Meseta: its offers, not Levante's.
    const despues = (await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, nuevo)).body.datos;
    const ids = (lista: { idOferta: number }[]) => lista.map((p) => p.idOferta).sort();
    expect(ids(despues)).not.toEqual(ids(antes));
    expect((await t.call(endpoints.misEmpresas, {}, nuevo)).body.datos.find((e) => e.activa)?.idEmpresa).toBe(meseta);

    // One login, one company at a time: the old token no longer opens anything.
    const viejoOtraVez = await t.call(endpoints.misEmpresas, {}, viejo);
    expect(viejoOtraVez.http).toBe(401);
    expect(viejoOtraVez.body.status).toBe(2);

    const auditoria = await t.database.query<{ actor_tipo: string; entidad_id: string; detalle: { desde: number } }>(
      "SELECT actor_tipo, entidad_id, detalle FROM auditoria WHERE accion = 'empresa.cambio' ORDER BY id DESC LIMIT 1",
    );
    expect(auditoria[0]).toMatchObject({ actor_tipo: 'empresa', entidad_id: String(meseta), detalle: { desde: levante } });
  });

  it('refuses a company that is not the contact’s or not validated (9), and a malformed id (15)', async () => {
    const token = await t.login('empresa', 'rrhh.demo', await companyId(LEVANTE));
    const [ajena] = await t.database.query<{ id: number }>(
      `SELECT e.id FROM empresas e WHERE e.estado = 'validada' AND NOT EXISTS (
         SELECT 1 FROM contacto_empresas ce JOIN contactos_empresa c ON c.id = ce.id_contacto
         WHERE ce.id_empresa = e.id AND c.nick = 'rrhh.demo') LIMIT 1`,
    );
    const idAjena = (ajena as { id: number }).id;
    const pendiente = await companyId('B87654321');
    for (const idEmpresa of [idAjena, pendiente, 999_999]) {
      const r = await t.call(endpoints.cambiarEmpresa, { idEmpresa }, token);
      expect(r.body.status, `idEmpresa ${idEmpresa}`).toBe(9);
    }
    expect((await t.call(endpoints.cambiarEmpresa, { idEmpresa: 'abc' }, token)).body.status).toBe(15);
    // Refused: the token still works.
    expect((await t.call(endpoints.misEmpresas, {}, token)).body.status).toBe(0);
  });

  it('in god mode the new token keeps the staff member, who is the audited actor', async () => {
    const gestor = await t.login('gestor', 'gestor.demo');
    const god = (
      await t.call(
        endpoints.suplantar,
        {
          tipo: 'empresa',
          usuario: 'rrhh.demo',
          eidEmpresa: await companyId(LEVANTE),
          motivo: 'Prueba del modo dios en los tests',
        },
        gestor,
      )
    ).body.datos.token;
    const meseta = await companyId(MESETA);
    const r = await t.call(endpoints.cambiarEmpresa, { idEmpresa: meseta }, god);
    expect(decodeJwt(r.body.datos.token)).toMatchObject({ idEmpresa: meseta, act: { role: 'gestor' } });
    const auditoria = await t.database.query<{ actor_tipo: string; como_tipo: string }>(
      "SELECT actor_tipo, como_tipo FROM auditoria WHERE accion = 'empresa.cambio' ORDER BY id DESC LIMIT 1",
    );
    expect(auditoria[0]).toEqual({ actor_tipo: 'gestor', como_tipo: 'empresa' });
  });
});
