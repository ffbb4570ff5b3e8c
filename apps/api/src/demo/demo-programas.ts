import type { ProgramaInput } from '@puente/contract/programas';
import { programaInput } from '@puente/contract/programas';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import { hoyMadrid } from '../lib/fecha';
import type { Services } from '../services';
import { diasDesde } from './demo-seed-sql';
import { llamanteSemilla } from './llamante-semilla';

const persona = (tipo: Caller['tipo'], id: number, nombre: string): Caller => llamanteSemilla({ tipo, id, nombre });

/**
 * The demo's four active programmes, created through the programmes service
 * as staff would, before the demo offers (which name three of them by their
 * urlAcceso). Once per database (marker in `ajustes`).
 *
 * - Talento Digital 2026: open to every student, no adhesion.
 * - Prácticas en Pymes Innovadoras: adhesion validated by the university,
 *   current university students only (542), with a deadline.
 * - Erasmus+ Prácticas: European (eligibility checked on applying).
 * - Investigo Primer Empleo: adhesion granted at once (523), students of the
 *   university (99) who did not graduate before last January (106): closed
 *   to Marcos, who finished his degree two years ago.
 */
export async function seedDemoProgramas(services: Pick<Services, 'programasGestion'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_programas'");
  if (done.length > 0) return;
  const gestores = await database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'");
  const gestor = persona('gestor', gestores[0]?.id ?? 1, 'Semilla');
  const hoy = hoyMadrid();
  const anio = Number(hoy.slice(0, 4));
  const comun = { fechaInicio: diasDesde(hoy, -60), fechaFin: diasDesde(hoy, 300) };
  const programas: ProgramaInput[] = [
    {
      ...comun,
      titulo: 'Programa Talento Digital 2026',
      urlAcceso: 'talento-digital-2026',
      descripcion:
        'Prácticas remuneradas en empresas tecnológicas para estudiantes de grado y máster: desarrollo de software, datos y ciberseguridad.',
      urlImagen: '/marca/programas/talento-digital.svg',
      financiacion: 'Fondos Next Generation EU',
      tiposEstudios: [1, 2],
      meses: 6,
    },
    {
      ...comun,
      titulo: 'Prácticas en Pymes Innovadoras',
      urlAcceso: 'practicas-pymes-innovadoras',
      descripcion:
        'Prácticas en pequeñas y medianas empresas con proyectos de innovación. La universidad valida cada adhesión antes de que puedas inscribirte en sus ofertas.',
      urlImagen: '/marca/programas/pymes.svg',
      financiacion: 'Cámara de Comercio y universidad',
      meses: 4,
      meses2: 6,
      operadorMeses: 'o',
      requiereAdhesion: true,
      adhesionConValidacion: true,
      plazo: diasDesde(hoy, 45),
      soloEstudiantesUniversitarios: true,
    },
    {
      ...comun,
      titulo: 'Erasmus+ Prácticas',
      urlAcceso: 'erasmus-practicas',
      descripcion:
        'Prácticas en empresas de otros países de la Unión Europea con beca Erasmus+. Al inscribirte en una oferta se comprueba tu elegibilidad con el servicio europeo.',
      urlImagen: '/marca/programas/erasmus.svg',
      financiacion: 'Comisión Europea',
      tiposEstudios: [1, 2, 3],
      meses: 2,
      meses2: 12,
      operadorMeses: 'a',
      europeo: true,
    },
    {
      ...comun,
      titulo: 'Investigo Primer Empleo',
      urlAcceso: 'investigo-primer-empleo',
      descripcion:
        'Primer contrato en prácticas en grupos de investigación para estudiantes de la universidad y recién titulados.',
      urlImagen: '/marca/programas/investigo.svg',
      financiacion: 'Servicio Público de Empleo Estatal',
      meses: 12,
      requiereAdhesion: true,
      adhesionConValidacion: false,
      plazo: diasDesde(hoy, 60),
      soloAlumnosUniversidad: true,
      fechaTitulacionMinima: `${anio - 1}-01-01`,
    },
  ];
  const service = services.programasGestion;
  for (const p of programas) await service.crear(gestor, programaInput.parse(p));
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_programas', 'true'::jsonb)`);
}

/**
 * Lucía's adhesion to Prácticas en Pymes Innovadoras, asked for and accepted
 * through the service like from the browser and the staff's side. Runs after
 * the demo CVs, which give her the studies its conditions read.
 */
export async function seedDemoAdhesionesProgramas(
  services: Pick<Services, 'programas' | 'programasGestion'>,
  database: Database,
) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_programas_adhesiones'");
  if (done.length > 0) return;
  const filas = await database.query<{ alumno: number; gestor: number; programa: number }>(
    `SELECT (SELECT id FROM alumnos WHERE dni = '12345678Z') AS alumno, (SELECT id FROM gestores WHERE nick = 'gestor.demo') AS gestor,
       (SELECT id FROM programas WHERE url_acceso = 'practicas-pymes-innovadoras') AS programa`,
  );
  const f = filas[0];
  if (!f?.alumno || !f.gestor || !f.programa) return;
  const service = services.programas;
  await service.adhesionAlumno(persona('alumno', f.alumno, 'Lucía'), f.programa);
  await services.programasGestion.resolver(persona('gestor', f.gestor, 'Semilla'), {
    id: f.programa,
    tipo: 'alumno',
    idAdherente: f.alumno,
    aceptar: true,
  });
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_programas_adhesiones', 'true'::jsonb)`);
}
