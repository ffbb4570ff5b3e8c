import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearCandidatura, crearOferta, ofertaPracticas, setEstadoOferta, tokens } from './test-fixtures';

/**
 * Company A never reads or changes company B's offers, candidacies or
 * candidates, and a contact of both companies sees only the one it logged in
 * for: rrhh.demo acting for Meseta (A58818501) against Levante's
 * (B12345674) records, and seleccion.demo (Levante only) against Meseta's.
 */

interface Ajeno {
  idOferta: number;
  urlAcceso: string;
  idCandidatura: number;
}

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let deLevante: Ajeno;
let deMeseta: Ajeno;
let idProgramaLevante: number;

async function prepara(token: string): Promise<Ajeno> {
  const o = await crearOferta(t, token);
  await setEstadoOferta(t, o.idOferta, 2);
  const idCandidatura = await crearCandidatura(t, o.idOferta, '12345678Z', 1);
  return { idOferta: o.idOferta, urlAcceso: o.urlAcceso, idCandidatura };
}

/** Everything a refused call could have changed, to compare before and after. */
const huella = async () =>
  t.database.query(
    `SELECT (SELECT json_agg(json_build_object('id', id, 'estado', id_estado, 'titulo', titulo, 'actualizado', actualizado_en) ORDER BY id) FROM ofertas) AS ofertas,
            (SELECT json_agg(json_build_object('id', id, 'estado', estado) ORDER BY id) FROM candidaturas) AS candidaturas,
            (SELECT count(*)::int FROM candidatura_historial) AS historial,
            (SELECT count(*)::int FROM notificaciones) AS notificaciones`,
  );

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  deLevante = await prepara(tk.levante);
  deMeseta = await prepara(tk.meseta);
  const [p] = await t.database.query<{ id: number }>(
    "INSERT INTO programas (titulo, url_acceso, meses) VALUES ('Programa solo Levante', 'programa-solo-levante', 12) RETURNING id",
  );
  idProgramaLevante = (p as { id: number }).id;
  await t.database.query("INSERT INTO programa_empresas (id_programa, id_empresa, estado) VALUES ($1, $2, 'adherida')", [
    idProgramaLevante,
    tk.idLevante,
  ]);
});
afterAll(() => t.close());

type Caso = [nombre: string, codigo: number, llamada: (token: string, ajeno: Ajeno) => ReturnType<TestApp['call']>];

const casos: Caso[] = [
  ['dameOfertaEditable', 4, (tok, a) => t.call(endpoints.dameOfertaEditable, { id: a.idOferta }, tok)],
  [
    'editaOferta',
    4,
    (tok, a) => t.call(endpoints.editaOferta, { ...ofertaPracticas({ titulo: 'Robada' }), idOferta: a.idOferta }, tok),
  ],
  ['cerrarOferta', 4, (tok, a) => t.call(endpoints.cerrarOferta, { urlOferta: a.urlAcceso }, tok)],
  ['copiarOferta', 4, (tok, a) => t.call(endpoints.copiarOferta, { urlOferta: a.urlAcceso }, tok)],
  ['copiarOfertaPerfilContrario', 4, (tok, a) => t.call(endpoints.copiarOfertaPerfilContrario, { urlOferta: a.urlAcceso }, tok)],
  ['deleteOferta', 4, (tok, a) => t.call(endpoints.deleteOferta, { urlOferta: a.urlAcceso }, tok)],
  ['dameDatosProceso', 4, (tok, a) => t.call(endpoints.dameDatosProceso, { id: a.idOferta }, tok)],
  ['dameDatosProcesoComoAlumno', 4, (tok, a) => t.call(endpoints.dameDatosProcesoComoAlumno, { id: a.idOferta }, tok)],
  ['dameCandidato', 31, (tok, a) => t.call(endpoints.dameCandidato, { id: a.idCandidatura }, tok)],
  [
    'cambiaEstadoCandidatura',
    31,
    (tok, a) => t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: a.idCandidatura, idEstado: 5, idMotivo: 9 }, tok),
  ],
];

describe.each([
  ['rrhh.demo con Meseta contra Levante', () => tk.meseta, () => deLevante],
  ['seleccion.demo (Levante) contra Meseta', () => tk.levante, () => deMeseta],
])('%s', (_quien, token, ajeno) => {
  it.each(casos)('%s con ids de la otra empresa → %i, sin datos ni cambios', async (_n, codigo, llamada) => {
    const antes = await huella();
    const { body } = await llamada(token(), ajeno());
    expect(body.status).toBe(codigo);
    expect(body.datos).toBeNull();
    expect(await huella()).toEqual(antes);
  });

  it('dameProcesosEmpleoYpracticas no incluye los procesos de la otra empresa', async () => {
    const { body } = await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, token());
    expect(body.datos.map((p: { idOferta: number }) => p.idOferta)).not.toContain(ajeno().idOferta);
  });
});

describe('un contacto de dos empresas', () => {
  it('entrando por Levante ve lo de Levante y no lo de Meseta', async () => {
    expect((await t.call(endpoints.dameDatosProceso, { id: deLevante.idOferta }, tk.rrhhLevante)).body.status).toBe(0);
    expect((await t.call(endpoints.dameCandidato, { id: deLevante.idCandidatura }, tk.rrhhLevante)).body.status).toBe(0);
    expect((await t.call(endpoints.dameDatosProceso, { id: deMeseta.idOferta }, tk.rrhhLevante)).body.status).toBe(4);
    expect((await t.call(endpoints.dameCandidato, { id: deMeseta.idCandidatura }, tk.rrhhLevante)).body.status).toBe(31);
  });

  it('una oferta creada entrando por Meseta es de Meseta, diga lo que diga el cuerpo', async () => {
    const { body } = await t.call(endpoints.addOferta, { ...ofertaPracticas(), idEmpresa: tk.idLevante }, tk.meseta);
    expect(body.status).toBe(506);
    const [row] = await t.database.query<{ id_empresa: number }>('SELECT id_empresa FROM ofertas WHERE id = $1', [
      body.datos.idOferta,
    ]);
    expect(row?.id_empresa).toBe(tk.idMeseta);
  });

  it('los programas de Levante no se ofrecen ni se aceptan entrando por Meseta', async () => {
    const lista = await t.call(endpoints.programasDeLaEmpresa, {}, tk.meseta);
    expect(lista.body.datos.map((p: { id: number }) => p.id)).not.toContain(idProgramaLevante);
    const oferta = ofertaPracticas({ idPrograma: idProgramaLevante, tiempoDedicacionJornada: 80, meses: 12 });
    expect((await t.call(endpoints.addOferta, oferta, tk.meseta)).body.status).toBe(63);
    expect((await t.call(endpoints.addOferta, oferta, tk.rrhhLevante)).body.status).toBe(506);
  });

  it('los avisos de una empresa van a esa empresa, no a la otra', async () => {
    const o = await crearOferta(t, tk.levante);
    await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor);
    const rows = await t.database.query<{ destino_id: number }>(
      "SELECT destino_id FROM notificaciones WHERE destino_tipo = 'empresa' AND url_acceso = $1",
      [`/mis-ofertas/${o.idOferta}`],
    );
    expect(rows).toEqual([{ destino_id: tk.idLevante }]);
  });
});
