import type { Endpoint } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearOferta } from './test-fixtures';

/**
 * A student must not learn that an offer exists before it is published (a
 * company's draft, one waiting for staff review, a closed or deleted one): every
 * student read or action by url answers for it exactly as for a url that
 * matches nothing — same HTTP status, same envelope.
 */
let t: TestApp;
let token: string;
let pendiente: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await crearAlumno(t, { estudios: [{ titulacion: 33, creditos: 90 }] })).token;
  // Pending staff review (estado 1), with the fields each read looks at set, so none answers early for another reason.
  pendiente = (await crearOferta(t, { estado: 1, creditosMinimos: 120, documentacion: 'Expediente académico' })).url;
});
afterAll(() => t.close());

const FICHERO = { nombre: 'expediente', extension: 'pdf', ficheroB64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') };

const casos: [string, Endpoint, (url: string) => Record<string, unknown>][] = [
  ['sacaAvisoDeMinimoDeCreditosParaInscribirse', endpoints.avisoCreditos, (url) => ({ id: url })],
  ['dameOferta (ficha)', endpoints.oferta, (url) => ({ url })],
  ['dameCandidatura (detalle)', endpoints.candidatura, (url) => ({ url })],
  ['inscribirse', endpoints.inscribirse, (url) => ({ urlOferta: url })],
  ['desinscribirse', endpoints.desinscribirse, (url) => ({ urlOferta: url })],
  ['addDocumentoProceso (documentos por oferta)', endpoints.addDocumentoProceso, (url) => ({ urlOferta: url, ...FICHERO })],
];

describe('una oferta no publicada responde como una que no existe', () => {
  it.each(casos)('%s', async (_nombre, endpoint, input) => {
    const noPublicada = await t.call(endpoint, input(pendiente), token);
    const inexistente = await t.call(endpoint, input('oferta-que-no-existe-en-ninguna-parte'), token);
    expect(inexistente.body.status).not.toBe(0);
    expect({ http: noPublicada.http, body: noPublicada.body }).toEqual({ http: inexistente.http, body: inexistente.body });
  });

  it('con la oferta publicada, el aviso de créditos sí responde', async () => {
    await t.database.query('UPDATE ofertas SET id_estado = 2 WHERE url_acceso = $1', [pendiente]);
    const { body } = await t.call(endpoints.avisoCreditos, { id: pendiente }, token);
    expect(body).toMatchObject({ status: 0, datos: { aviso: true, creditosMinimos: 120, creditosAlumno: 90 } });
  });
});
