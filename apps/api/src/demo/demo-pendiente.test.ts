import { endpoints } from '@puente/contract/endpoints/all';
import type { ElementoPendienteDe, TipoPendiente } from '@puente/contract/pendiente';
import { isValidCif, isValidDniNie } from '@puente/contract/validation/spanish-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EMPRESA_PENDIENTE_DEMO, OFERTAS_PENDIENTES_DEMO } from './demo-pendiente';

let t: TestApp;
let gestor: string;
beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
});
afterAll(() => t.close());

const primeros = async <T extends TipoPendiente>(tipo: T, tamano = 50) => {
  const { body } = await t.call(endpoints.primerosPendienteGestion, { tipo, tamano }, gestor);
  expect(body.status, tipo).toBe(0);
  return body.datos as unknown as { total: number; items: ElementoPendienteDe<T>[] };
};

describe('semilla de lo pendiente (issue 25)', () => {
  it('una empresa pide el alta: pendiente, con su contacto sin contraseña, la más antigua de la cola', async () => {
    expect(isValidCif(EMPRESA_PENDIENTE_DEMO.cif)).toBe(true);
    const [primera] = (await primeros('empresas', 1)).items;
    expect(primera).toMatchObject({
      tipo: 'empresas',
      cif: EMPRESA_PENDIENTE_DEMO.cif,
      nombre: EMPRESA_PENDIENTE_DEMO.nombreFiscal,
      nombreComercial: EMPRESA_PENDIENTE_DEMO.nombreComercial,
      contacto: { nombre: 'Nuria Peris Llorens', email: EMPRESA_PENDIENTE_DEMO.contacto.email },
    });
    // Until the university validates the company its contact has no password: the validation mails the link.
    const [contacto] = await t.database.query<{ sin: boolean; nif: string }>(
      'SELECT password_hash IS NULL AS sin, nif FROM contactos_empresa WHERE nick = $1',
      [EMPRESA_PENDIENTE_DEMO.contacto.nick],
    );
    expect(contacto?.sin).toBe(true);
    expect(isValidDniNie(contacto?.nif ?? '')).toBe(true);
    // Signed up through the service: the request and the privacy acceptance are audited.
    const auditoria = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'empresa' AND entidad_id = $1 ORDER BY id",
      [String(primera?.idEmpresa)],
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['empresa.solicitud', 'privacidad.aceptacion']);
  });

  it('sus dos ofertas esperan validación, completas y en plazo, las primeras de la cola', async () => {
    const { items } = await primeros('ofertas', 2);
    expect(items.map((o) => o.titulo)).toEqual([...OFERTAS_PENDIENTES_DEMO]);
    for (const o of items) {
      expect(o.empresa).toMatchObject({ nombre: EMPRESA_PENDIENTE_DEMO.nombreComercial, validada: false });
      const revision = (await t.call(endpoints.dameOfertaValidacion, { idOferta: o.idOferta }, gestor)).body;
      expect(revision.status).toBe(0);
      expect(revision.datos.pendiente).toMatchObject({ camposPendientes: [], plazoCerrado: false });
    }
  });

  it('hay algo de cada tipo que se decide en el inicio: convenio, adhesión, propuesta, cambio; y solicitudes a centros', async () => {
    for (const tipo of ['convenios', 'adhesiones', 'propuestas', 'cambios', 'centros'] as const) {
      expect((await primeros(tipo)).items.length, tipo).toBeGreaterThan(0);
    }
    expect((await primeros('adhesiones')).items).toContainEqual(
      expect.objectContaining({ programa: 'Prácticas en Pymes Innovadoras', adherente: 'empresa', nombre: 'Meseta Industrial' }),
    );
  });
});
