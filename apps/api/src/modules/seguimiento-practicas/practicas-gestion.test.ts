import {
  MOVILIDADES_PRACTICA,
  obligadoCotizacion,
  PAGADORES_PRACTICA,
  type PagadorPractica,
} from '@puente/contract/cotizacion-practicas';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The staff's internships list (issue 26): its filters, its pages, and the
 * obligated party it filters on, computed in SQL by the same rules as the
 * contract's function, compared case by case on both databases.
 */

const LEVANTE = 'B12345674';
let t: TestApp;
let gestor: string;
let id = 0;
let idConvenio = 0;

const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};
const idDe = async (tabla: 'empresas' | 'alumnos', columna: 'cif' | 'dni', valor: string) =>
  (await t.database.query<{ id: number }>(`SELECT id FROM ${tabla} WHERE ${columna} = $1`, [valor]))[0]?.id ?? 0;
const lista = (filtro: Record<string, unknown> = {}, token = gestor) => t.call(endpoints.practicasGestion, filtro, token);

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    {
      idAlumno: await idDe('alumnos', 'dni', '87654321X'),
      idEmpresa: await idDe('empresas', 'cif', LEVANTE),
      tipo: 'curricular',
      estado: 'en_curso',
      fechaInicio: dia(400),
      fechaFin: dia(480),
      tutorNombre: 'Luis Pardo Gil',
      tutorEmail: 'luis.pardo@levante.example',
    },
    gestor,
  );
  id = body.datos.idPractica;
  const pendientes = (await t.call(endpoints.conveniosPendientes, {}, gestor)).body.datos;
  idConvenio = pendientes.find((c) => c.empresa.cif === LEVANTE)?.idConvenio ?? 0;
  expect((await t.call(endpoints.validarConvenio, { id: idConvenio }, gestor)).body.status).toBe(0);
});
afterAll(() => t.close());

