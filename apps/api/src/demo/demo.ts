import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../modules/auth/password-demo';
import { hashPassword } from '../modules/auth/passwords';
import type { Services } from '../services';
import { seedDemoCvArchivos } from './demo-cv-archivos';

/** The demo accounts, printed by `npm start` and listed in the README. */
export const demoAccounts = [
  { rol: 'Estudiante (UTP, con prácticas)', usuario: '12345678Z · lucia.garcia@demo.puente.es', password: DEMO_PASSWORD },
  {
    rol: 'Estudiante (UTP, CV con huecos, sin aceptar RGPD)',
    usuario: '87654321X · marcos.ruiz@demo.puente.es',
    password: DEMO_PASSWORD,
  },
  {
    rol: 'Estudiante con una solicitud de baja pendiente (la atiende administración)',
    usuario: '67812345L · nerea.campos@demo.puente.es',
    password: DEMO_PASSWORD,
  },
  { rol: 'Empresa (contacto de dos empresas)', usuario: 'rrhh.demo · rrhh@demo.puente.es', password: DEMO_PASSWORD },
  { rol: 'Empresa (contacto de una empresa)', usuario: 'seleccion.demo', password: DEMO_PASSWORD },
  { rol: 'Personal: administración (entrada /login/gestion)', usuario: 'gestor.demo', password: DEMO_PASSWORD },
  { rol: 'Personal: empresas y ofertas', usuario: 'empresas.demo', password: DEMO_PASSWORD },
  { rol: 'Personal: prácticas y convenios', usuario: 'practicas.demo', password: DEMO_PASSWORD },
  { rol: 'Personal: contenidos', usuario: 'contenidos.demo', password: DEMO_PASSWORD },
  { rol: 'Personal: solo lectura', usuario: 'lectura.demo', password: DEMO_PASSWORD },
] as const;

const RGPD_SHORT =
  'Para usar el portal tratamos tus datos personales con el fin de gestionar prácticas y ofertas de empleo. Al aceptar, confirmas que has leído la política de privacidad.';
const RGPD_FULL =
  'Responsable: la universidad titular del portal. Finalidad: gestionar tu participación en programas de prácticas y empleo, poner tu currículum a disposición de las empresas de las ofertas en las que te inscribes y enviarte comunicaciones del servicio. Legitimación: misión de interés público y consentimiento. Destinatarios: empresas y entidades colaboradoras en las ofertas a las que te inscribes. Derechos: acceso, rectificación, supresión, oposición, limitación y portabilidad ante el Delegado de Protección de Datos.';

/**
 * Deterministic demo content: people, companies and the RGPD text. Runs once
 * per database (a marker row in `ajustes`); later issues add their own parts.
 */
