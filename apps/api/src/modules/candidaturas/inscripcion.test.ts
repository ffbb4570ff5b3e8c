import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type AlumnoFixture, crearAlumno, crearCandidatura, crearOferta, type OfertaFixture } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inscribirse = (token: string, urlOferta: string, tipo?: 'empleo' | 'practicas') =>
  t.call(endpoints.inscribirse, { urlOferta, ...(tipo ? { tipo } : {}) }, token);

/** A fresh student and offer built for one rule; answers the envelope of applying. */
async function intento(alumno: AlumnoFixture, oferta: OfertaFixture, tipo?: 'empleo' | 'practicas') {
  const a = await crearAlumno(t, alumno);
  const o = await crearOferta(t, oferta);
  return (await inscribirse(a.token, o.url, tipo)).body;
}

describe('inscribirse: cada regla de docs/candidaturas.md', () => {
  it('502: crea la candidatura en estado 1 y su historial, sin notificar al estudiante de su propia acción', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { perfil: 1 });
    const { http, body } = await inscribirse(a.token, o.url, 'empleo');
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 502, datos: { urlAcceso: o.url, estado: 1, textoEstado: 'Inscrita' } });
    const rows = await t.database.query<{ estado: number; n: number }>(
      `SELECT c.estado, (SELECT count(*)::int FROM candidatura_historial h WHERE h.id_candidatura = c.id AND h.actor_tipo = 'alumno') AS n
       FROM candidaturas c WHERE c.id_oferta = $1 AND c.id_alumno = $2`,
      [o.id, a.id],
    );
    expect(rows).toEqual([{ estado: 1, n: 1 }]);
    // The answer's banner (502) already tells the student; a notification about their own action is noise.
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.datos).toEqual([]);
    const auditoria = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'candidatura' AND accion = 'candidatura.estado' AND (detalle->>'hasta')::int = 1 AND entidad_id = (SELECT id::text FROM candidaturas WHERE id_oferta = $1 AND id_alumno = $2)",
      [o.id, a.id],
    );
    expect(auditoria[0]?.n).toBe(1);
  });

  it('4: oferta inexistente o no publicada (pendiente, cerrada)', async () => {
    const a = await crearAlumno(t);
    expect((await inscribirse(a.token, 'no-existe-esta-oferta')).body.status).toBe(4);
    for (const estado of [1, 3, 4, 5]) {
      const o = await crearOferta(t, { estado });
      expect((await inscribirse(a.token, o.url)).body.status, `estado ${estado}`).toBe(4);
    }
  });

  it('6 y 7: el tipo pedido no coincide con el perfil de la oferta', async () => {
    expect((await intento({}, { perfil: 1 }, 'practicas')).status).toBe(6);
    expect((await intento({}, { perfil: 2 }, 'empleo')).status).toBe(7);
  });

  it('92: plazo vencido (sigue publicada pero la fecha límite ya pasó)', async () => {
    expect((await intento({}, { limite: -2 })).status).toBe(92);
  });

  it('10: ya es candidato (también si retiró la candidatura)', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    expect((await inscribirse(a.token, o.url)).body.status).toBe(502);
    expect((await inscribirse(a.token, o.url)).body.status).toBe(10);
    await t.call(endpoints.desinscribirse, { urlOferta: o.url }, a.token);
    expect((await inscribirse(a.token, o.url)).body.status).toBe(10);
  });

  it('22: ni UTP ni UTE; 20: sin servicio de empleo; 21: sin servicio de prácticas', async () => {
    expect((await intento({ conEmpleo: false, conPracticas: false }, { perfil: 1 })).status).toBe(22);
    expect((await intento({ conEmpleo: false }, { perfil: 1 })).status).toBe(20);
    expect((await intento({ conPracticas: false }, { perfil: 2 })).status).toBe(21);
  });

  it('54: la búsqueda activa de ese perfil está desactivada', async () => {
    expect((await intento({ busquedaEmpleo: false }, { perfil: 1 })).status).toBe(54);
    expect((await intento({ busquedaPracticas: false }, { perfil: 2 })).status).toBe(54);
    // The other profile's flag does not matter.
    expect((await intento({ busquedaPracticas: false }, { perfil: 1 })).status).toBe(502);
  });

  it('26: sin estudios en el perfil', async () => {
    expect((await intento({ estudios: [] }, {})).status).toBe(26);
  });

  it('99: solo estudiantes de la universidad o centros adscritos', async () => {
    expect((await intento({ deLaUniversidad: false }, { soloUniversidad: true })).status).toBe(99);
    expect((await intento({ deLaUniversidad: false }, { soloUniversidad: false })).status).toBe(502);
  });

  it('96: la oferta pide titulaciones universitarias y el estudiante solo tiene FP', async () => {
    const soloFp = { estudios: [{ titulacion: 84, creditos: 120 }] };
    expect((await intento(soloFp, { titulaciones: [33, 41] })).status).toBe(96);
    // An offer that also takes the vocational degree accepts it.
    expect((await intento(soloFp, { titulaciones: [33, 84] })).status).toBe(502);
  });

  it('18: solo titulados (ningún estudio finalizado)', async () => {
    expect((await intento({}, { soloTitulados: true })).status).toBe(18);
    expect((await intento({ estudios: [{ titulacion: 33, finalizado: true }] }, { soloTitulados: true })).status).toBe(502);
  });

  it('19: solo posgrado (ningún máster ni doctorado)', async () => {
    expect((await intento({}, { soloPostgrado: true, titulaciones: [33, 53] })).status).toBe(19);
    const conMaster = { estudios: [{ titulacion: 33, finalizado: true }, { titulacion: 53 }] };
    expect((await intento(conMaster, { soloPostgrado: true, titulaciones: [33, 53] })).status).toBe(502);
  });

  it('13: otra titulación de la misma rama; 47: ni titulación ni rama', async () => {
    // Student: Informática (33, rama 5). Offer for Ciencia de Datos (41, rama 5) → 13; for Derecho (23, rama 4) → 47.
    expect((await intento({}, { titulaciones: [41] })).status).toBe(13);
    expect((await intento({}, { titulaciones: [23] })).status).toBe(47);
  });

  it('23: prácticas curriculares sin estar matriculado en prácticas', async () => {
    expect((await intento({ matriculado: false }, { perfil: 2, tipoFormacion: 1 })).status).toBe(23);
    expect((await intento({ matriculado: false }, { perfil: 2, tipoFormacion: 2 })).status).toBe(502);
  });

  it('52: créditos insuficientes, con el mínimo en datos', async () => {
    const body = await intento({ estudios: [{ titulacion: 33, creditos: 150 }] }, { creditosMinimos: 200 });
    expect(body).toMatchObject({ status: 52, datos: { creditosMinimos: 200 } });
    expect((await intento({ estudios: [{ titulacion: 33, creditos: 200 }] }, { creditosMinimos: 200 })).status).toBe(502);
  });

  it('17: solapa con unas prácticas en las que ya está seleccionado', async () => {
    const a = await crearAlumno(t);
    const propia = await crearOferta(t, { perfil: 2, inicio: 30, fin: 120 });
    await crearCandidatura(t, propia.id, a.id, 6);
    const solapa = await crearOferta(t, { perfil: 2, inicio: 100, fin: 200 });
    const despues = await crearOferta(t, { perfil: 2, inicio: 121, fin: 200 });
    expect((await inscribirse(a.token, solapa.url)).body.status).toBe(17);
    expect((await inscribirse(a.token, despues.url)).body.status).toBe(502);
  });

  it('55: la oferta pide el CV propio y no lo ha subido', async () => {
    expect((await intento({ cvPropio: false }, { cvPropio: true })).status).toBe(55);
  });

  it('11: falta documentación, con documentacionNecesaria en datos; con el documento entregado, se inscribe', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta de motivación' });
    expect((await inscribirse(a.token, o.url)).body).toMatchObject({
      status: 11,
      datos: { documentacionNecesaria: 'Carta de motivación' },
    });
    // A handed-in document is a stored file (migration 0008); modules/documentos-proceso tests the upload itself.
    await t.database.query(
      `WITH archivo AS (
         INSERT INTO archivos (propietario_tipo, propietario_id, uso, nombre, content_type, tamano, sha256)
         VALUES ('alumno', $1, 'documento-oferta', 'carta.pdf', 'application/pdf', 0, repeat('0', 64)) RETURNING id)
       INSERT INTO alumno_documentos_oferta (id_alumno, id_oferta, nombre, extension, id_archivo)
       SELECT $1, $2, 'carta.pdf', 'pdf', id FROM archivo`,
      [a.id, o.id],
    );
    expect((await inscribirse(a.token, o.url)).body.status).toBe(502);
  });

  it('103: más de 3 candidaturas simultáneas; una preinscripción (16) o una descartada no cuentan', async () => {
    const a = await crearAlumno(t);
    for (const estado of [1, 2, 16, 5, 8]) await crearCandidatura(t, (await crearOferta(t)).id, a.id, estado);
    expect((await inscribirse(a.token, (await crearOferta(t)).url)).body.status).toBe(502);
    expect((await inscribirse(a.token, (await crearOferta(t)).url)).body.status).toBe(103);
  });

  it('el orden de las reglas es el documentado: el plazo (92) antes que los estudios (26)', async () => {
    expect((await intento({ estudios: [] }, { limite: -1 })).status).toBe(92);
  });
});