describe('la lista de prácticas de gestión', () => {
  it('quién cotiza, en SQL, coincide con la función del contrato en todos los casos', async () => {
    const pagadores: (PagadorPractica | null)[] = [null, ...PAGADORES_PRACTICA];
    let casos = 0;
    for (const asume of [true, false]) {
      await t.call(endpoints.clausulaCotizacionConvenio, { idConvenio, universidadAsumeCotizacion: asume }, gestor);
      for (const movilidad of MOVILIDADES_PRACTICA) {
        for (const remunerada of [true, false]) {
          for (const pagador of remunerada ? pagadores : [null]) {
            await t.database.query('UPDATE practicas SET movilidad = $1, remunerada = $2, pagador = $3 WHERE id = $4', [
              movilidad,
              remunerada,
              pagador,
              id,
            ]);
            const esperado = obligadoCotizacion({ movilidad, remunerada, pagador, universidadAsumeCotizacion: asume }).obligado;
            const fila = (await lista({ mes: dia(420).slice(0, 7), texto: 'Marcos' })).body.datos.items.find(
              (f) => f.idPractica === id,
            );
            expect(fila?.obligado, `${movilidad} ${remunerada} ${pagador} ${asume}`).toBe(esperado);
            const filtrada = await lista({ obligado: esperado, mes: dia(420).slice(0, 7) });
            expect(filtrada.body.datos.items.some((f) => f.idPractica === id)).toBe(true);
            casos += 1;
          }
        }
      }
    }
    expect(casos).toBe(2 * (4 * (4 + 1)));
  });

  it('filtra por estado, lo que falta, mes y texto; pagina sin repetir; lectura lee', async () => {
    await t.database.query("UPDATE practicas SET movilidad = 'nacional', remunerada = false, pagador = NULL WHERE id = $1", [id]);
    const fila = (await lista({ texto: 'marcos', mes: dia(420).slice(0, 7) })).body.datos.items.find((f) => f.idPractica === id);
    expect(fila).toMatchObject({ estado: 'en_curso', faltas: ['alta'] });
    expect((await lista({ falta: 'alta' })).body.datos.items.some((f) => f.idPractica === id)).toBe(true);
    expect((await lista({ falta: 'proyecto' })).body.datos.items.some((f) => f.idPractica === id)).toBe(false);
    expect((await lista({ estado: 'finalizada' })).body.datos.items.some((f) => f.idPractica === id)).toBe(false);
    expect((await lista({ mes: dia(-400).slice(0, 7) })).body.datos.items.some((f) => f.idPractica === id)).toBe(false);
    expect((await lista({ texto: 'zzzz-nadie' })).body.datos).toMatchObject({ items: [], total: 0 });

    // Ended four days ago without the tutor's report: overdue.
    await t.database.query('UPDATE practicas SET fecha_inicio = $1, fecha_fin = $2 WHERE id = $3', [dia(-60), dia(-4), id]);
    const vencida = (await lista({ falta: 'informe' })).body.datos.items.find((f) => f.idPractica === id);
    expect(vencida).toMatchObject({ estado: 'finalizada' });
    expect(vencida?.faltas).toContain('informe');

    const todas = (await lista({ tamano: 500 })).body;
    expect(todas.status).toBe(15);
    const completas: number[] = [];
    let cursor: string | undefined;
    let total = -1;
    do {
      const pagina = (await lista({ tamano: 2, ...(cursor ? { cursor } : {}) })).body.datos;
      if (total < 0) total = pagina.total;
      completas.push(...pagina.items.map((f) => f.idPractica));
      cursor = pagina.siguiente ?? undefined;
    } while (cursor);
    expect(new Set(completas).size).toBe(completas.length);
    expect(completas.length).toBe(total);
    expect((await lista({ cursor: 'no-es-un-cursor' })).body.status).toBe(15);

    const lectura = await t.login('gestor', 'lectura.demo');
    expect((await lista({}, lectura)).body.status).toBe(0);
    const empresa = await t.login('empresa', 'seleccion.demo');
    expect((await lista({}, empresa)).http).toBe(403);
  });

  it('la empresa obligada ve y descarga sus propios días efectivos; otra empresa, nada', async () => {
    // Unpaid, in Spain, and Levante's agreement no longer assigns it to the university: Levante registers it.
    await t.call(endpoints.clausulaCotizacionConvenio, { idConvenio, universidadAsumeCotizacion: false }, gestor);
    const levante = await t.login('empresa', 'seleccion.demo');
    const alta = await t.call(
      endpoints.altaSeguridadSocialPracticaEmpresa,
      { idPractica: id, ccc: '46 5555555 55', fechaAlta: dia(-60) },
      levante,
    );
    expect(alta.body.status).toBe(0);
    const mes = dia(-60).slice(0, 7);
    const meses = (await t.call(endpoints.mesesDiasEfectivosEmpresa, {}, levante)).body.datos;
    expect(meses.find((m) => m.mes === mes && m.ccc === '46555555555')).toMatchObject({ obligado: 'empresa', practicas: 1 });
    const fichero = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/diasEfectivosCsv?mes=${mes}&ccc=46555555555`,
      headers: { authorization: `Bearer ${levante}` },
    });
    expect(fichero.statusCode).toBe(200);
    expect(fichero.body).toContain('Marcos');
    const [meseta] = await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'A58818501'");
    const otra = await t.login('empresa', 'rrhh.demo', meseta?.id);
    expect((await t.call(endpoints.mesesDiasEfectivosEmpresa, {}, otra)).body.datos).toEqual([]);
    const ajeno = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/diasEfectivosCsv?mes=${mes}&ccc=46555555555`,
      headers: { authorization: `Bearer ${otra}` },
    });
    expect(ajeno.body).not.toContain('Marcos');
    // Once the agreement assigns it to the university, the file is the university's, not the company's.
    await t.call(endpoints.clausulaCotizacionConvenio, { idConvenio, universidadAsumeCotizacion: true }, gestor);
    expect((await t.call(endpoints.mesesDiasEfectivosEmpresa, {}, levante)).body.datos).toEqual([]);
  });
});