export async function seedDemo(services: Pick<Services, 'cvArchivos'>, database: Database) {
  const done = await database.query<{ clave: string }>("SELECT clave FROM ajustes WHERE clave = 'demo_personas'");
  if (done.length > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);

  await database.query(
    `INSERT INTO rgpd_textos (version, texto_corto, texto_completo, link_externo, vigente)
     VALUES ('2026-01', $1, $2, '/politica-de-privacidad', true)`,
    [RGPD_SHORT, RGPD_FULL],
  );

  const alumnos: [string, string, string, string, string | null, string, boolean, boolean][] = [
    ['12345678Z', 'lucia.garcia@demo.puente.es', 'Lucía', 'García', 'Fernández', '612345678', true, true],
    ['87654321X', 'marcos.ruiz@demo.puente.es', 'Marcos', 'Ruiz', 'Delgado', '698765432', false, true],
  ];
  for (const [dni, email, nombre, ap1, ap2, tel, practicas, empleo] of alumnos) {
    await database.query(
      `INSERT INTO alumnos (dni, email, nombre, apellido1, apellido2, telefono, password_hash, con_practicas, con_empleo, primer_acceso)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false)`,
      [dni, email, nombre, ap1, ap2, tel, hash, practicas, empleo],
    );
  }
  await seedDemoCvArchivos(services, database);

  const empresas: [string, string, string, string, number, number, string][] = [
    [
      'B12345674',
      'Innovación Levante S.L.',
      'Levante Tech',
      'Consultora tecnológica valenciana especializada en transformación digital, datos y desarrollo de software a medida.',
      46,
      9,
      'València',
    ],
    [
      'A58818501',
      'Grupo Industrial Meseta S.A.',
      'Meseta Industrial',
      'Fabricante de componentes para automoción y energías renovables con plantas en Madrid y Valladolid.',
      28,
      3,
      'Madrid',
    ],
  ];
  const ids: number[] = [];
  for (const [cif, nombre, comercial, descripcion, provincia, sector, localidad] of empresas) {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO empresas (cif, nombre, nombre_comercial, descripcion, id_provincia, id_sector, localidad, web, estado)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'validada') RETURNING id`,
      [
        cif,
        nombre,
        comercial,
        descripcion,
        provincia,
        sector,
        localidad,
        `https://www.${comercial.toLowerCase().replace(/\s+/g, '')}.example.es`,
      ],
    );
    ids.push((rows[0] as { id: number }).id);
  }

  const contactos: [string, string, string, string, string, number[]][] = [
    ['rrhh.demo', 'rrhh@demo.puente.es', 'Carmen', 'López Martín', 'Responsable de Recursos Humanos', ids],
    ['seleccion.demo', 'seleccion@demo.puente.es', 'Javier', 'Sánchez Gil', 'Técnico de Selección', ids.slice(0, 1)],
  ];
  for (const [nick, email, nombre, apellidos, cargo, empresasDelContacto] of contactos) {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO contactos_empresa (nick, email, nombre, apellidos, cargo, telefono, password_hash, primer_acceso)
       VALUES ($1, $2, $3, $4, $5, '963000000', $6, false) RETURNING id`,
      [nick, email, nombre, apellidos, cargo, hash],
    );
    const idContacto = (rows[0] as { id: number }).id;
    for (const idEmpresa of empresasDelContacto) {
      await database.query('INSERT INTO contacto_empresas (id_contacto, id_empresa) VALUES ($1, $2)', [idContacto, idEmpresa]);
    }
  }

  // Elena holds administración; the others one area each, and Andrés only reads (decision 037).
  const personal: [string, string, string, string][] = [
    ['gestor.demo', 'Elena', 'Navarro Ortiz', 'administracion'],
    ['empresas.demo', 'Inés', 'Ortega Lara', 'empresas'],
    ['practicas.demo', 'Tomás', 'Ruiz Peña', 'practicas'],
    ['contenidos.demo', 'Clara', 'Vidal Soler', 'contenidos'],
    ['lectura.demo', 'Andrés', 'Molina Gil', 'lectura'],
  ];
  for (const [nick, nombre, apellidos, permiso] of personal) {
    await database.query(
      `INSERT INTO gestores (nick, email, nombre, apellidos, password_hash, permisos) VALUES ($1, $2, $3, $4, $5, ARRAY[$6]::text[])`,
      [nick, `${nick.replace('.demo', '')}@demo.puente.es`, nombre, apellidos, hash, permiso],
    );
  }

  // Lucía and both contacts have accepted the current text; Marcos has not, so the RGPD dialog can be seen.
  await database.query(
    `INSERT INTO rgpd_aceptaciones (tipo_usuario, id_usuario, id_texto)
     SELECT 'alumno', a.id, t.id FROM alumnos a, rgpd_textos t WHERE a.dni = '12345678Z' AND t.vigente
     UNION ALL
     SELECT 'empresa', c.id, t.id FROM contactos_empresa c, rgpd_textos t WHERE t.vigente`,
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_personas', 'true'::jsonb)`);
  return true;
}
