import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuthRepository } from './auth.repository';
import { SessionService } from './session.service';

/**
 * Issue 9, finding 2: a token issued BEFORE a change of membership or state
 * stops at the next call (cache off in tests), not when it expires.
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

/** A call that reads the company's offers, and one that reads the student's candidacies. */
const asCompany = (token: string) => t.call(endpoints.dameProcesosEmpleoYpracticas, {}, token);
const asStudent = (token: string) => t.call(endpoints.candidaturasEmpleo, {}, token);

function expectSessionLost(r: { http: number; body: { status: number } }) {
  expect(r.http).toBe(401);
  expect(r.body.status).toBe(2);
}

describe('la sesión de un contacto sigue a su empresa', () => {
  it('quitado de una empresa: el token de esa empresa deja de valer; el de la otra, no', async () => {
    const idA = await companyId('A58818501');
    const idB = await companyId('B12345674');
    const tokenA = await t.login('empresa', 'rrhh.demo', idA);
    const tokenB = await t.login('empresa', 'rrhh.demo', idB);
    expect((await asCompany(tokenA)).body.status).toBe(0);

    const removed = await t.database.query<{ tipos_contacto: number[] }>(
      `DELETE FROM contacto_empresas WHERE id_empresa = $1
         AND id_contacto = (SELECT id FROM contactos_empresa WHERE nick = 'rrhh.demo') RETURNING tipos_contacto`,
      [idA],
    );
    expect(removed).toHaveLength(1);
    try {
      expectSessionLost(await asCompany(tokenA));
      expect((await asCompany(tokenB)).body.status).toBe(0);
    } finally {
      await t.database.query(
        `INSERT INTO contacto_empresas (id_contacto, id_empresa, tipos_contacto)
         SELECT id, $1, $2 FROM contactos_empresa WHERE nick = 'rrhh.demo'`,
        [idA, removed[0]?.tipos_contacto],
      );
    }
    expect((await asCompany(tokenA)).body.status).toBe(0);
  });

  it('empresa bloqueada (o devuelta a pendiente): sus tokens dejan de valer', async () => {
    const idB = await companyId('B12345674');
    const token = await t.login('empresa', 'seleccion.demo');
    expect((await asCompany(token)).body.status).toBe(0);
    try {
      for (const estado of ['bloqueada', 'pendiente']) {
        await t.database.query('UPDATE empresas SET estado = $1 WHERE id = $2', [estado, idB]);
        expectSessionLost(await asCompany(token));
        expectSessionLost(await t.call(endpoints.addOferta, {}, token));
      }
    } finally {
      await t.database.query("UPDATE empresas SET estado = 'validada' WHERE id = $1", [idB]);
    }
  });
});

describe('la sesión de un estudiante sigue a su cuenta', () => {
  for (const [estado, caso] of [
    ['bloqueado', 'bloqueado (90)'],
    ['baja', 'dado de baja (32)'],
  ] as const) {
    it(`${caso}: su token deja de valer en la siguiente llamada`, async () => {
      const token = await t.login('alumno', '12345678Z');
      expect((await asStudent(token)).body.status).toBe(0);
      await t.database.query("UPDATE alumnos SET estado = $1 WHERE dni = '12345678Z'", [estado]);
      try {
        expectSessionLost(await asStudent(token));
      } finally {
        await t.database.query("UPDATE alumnos SET estado = 'activo' WHERE dni = '12345678Z'");
      }
    });
  }
});

describe('modo dios en una empresa', () => {
  it('entra en una empresa validada del contacto, nunca en una bloqueada', async () => {
    const gestor = await t.login('gestor', 'gestor.demo');
    const idA = await companyId('A58818501');
    const idB = await companyId('B12345674');
    await t.database.query("UPDATE empresas SET estado = 'bloqueada' WHERE id = $1", [idA]);
    try {
      const blocked = await t.call(
        endpoints.suplantar,
        { tipo: 'empresa', usuario: 'rrhh.demo', eidEmpresa: idA, motivo: 'Prueba del modo dios en los tests' },
        gestor,
      );
      expect(blocked.body.status).toBe(9);
      const chosen = await t.call(
        endpoints.suplantar,
        { tipo: 'empresa', usuario: 'rrhh.demo', motivo: 'Prueba del modo dios en los tests' },
        gestor,
      );
      expect(chosen.body.status).toBe(0);
      expect((await asCompany(chosen.body.datos.token)).body.status).toBe(0);
      expect(JSON.parse(Buffer.from(chosen.body.datos.token.split('.')[1] ?? '', 'base64url').toString()).idEmpresa).toBe(idB);
    } finally {
      await t.database.query("UPDATE empresas SET estado = 'validada' WHERE id = $1", [idA]);
    }
  });
});

describe('con la caché de sesiones de 2 s (aquí 300 ms)', () => {
  it('una empresa bloqueada desde otra copia deja de entrar al vencer la ventana', async () => {
    const sessions = new SessionService({ repo: new AuthRepository(t.database.db), signer: t.services.signer, cacheMs: 300 });
    const idB = await companyId('B12345674');
    const token = await t.login('empresa', 'seleccion.demo');
    expect(await sessions.authenticate(token)).not.toBeNull();
    await t.database.query("UPDATE empresas SET estado = 'bloqueada' WHERE id = $1", [idB]);
    try {
      expect(await sessions.authenticate(token)).not.toBeNull();
      await new Promise((r) => setTimeout(r, 350));
      expect(await sessions.authenticate(token)).toBeNull();
    } finally {
      await t.database.query("UPDATE empresas SET estado = 'validada' WHERE id = $1", [idB]);
    }
  });
});
