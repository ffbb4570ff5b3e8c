import type { Database } from '../db/client';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

/** The demo student who has asked to leave: no other demo part and no browser test logs in as her. */
export const ALUMNA_BAJA_DEMO = {
  dni: '67812345L',
  email: 'nerea.campos@demo.puente.es',
  nombre: 'Nerea',
  apellido1: 'Campos',
  apellido2: 'Ibáñez',
} as const;

/**
 * A deregistration request waiting for the staff's decision (issue 25), made
 * through the service as the student's "Solicitar baja" sends it, once per
 * database (marker in `ajustes`). Nerea is a graduate of the university with
 * a degree in its records and nothing else going on, so accepting it erases
 * her data and keeps only that record.
 */
export async function seedDemoBajas({ cuenta }: Pick<Services, 'cuenta'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_bajas'");
  if (done.length > 0) return;
  const a = ALUMNA_BAJA_DEMO;
  const filas = await database.query<{ id: number }>(
    `INSERT INTO alumnos (dni, email, nombre, apellido1, apellido2, telefono, password_hash, id_provincia, primer_acceso)
     SELECT $1, $2, $3, $4, $5, '622334455', password_hash, 46, false FROM alumnos WHERE dni = '12345678Z'
     RETURNING id`,
    [a.dni, a.email, a.nombre, a.apellido1, a.apellido2],
  );
  const id = filas[0]?.id;
  if (id === undefined) return;
  await database.query(
    `INSERT INTO expedientes_universidad (id_alumno, id_titulacion, finalizado, fecha_inicio, fecha_fin, creditos_superados, nota_media)
     VALUES ($1, 41, true, current_date - 1800, current_date - 340, 240, 7.45)`,
    [id],
  );
  await database.query(
    `INSERT INTO rgpd_aceptaciones (tipo_usuario, id_usuario, id_texto) SELECT 'alumno', $1, id FROM rgpd_textos WHERE vigente`,
    [id],
  );
  await cuenta.solicitarBaja(
    llamanteSemilla({ tipo: 'alumno', id, nombre: a.nombre, apellidos: `${a.apellido1} ${a.apellido2}` }),
    'He terminado el grado y ya trabajo; no voy a usar más el portal.',
    'es',
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_bajas', 'true'::jsonb)`);
}
