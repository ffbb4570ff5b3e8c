import type { Cv } from '@puente/contract/cv';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../lib/storage/sample-files';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno } from '../candidaturas/test-fixtures';

/** Issue 11: Mi currículum, every section's endpoint and rule (modules/cv). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const personales = { nombre: 'Irene', apellido1: 'Soler', apellido2: 'Mas', telefono: '611222333', nacionalidad: 1 };
const estudio = { titulo: 'Curso de análisis de datos', centro: 'Academia Turia', finalizado: false, fechaInicio: '2024-09-01' };
const experiencia = { puesto: 'Camarera', empresa: 'Bar Central', fechaInicio: '2023-06-01', fechaFin: '2023-09-30' };

async function filas(sql: string, params: unknown[]) {
  return t.database.query<Record<string, unknown>>(sql, params);
}

describe('lectura del CV', () => {
  it('dameCvUsuario devuelve todas las secciones, con las etiquetas en el idioma del lector', async () => {
    const a = await crearAlumno(t);
    await t.call(endpoints.addIdioma, { idIdioma: 2, idNivel: 4 }, a.token);
    await t.call(endpoints.editDatosPersonales, { ...personales, nacionalidad: 13 }, a.token);
    const es = await t.call(endpoints.dameCvUsuario, {}, a.token);
    expect(es.body.status).toBe(0);
    expect(es.body.datos.idiomas).toEqual([expect.objectContaining({ idioma: 'Inglés', nivel: 'B2' })]);
    expect(es.body.datos.personales.nombreNacionalidad).toBe('Francia');
    expect(es.body.datos.academicos).toEqual([
      expect.objectContaining({ idTitulacion: 33, titulacion: 'Grado en Ingeniería Informática', deLaUniversidad: true }),
    ]);
    const en = envelopeOf<Cv>(
      await t.app.inject({
        method: 'GET',
        url: '/api/Alumno/dameCvUsuario',
        headers: { authorization: `Bearer ${a.token}`, 'accept-language': 'en' },
      }),
    );
    expect(en.datos.idiomas[0]?.idioma).toBe('English');
    expect(en.datos.personales.nombreNacionalidad).toBe('France');
    expect(en.datos.academicos[0]?.nivel).not.toBe(es.body.datos.academicos[0]?.nivel);
  });

  it('editaUsuario da los datos de la cuenta; la completitud suma sus pesos y dice lo que falta', async () => {
    const a = await crearAlumno(t);
    const cuenta = await t.call(endpoints.editaUsuario, {}, a.token);
    expect(cuenta.body.datos).toMatchObject({ nombre: 'Prueba', apellido1: 'Pruebas', email: a.email, telefono: null });
    const cv = (await t.call(endpoints.dameCvUsuario, {}, a.token)).body.datos;
    // Only the study is there (20); personal data misses the brand's required phone and nationality.
    expect(cv.completitud).toEqual({
      porcentaje: 20,
      faltan: ['personales', 'idiomas', 'experiencia', 'competencias', 'intereses', 'presentacion', 'documentos', 'foto'],
    });
    await t.call(endpoints.editDatosPersonales, personales, a.token);
    await t.call(endpoints.addIdioma, { idIdioma: 2, idNivel: 5 }, a.token);
    const despues = (await t.call(endpoints.editPresentacion, { texto: 'Me gusta aprender.' }, a.token)).body.datos;
    expect(despues.completitud.porcentaje).toBe(60);
    expect(despues.completitud.faltan).toEqual(['experiencia', 'competencias', 'intereses', 'documentos', 'foto']);
  });
});

describe('datos personales y e-mail', () => {
  it('15 con el mensaje exacto cuando falta un campo que la marca exige; guarda y devuelve el nombre para la cabecera', async () => {
    const a = await crearAlumno(t);
    const sinTelefono = await t.call(
      endpoints.editDatosPersonales,
      { nombre: 'Irene', apellido1: 'Soler', nacionalidad: 1 },
      a.token,
    );
    expect(sinTelefono.body.status).toBe(15);
    expect(parseFieldErrors(sinTelefono.body.datos)).toEqual([{ campo: 'telefono', mensaje: 'Este campo es requerido' }]);
    const sinNombre = await t.call(endpoints.editDatosPersonales, { ...personales, nombre: '' }, a.token);
    expect(parseFieldErrors(sinNombre.body.datos)).toEqual([{ campo: 'nombre', mensaje: 'Este campo es requerido' }]);
    const pais = await t.call(endpoints.editDatosPersonales, { ...personales, nacionalidad: 9999 }, a.token);
    expect(parseFieldErrors(pais.body.datos)).toEqual([{ campo: 'nacionalidad', mensaje: 'El país no existe' }]);

    const ok = await t.call(endpoints.editDatosPersonales, { ...personales, fechaNacimiento: '2002-05-04' }, a.token);
    expect(ok.body.status).toBe(0);
    expect(ok.body.datos.usuario).toEqual({ nombre: 'Irene', apellido1: 'Soler', apellido2: 'Mas' });
    expect(ok.body.datos.personales).toMatchObject({ telefono: '611222333', fechaNacimiento: '2002-05-04', nacionalidad: 1 });
    const auditoria = await filas(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'cv.datos-personales' AND actor_id = $1",
      [a.id],
    );
    expect(auditoria[0]?.n).toBe(1);
  });

  it('un campo oculto por la marca no se guarda aunque llegue; uno obligatorio se rechaza vacío', async () => {
    const a = await crearAlumno(t);
    const campos = t.services.brand.campos;
    const antes = structuredClone(campos);
    try {
      campos.personales.direccion = { visible: false, requerido: false };
      campos.personales.fechaNacimiento = { visible: true, requerido: true };
      const falta = await t.call(endpoints.editDatosPersonales, personales, a.token);
      expect(parseFieldErrors(falta.body.datos)).toEqual([{ campo: 'fechaNacimiento', mensaje: 'Este campo es requerido' }]);
      const ok = await t.call(
        endpoints.editDatosPersonales,
        { ...personales, fechaNacimiento: '2001-01-01', direccion: 'Calle Oculta 1' },
        a.token,
      );
      expect(ok.body.status).toBe(0);
      const fila = await filas('SELECT direccion FROM alumnos WHERE id = $1', [a.id]);
      expect(fila[0]?.direccion).toBeNull();
      // The missing-data popup reads the same rules.
      await t.database.query('UPDATE alumnos SET fecha_nacimiento = NULL WHERE id = $1', [a.id]);
      const faltan = await t.call(endpoints.faltanDatosPersonales, {}, a.token);
      expect(faltan.body.datos).toEqual({ faltan: true, campos: ['fechaNacimiento'] });
    } finally {
      Object.assign(campos, antes);
    }
  });

  it('editDatosEmail: 69 mal formado, 60 si otro estudiante lo tiene (sin distinguir mayúsculas), y guarda', async () => {
    const a = await crearAlumno(t);
    const mal = await t.call(endpoints.editDatosEmail, { email: 'irene@correo', comunicacionesEnEmailEstudiante: true }, a.token);
    expect(mal.body.status).toBe(69);
    const acento = await t.call(
      endpoints.editDatosEmail,
      { email: 'irené@correo.es', comunicacionesEnEmailEstudiante: true },
      a.token,
    );
    expect(acento.body.status).toBe(69);
    const otro = await t.call(
      endpoints.editDatosEmail,
      { email: 'LUCIA.GARCIA@demo.puente.es', comunicacionesEnEmailEstudiante: true },
      a.token,
    );
    expect(otro.body.status).toBe(60);
    const nuevo = `Irene.${Date.now()}@correo.es`;
    const ok = await t.call(endpoints.editDatosEmail, { email: nuevo, comunicacionesEnEmailEstudiante: false }, a.token);
    expect(ok.body.status).toBe(0);
    expect(ok.body.datos.personales).toMatchObject({ email: nuevo, comunicacionesEnEmailEstudiante: false });
    // Its own e-mail again, in another case, is not "another student's".
    const mismo = await t.call(
      endpoints.editDatosEmail,
      { email: nuevo.toUpperCase(), comunicacionesEnEmailEstudiante: false },
      a.token,
    );
    expect(mismo.body.status).toBe(0);
  });
});

describe('formación', () => {
  it('añade, edita y borra estudios propios; 15 por campo; 62 al borrar el último', async () => {
    const a = await crearAlumno(t, { estudios: [] });
    const sinCentro = await t.call(endpoints.addEstudio, { ...estudio, centro: '' }, a.token);
    expect(parseFieldErrors(sinCentro.body.datos)).toEqual([{ campo: 'centro', mensaje: 'Este campo es requerido' }]);
    const sinTitulo = await t.call(endpoints.addEstudio, { ...estudio, titulo: undefined }, a.token);
    expect(parseFieldErrors(sinTitulo.body.datos)).toEqual([{ campo: 'titulo', mensaje: 'Este campo es requerido' }]);
    const nota = await t.call(endpoints.addEstudio, { ...estudio, nota: 11 }, a.token);
    expect(nota.body.status).toBe(15);
    expect(parseFieldErrors(nota.body.datos)[0]?.campo).toBe('nota');
    const fechas = await t.call(endpoints.addEstudio, { ...estudio, fechaFin: '2020-01-01' }, a.token);
    expect(parseFieldErrors(fechas.body.datos)).toEqual([
      { campo: 'fechaFin', mensaje: 'La fecha de fin debe ser posterior a la de inicio' },
    ]);

    const uno = await t.call(endpoints.addEstudio, { ...estudio, nota: 8.5, notaMedia: 3.2 }, a.token);
    expect(uno.body.status).toBe(0);
    const propio = uno.body.datos.academicos[0];
    expect(propio).toMatchObject({
      titulacion: 'Curso de análisis de datos',
      idTitulacion: null,
      deLaUniversidad: false,
      nota: 8.5,
      notaMedia: 3.2,
    });
    const dos = await t.call(
      endpoints.addEstudio,
      {
        idTitulacion: 21,
        centro: 'Universidad de Salamanca',
        finalizado: true,
        fechaInicio: '2015-09-01',
        fechaFin: '2019-06-30',
      },
      a.token,
    );
    expect(dos.body.datos.academicos).toHaveLength(2);
    const editado = await t.call(endpoints.editEstudio, { ...estudio, id: propio?.id, centro: 'Academia Mediterránea' }, a.token);
    expect(editado.body.datos.academicos.find((e) => e.id === propio?.id)?.centro).toBe('Academia Mediterránea');

    const borrado = await t.call(endpoints.delEstudio, { id: propio?.id }, a.token);
    expect(borrado.body.datos.academicos).toHaveLength(1);
    const ultimo = borrado.body.datos.academicos[0];
    const refusal = await t.call(endpoints.delEstudio, { id: ultimo?.id }, a.token);
    expect(refusal.body.status).toBe(62);
  });

  it('los estudios de la universidad vienen del expediente: 41 si no consta, 8 si ya está, y son de solo lectura (48)', async () => {
    const a = await crearAlumno(t, { estudios: [] });
    const gestor = await t.login('gestor', 'gestor.demo');
    const noConsta = await t.call(endpoints.addEstudioUniversidad, { idTitulacion: 34 }, a.token);
    expect(noConsta.body.status).toBe(41);

    const alta = await t.call(
      endpoints.expedienteAlumno,
      {
        idAlumno: a.id,
        idTitulacion: 34,
        finalizado: true,
        fechaInicio: '2019-09-15',
        fechaFin: '2023-06-30',
        creditosSuperados: 240,
      },
      gestor,
    );
    expect(alta.body.status).toBe(0);
    const repetido = await t.call(endpoints.expedienteAlumno, { idAlumno: a.id, idTitulacion: 34 }, gestor);
    expect(repetido.body.status).toBe(8);

    const ofrecidas = await t.call(endpoints.dameTitulacionesActuales, {}, a.token);
    expect(ofrecidas.body.datos).toEqual([expect.objectContaining({ idTitulacion: 34, finalizado: true, enCv: false })]);
    const copiado = await t.call(endpoints.addEstudioUniversidad, { idTitulacion: 34 }, a.token);
    expect(copiado.body.status).toBe(0);
    const uni = copiado.body.datos.academicos[0];
    expect(uni).toMatchObject({ idTitulacion: 34, deLaUniversidad: true, finalizado: true, creditosSuperados: 240 });
    expect((await t.call(endpoints.addEstudioUniversidad, { idTitulacion: 34 }, a.token)).body.status).toBe(8);
    expect((await t.call(endpoints.dameTitulacionesActuales, {}, a.token)).body.datos[0]?.enCv).toBe(true);

    await t.call(endpoints.addEstudio, estudio, a.token);
    expect((await t.call(endpoints.editEstudio, { ...estudio, id: uni?.id }, a.token)).body.status).toBe(48);
    expect((await t.call(endpoints.delEstudio, { id: uni?.id }, a.token)).body.status).toBe(48);
  });
});

describe('idiomas', () => {
  it('añade, cambia y borra; 8 si el idioma ya está; 15 si el idioma o el nivel no existen', async () => {
    const a = await crearAlumno(t);
    const alta = await t.call(endpoints.addIdioma, { idIdioma: 3, idNivel: 2 }, a.token);
    expect(alta.body.datos.idiomas).toEqual([expect.objectContaining({ idioma: 'Francés', nivel: 'A2' })]);
    expect((await t.call(endpoints.addIdioma, { idIdioma: 3, idNivel: 6 }, a.token)).body.status).toBe(8);
    const raro = await t.call(endpoints.addIdioma, { idIdioma: 999, idNivel: 2 }, a.token);
    expect(parseFieldErrors(raro.body.datos)).toEqual([{ campo: 'idIdioma', mensaje: 'El idioma no existe' }]);
    const id = alta.body.datos.idiomas[0]?.id;
    const cambio = await t.call(endpoints.editIdioma, { id, idIdioma: 3, idNivel: 7 }, a.token);
    expect(cambio.body.datos.idiomas[0]?.nivel).toBe('Nativo');
    await t.call(endpoints.addIdioma, { idIdioma: 2, idNivel: 4 }, a.token);
    expect((await t.call(endpoints.editIdioma, { id, idIdioma: 2, idNivel: 4 }, a.token)).body.status).toBe(8);
    const baja = await t.call(endpoints.delIdioma, { id }, a.token);
    expect(baja.body.datos.idiomas.map((i) => i.idIdioma)).toEqual([2]);
  });
});

describe('experiencia profesional', () => {
  it('añade con adjunto (guardado por storage), lo quita al editar y borra; 46, 413 y 15 por campo', async () => {
    const a = await crearAlumno(t);
    const adjunto = { nombre: 'certificado', extension: 'pdf', ficheroB64: b64(SAMPLES.pdf) };
    const alta = await t.call(endpoints.addExperiencia, { ...experiencia, enlace: 'https://barcentral.es', adjunto }, a.token);
    expect(alta.body.status).toBe(0);
    const x = alta.body.datos.profesional.experiencia[0];
    expect(x).toMatchObject({ puesto: 'Camarera', enlace: 'https://barcentral.es', adjunto: { nombre: 'certificado.pdf' } });
    const archivo = await filas(
      'SELECT a.uso, a.propietario_id FROM archivos a JOIN experiencias_alumno x ON x.id_archivo_adjunto = a.id WHERE x.id = $1',
      [x?.id],
    );
    expect(archivo).toEqual([{ uso: 'adjunto-experiencia', propietario_id: a.id }]);

    const ejecutable = await t.call(
      endpoints.addExperiencia,
      { ...experiencia, adjunto: { ...adjunto, ficheroB64: b64(SAMPLES.exe) } },
      a.token,
    );
    expect(ejecutable.body.status).toBe(46);
    const grande = await t.call(
      endpoints.addExperiencia,
      { ...experiencia, adjunto: { ...adjunto, ficheroB64: b64(Buffer.concat([SAMPLES.pdf, Buffer.alloc(2_100_000)])) } },
      a.token,
    );
    expect(grande.http).toBe(413);
    const sinPuesto = await t.call(endpoints.addExperiencia, { ...experiencia, puesto: '' }, a.token);
    expect(parseFieldErrors(sinPuesto.body.datos)).toEqual([{ campo: 'puesto', mensaje: 'Este campo es requerido' }]);
    expect((await t.call(endpoints.dameCvUsuario, {}, a.token)).body.datos.profesional.experiencia).toHaveLength(1);

    const sinCambiarAdjunto = await t.call(
      endpoints.editExperiencia,
      { ...experiencia, id: x?.id, puesto: 'Encargada' },
      a.token,
    );
    expect(sinCambiarAdjunto.body.datos.profesional.experiencia[0]).toMatchObject({
      puesto: 'Encargada',
      adjunto: { nombre: 'certificado.pdf' },
    });
    const sinAdjunto = await t.call(endpoints.editExperiencia, { ...experiencia, id: x?.id, adjunto: null }, a.token);
    expect(sinAdjunto.body.datos.profesional.experiencia[0]?.adjunto).toBeNull();
    expect(await filas("SELECT 1 FROM archivos WHERE uso = 'adjunto-experiencia' AND propietario_id = $1", [a.id])).toEqual([]);
    const baja = await t.call(endpoints.delExperiencia, { id: x?.id }, a.token);
    expect(baja.body.datos.profesional.experiencia).toEqual([]);
  });

  it('un adjunto oculto por la marca no se guarda', async () => {
    const a = await crearAlumno(t);
    const campos = t.services.brand.campos;
    const antes = structuredClone(campos);
    try {
      campos.experiencia.adjunto = { visible: false, requerido: false };
      const adjunto = { nombre: 'certificado', extension: 'pdf', ficheroB64: b64(SAMPLES.pdf) };
      const alta = await t.call(endpoints.addExperiencia, { ...experiencia, adjunto }, a.token);
      expect(alta.body.status).toBe(0);
      expect(alta.body.datos.profesional.experiencia[0]?.adjunto).toBeNull();
      expect(await filas('SELECT 1 FROM archivos WHERE propietario_id = $1 AND uso = $2', [a.id, 'adjunto-experiencia'])).toEqual(
        [],
      );
    } finally {
      Object.assign(campos, antes);
    }
  });
});

describe('el resto de secciones', () => {
  it('intereses, perfil profesional, competencias, programas, presentación, portfolio, permiso, periodo y búsqueda activa', async () => {
    const a = await crearAlumno(t);
    const call = async (e: Parameters<typeof t.call>[0], input: Record<string, unknown>) => {
      const r = await t.call(e, input, a.token);
      expect(r.body.status, e.path).toBe(0);
      return r.body.datos as Cv;
    };
    expect((await call(endpoints.editInteres, { tags: [1, 5, 5] })).interes.tags).toEqual([
      { id: 1, descripcion: 'Inteligencia artificial' },
      { id: 5, descripcion: 'Ciencia de datos' },
    ]);
    const raro = await t.call(endpoints.editInteres, { tags: [9999] }, a.token);
    expect(parseFieldErrors(raro.body.datos)).toEqual([{ campo: 'tags', mensaje: 'Alguno de los intereses no existe' }]);
    const prof = await call(endpoints.editProfesionales, {
      carnetConducir: true,
      vehiculoPropio: false,
      disponibilidadViajar: true,
      disponibilidadCambioResidencia: false,
      areasFuncionales: [1],
    });
    expect(prof.profesional).toMatchObject({ carnetConducir: true, disponibilidadViajar: true, areasFuncionales: [{ id: 1 }] });
    expect(
      (await call(endpoints.editCompetencias, { competencias: ['Trabajo en equipo', 'trabajo en equipo', 'SQL'] })).competencias,
    ).toEqual(['Trabajo en equipo', 'SQL']);
    const programas = await call(endpoints.editConocimientosInformaticos, { conocimientos: [{ idPrograma: 1, nivel: 3 }] });
    expect(programas.interes.programasInformaticos).toEqual([expect.objectContaining({ idPrograma: 1, nivel: 3 })]);
    expect((await call(endpoints.editPresentacion, { texto: 'Hola.\nSoy Prueba.' })).presentacion).toBe('Hola.\nSoy Prueba.');
    const enlaces = await call(endpoints.editEnlacePortfolio, {
      enlace: 'https://prueba.dev',
      linkedin: 'https://www.linkedin.com/in/prueba',
    });
    expect(enlaces).toMatchObject({ enlacePortfolio: 'https://prueba.dev', linkedin: 'https://www.linkedin.com/in/prueba' });
    expect((await call(endpoints.editPermisoTrabajo, { permiso: true })).tienePermisoTrabajo).toBe(true);
    expect((await call(endpoints.editDatosPreferenciaPracticas, { idPeriodoPreferencia: 3 })).idPeriodoPreferenciaPracticas).toBe(
      3,
    );
    const periodo = await t.call(endpoints.editDatosPreferenciaPracticas, { idPeriodoPreferencia: 99 }, a.token);
    expect(periodo.body.status).toBe(15);
    expect((await call(endpoints.editDatosBusquedaActivaPracticas, { activa: false })).busquedaPracticasActiva).toBe(false);
    expect((await call(endpoints.editDatosBusquedaActivaTrabajo, { activa: false })).busquedaTrabajoActiva).toBe(false);
    const n = await filas(
      "SELECT count(*)::int AS n FROM auditoria WHERE actor_id = $1 AND actor_tipo = 'alumno' AND accion LIKE 'cv.%'",
      [a.id],
    );
    expect(n[0]?.n).toBe(10);
  });
});

describe('un estudiante nunca toca las filas de otro', () => {
  it('ids de otro estudiante responden 48 como si no existieran, y sus filas siguen igual', async () => {
    const duena = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const cv = (await t.call(endpoints.addIdioma, { idIdioma: 4, idNivel: 3 }, duena.token)).body.datos;
    const conExperiencia = (await t.call(endpoints.addExperiencia, experiencia, duena.token)).body.datos;
    const conEstudio = (await t.call(endpoints.addEstudio, estudio, duena.token)).body.datos;
    const idIdioma = cv.idiomas[0]?.id;
    const idExperiencia = conExperiencia.profesional.experiencia[0]?.id;
    const idEstudio = conEstudio.academicos.find((e) => !e.deLaUniversidad)?.id;
    const intentos: [Parameters<typeof t.call>[0], Record<string, unknown>][] = [
      [endpoints.editIdioma, { id: idIdioma, idIdioma: 4, idNivel: 6 }],
      [endpoints.delIdioma, { id: idIdioma }],
      [endpoints.editExperiencia, { ...experiencia, id: idExperiencia, puesto: 'Ajeno' }],
      [endpoints.delExperiencia, { id: idExperiencia }],
      [endpoints.editEstudio, { ...estudio, id: idEstudio, centro: 'Ajeno' }],
      [endpoints.delEstudio, { id: idEstudio }],
      [endpoints.delEstudio, { id: 2_000_000_000 }],
    ];
    for (const [endpoint, input] of intentos) {
      const r = await t.call(endpoint, input, otro.token);
      expect(r.body.status, endpoint.path).toBe(48);
    }
    const despues = (await t.call(endpoints.dameCvUsuario, {}, duena.token)).body.datos;
    expect(despues.idiomas[0]?.idNivel).toBe(3);
    expect(despues.profesional.experiencia[0]?.puesto).toBe('Camarera');
    expect(despues.academicos.find((e) => e.id === idEstudio)?.centro).toBe('Academia Turia');
  });
});

describe('gestión', () => {
  it('cvAlumno y expedienteAlumno piden el rol gestor; la lectura queda en la auditoría', async () => {
    const a = await crearAlumno(t);
    const gestor = await t.login('gestor', 'gestor.demo');
    const empresa = await t.login('empresa', 'seleccion.demo');
    for (const token of [a.token, empresa]) {
      expect((await t.call(endpoints.cvAlumno, { id: a.id }, token)).http).toBe(403);
      expect((await t.call(endpoints.expedienteAlumno, { idAlumno: a.id, idTitulacion: 33 }, token)).http).toBe(403);
    }
    expect((await t.call(endpoints.cvAlumno, { id: a.id })).http).toBe(401);
    const cv = await t.call(endpoints.cvAlumno, { id: a.id }, gestor);
    expect(cv.body.status).toBe(0);
    expect(cv.body.datos.personales.email).toBe(a.email);
    const audit = await filas("SELECT actor_tipo FROM auditoria WHERE accion = 'cv.lectura' AND entidad_id = $1", [String(a.id)]);
    expect(audit).toEqual([{ actor_tipo: 'gestor' }]);
    expect((await t.call(endpoints.cvAlumno, { id: 2_000_000_000 }, gestor)).body.status).toBe(48);
    const titulacion = await t.call(endpoints.expedienteAlumno, { idAlumno: a.id, idTitulacion: 99999 }, gestor);
    expect(parseFieldErrors(titulacion.body.datos)).toEqual([{ campo: 'idTitulacion', mensaje: 'La titulación no existe' }]);
  });

  it('las listas de dominio del CV: idiomas, niveles, periodos, intereses y programas', async () => {
    const { body } = await t.call(endpoints.dominiosList, { lang: 'en' });
    expect(body.datos.idiomas.length).toBeGreaterThanOrEqual(25);
    expect(body.datos.nivelesIdioma.map((n) => n.descripcion)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native']);
    expect(body.datos.periodosPracticas.map((p) => p.descripcion)).toContain('Summer');
    expect(body.datos.tagsInteres.length).toBeGreaterThan(0);
    expect(body.datos.programasInformaticos.length).toBeGreaterThan(0);
  });
});

describe('los CV de la demo', () => {
  it('Lucía tiene el CV completo salvo lo que añaden los ficheros; Marcos tiene huecos y 54 en prácticas', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    const cv = (await t.call(endpoints.dameCvUsuario, {}, lucia)).body.datos;
    expect(cv.idiomas.map((i) => `${i.idioma} ${i.nivel}`)).toEqual(['Inglés C1', 'Francés B1']);
    expect(cv.profesional.experiencia).toHaveLength(1);
    expect(cv.academicos.map((e) => e.deLaUniversidad).sort()).toEqual([false, true]);
    expect(cv.completitud.faltan.filter((s) => s !== 'documentos' && s !== 'foto')).toEqual([]);
    expect((await t.call(endpoints.dameTitulacionesActuales, {}, lucia)).body.datos).toEqual([
      expect.objectContaining({ idTitulacion: 33, enCv: true }),
    ]);

    const marcos = await t.login('alumno', '87654321X');
    const suyo = (await t.call(endpoints.dameCvUsuario, {}, marcos)).body.datos;
    expect(suyo).toMatchObject({ idiomas: [], busquedaPracticasActiva: false });
    expect(suyo.profesional.experiencia).toEqual([]);
    expect((await t.call(endpoints.faltanDatosPersonales, {}, marcos)).body.datos).toEqual({
      faltan: true,
      campos: ['nacionalidad'],
    });
    const practicas = await filas(
      'SELECT url_acceso FROM ofertas WHERE id_perfil = 2 AND id_estado = 2 AND fecha_limite >= current_date LIMIT 1',
      [],
    );
    const intento = await t.call(endpoints.inscribirse, { urlOferta: practicas[0]?.url_acceso }, marcos);
    expect(intento.body.status).toBe(54);
  });
});