describe('inscribirse a la vez', () => {
  it('dos inscripciones simultáneas en la misma oferta crean una sola candidatura', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    const answers = await Promise.all([inscribirse(a.token, o.url), inscribirse(a.token, o.url)]);
    expect(answers.map((r) => r.body.status).sort()).toEqual([10, 502]);
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidaturas WHERE id_oferta = $1 AND id_alumno = $2',
      [o.id, a.id],
    );
    expect(rows[0]?.n).toBe(1);
    const historial = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidatura_historial h JOIN candidaturas c ON c.id = h.id_candidatura WHERE c.id_oferta = $1',
      [o.id],
    );
    expect(historial[0]?.n).toBe(1);
  });

  it('con dos activas, dos inscripciones simultáneas en ofertas distintas no superan el límite de 3', async () => {
    const a = await crearAlumno(t);
    for (let i = 0; i < 2; i++) await crearCandidatura(t, (await crearOferta(t)).id, a.id, 1);
    const [o1, o2] = [await crearOferta(t), await crearOferta(t)];
    const answers = await Promise.all([inscribirse(a.token, o1.url), inscribirse(a.token, o2.url)]);
    expect(answers.map((r) => r.body.status).sort()).toEqual([103, 502]);
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidaturas WHERE id_alumno = $1 AND estado IN (1, 2, 3, 4)',
      [a.id],
    );
    expect(rows[0]?.n).toBe(3);
  });
});
