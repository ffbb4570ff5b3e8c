import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const alumno = (id: number, nombre: string, apellidos: string): Caller =>
  llamanteSemilla({ tipo: 'alumno', id, nombre, apellidos });

/**
 * The demo students' CVs, written through the CV service like edits from the
 * browser (checked, audited). Runs after the demo offers and candidacies,
 * which give both their studies, once per database (marker in `ajustes`).
 *
 * Lucía's CV is complete: her degree of this university in its records, a
 * study from elsewhere (84), two languages, an experience, skills, interests,
 * programmes, a cover letter and links, active search on. Marcos's has gaps,
 * so the §4 popup and the apply refusals can be seen: no nationality (the demo
 * brand requires it), no languages, no experience, and internship service with
 * active search for internships off (54 on every internship offer).
 */
export async function seedDemoCv({ cv }: Pick<Services, 'cv'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_cv'");
  if (done.length > 0) return;
  const ids = new Map(
    (
      await database.query<{ id: number; dni: string }>("SELECT id, dni FROM alumnos WHERE dni IN ('12345678Z', '87654321X')")
    ).map((r) => [r.dni, r.id]),
  );
  const idLucia = ids.get('12345678Z');
  const idMarcos = ids.get('87654321X');
  if (idLucia === undefined || idMarcos === undefined) return;

  const gestor = { ...alumno(0, 'Semilla', 'Demo'), tipo: 'gestor' as const, permisos: ['administracion'] as const };

  // The university's records of both students' own degrees (the studies demo-candidaturas gave them).
  const expedientes = await database.query<{
    id_alumno: number;
    id_titulacion: number;
    finalizado: boolean;
    fecha_inicio: string | null;
    fecha_fin: string | null;
    creditos_superados: number | null;
    nota_media: string | null;
  }>(
    `SELECT id_alumno, id_titulacion, finalizado, fecha_inicio::text, fecha_fin::text, creditos_superados, nota_media::text
     FROM estudios_alumno WHERE de_la_universidad AND id_alumno = ANY($1) ORDER BY id`,
    [[idLucia, idMarcos]],
  );
  for (const e of expedientes) {
    await cv.addExpediente(gestor, {
      idAlumno: e.id_alumno,
      idTitulacion: e.id_titulacion,
      finalizado: e.finalizado,
      fechaInicio: e.fecha_inicio ?? undefined,
      fechaFin: e.fecha_fin ?? undefined,
      creditosSuperados: e.creditos_superados ?? undefined,
      notaMedia: e.nota_media === null ? undefined : Number(e.nota_media),
    });
  }

  const lucia = alumno(idLucia, 'Lucía', 'García Fernández');
  await cv.editDatosPersonales(
    lucia,
    {
      nombre: 'Lucía',
      apellido1: 'García',
      apellido2: 'Fernández',
      telefono: '612345678',
      fechaNacimiento: '2003-04-12',
      direccion: 'Calle de Colón, 12, 46004 València',
      nacionalidad: 1,
    },
    'es',
  );
  await cv.addIdioma(lucia, { idIdioma: 2, idNivel: 5 }, 'es');
  await cv.addIdioma(lucia, { idIdioma: 3, idNivel: 3 }, 'es');
  await cv.addExperiencia(
    lucia,
    {
      puesto: 'Becaria de análisis de datos',
      empresa: 'Levante Tech',
      fechaInicio: '2025-06-16',
      fechaFin: '2025-09-12',
      descripcion:
        'Limpieza y análisis de datos de clientes con Python y SQL; cuadros de mando en Power BI para el equipo comercial.',
      enlace: 'https://www.levantetech.example.es',
    },
    'es',
  );
  await cv.editCompetencias(
    lucia,
    { competencias: ['Trabajo en equipo', 'Comunicación', 'Análisis de datos', 'Resolución de problemas'] },
    'es',
  );
  await cv.editInteres(lucia, { tags: [1, 5, 7, 15] }, 'es');
  await cv.editConocimientos(
    lucia,
    {
      conocimientos: [
        { idPrograma: 1, nivel: 3 },
        { idPrograma: 2, nivel: 2 },
      ],
    },
    'es',
  );
  await cv.editProfesionales(
    lucia,
    {
      carnetConducir: true,
      vehiculoPropio: false,
      disponibilidadViajar: true,
      disponibilidadCambioResidencia: true,
      areasFuncionales: [1],
    },
    'es',
  );
  await cv.editPresentacion(
    lucia,
    'Estudiante de último curso de Ingeniería Informática con interés por los datos y la inteligencia artificial. Busco prácticas en las que aprender de un equipo de datos y aportar lo que ya sé de Python y SQL.',
    'es',
  );
  await cv.editEnlacePortfolio(
    lucia,
    { enlace: 'https://luciagarcia.example.es', linkedin: 'https://www.linkedin.com/in/lucia-garcia-demo' },
    'es',
  );
  await cv.editPreferenciaPracticas(lucia, 2, 'es');
  await cv.editBusquedaActiva(lucia, 'practicas', true, 'es');
  await cv.editBusquedaActiva(lucia, 'empleo', true, 'es');

  // Marcos: internship service (so 54 can be seen and lifted from /cv), search for internships off, no nationality.
  const marcos = alumno(idMarcos, 'Marcos', 'Ruiz Delgado');
  await database.query('UPDATE alumnos SET con_practicas = true, id_pais_nacionalidad = NULL WHERE id = $1', [idMarcos]);
  await cv.editBusquedaActiva(marcos, 'practicas', false, 'es');
  await cv.editCompetencias(marcos, { competencias: ['Atención al cliente'] }, 'es');

  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_cv', 'true'::jsonb)`);
}
