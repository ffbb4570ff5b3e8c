import type { Database } from '../db/client';

/**
 * Programme adhesions for the demo companies, so "programasDeLaEmpresa" and
 * the programme select of the offer form have something to show. Runs after
 * the demo offers: every company already offering in a programme is adhered
 * to it, Levante Tech also to "Talento Digital" (adhered) and Meseta
 * Industrial has a request still waiting (not offered in the form).
 */
export async function seedDemoProcesos(database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_procesos'");
  if (done.length > 0) return false;
  await database.query(
    `INSERT INTO programa_empresas (id_programa, id_empresa, estado)
     SELECT DISTINCT id_programa, id_empresa, 'adherida' FROM ofertas WHERE id_programa IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
  await database.query(
    `INSERT INTO programa_empresas (id_programa, id_empresa, estado)
     SELECT p.id, e.id, v.estado
     FROM (VALUES ('B12345674', 'talento-digital-2026', 'adherida'), ('A58818501', 'practicas-pymes-innovadoras', 'solicitada'))
       AS v(cif, url, estado)
     JOIN empresas e ON e.cif = v.cif
     JOIN programas p ON p.url_acceso = v.url
     ON CONFLICT DO NOTHING`,
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_procesos', 'true'::jsonb)`);
  return true;
}
