import { propuestaAlumnoInput, solicitudEducacionInput } from '@puente/contract/solicitudes-practica';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const alumno = (id: number): Caller => llamanteSemilla({ tipo: 'alumno', id });

/** The centres Levante Tech answers for in the demo (both in Valencia province). */
export const CENTROS_DEMO_LEVANTE = [100, 101] as const;

/** yyyy-mm-dd, days from today. */
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo proposals and education-centre requests, through the service like the
 * browser sends them, once per database (marker in `ajustes`). Two Valencian
 * centres are linked to Levante Tech's account (a data task of the university,
 * so plain SQL). Lucía has one pending proposal of Meseta Industrial; Ana and
 * Pablo each have a pending request to one of Levante's centres; Marcos has
 * sent none, so all of his are available.
 */
export async function seedDemoSolicitudes({ solicitudesPractica }: Pick<Services, 'solicitudesPractica'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_solicitudes'");
  if (done.length > 0) return;
  const empresas = await database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'");
  const levante = empresas[0]?.id;
  const alumnos = await database.query<{ id: number; dni: string }>(
    "SELECT id, dni FROM alumnos WHERE dni IN ('12345678Z', '23456781R', '34567812P')",
  );
  const id = (dni: string) => alumnos.find((a) => a.dni === dni)?.id;
  const lucia = id('12345678Z');
  const ana = id('23456781R');
  const pablo = id('34567812P');
  if (levante === undefined || lucia === undefined || ana === undefined || pablo === undefined) return;

  await database.query('UPDATE centros_educativos SET id_empresa = $1 WHERE id = ANY($2)', [levante, [...CENTROS_DEMO_LEVANTE]]);

  await solicitudesPractica.enviarAlumno(
    alumno(lucia),
    propuestaAlumnoInput.parse({
      tipo: 'propuesta',
      cif: 'A58818501',
      tipoPractica: 'extracurricular',
      fechaInicio: dia(45),
      fechaFin: dia(225),
      tutorNombre: 'Rubén Castillo Prieto',
      tutorEmail: 'ruben.castillo@mesetaindustrial.example.es',
      tareas: 'Apoyo al equipo de ingeniería de procesos: análisis de datos de producción y mejora de cuadros de mando.',
      horasDia: 5,
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 62.5,
    }),
  );
  await solicitudesPractica.enviarAlumno(
    alumno(ana),
    solicitudEducacionInput.parse({
      tipo: 'educacion',
      idProvincia: 46,
      idCentro: 101,
      fechaInicio: dia(30),
      fechaFin: dia(120),
      tareas: 'Prácticum del Máster en Profesorado: especialidad de Tecnología.',
    }),
  );
  await solicitudesPractica.enviarAlumno(
    alumno(pablo),
    solicitudEducacionInput.parse({
      tipo: 'educacion',
      idProvincia: 46,
      idCentro: 100,
      tareas: 'Prácticum del Grado en Maestro en Educación Primaria.',
    }),
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_solicitudes', 'true'::jsonb)`);
}
