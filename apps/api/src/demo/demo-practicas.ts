import { ficheroPracticaInput, registroPracticaInput } from '@puente/contract/practicas-alumno';
import {
  anexoPracticasInput,
  documentoEmpresaInput,
  documentoPracticaEmpresaInput,
  documentoRequeridoInput,
  notaInformativaInput,
  solicitudCambioPracticaInput,
} from '@puente/contract/practicas-empresa';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import { pdfSencillo } from '../lib/pdf/pdf';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const llamante = (
  tipo: Caller['tipo'],
  id: number,
  idEmpresa: number | null,
  nombre: string,
  apellidos: string,
  actor: Caller['actor'] = null,
): Caller => llamanteSemilla({ tipo, id, idEmpresa, nombre, apellidos, actor });

/** yyyy-mm-dd, days from today on Madrid's calendar. */
const dia = (hoy: string, dias: number) => {
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** A small real PDF with a title and a few paragraphs: what a scanned or filled-in document stands for in the demo. */
async function pdf(titulo: string, ...parrafos: string[]) {
  const bytes = await pdfSencillo({ titulo, parrafos, nota: 'Documento de demostración de Puente.' });
  return Buffer.from(bytes).toString('base64');
}

const fichero = async (titulo: string, ...parrafos: string[]) => ({
  ficheroB64ParaAltas: await pdf(titulo, ...parrafos),
  extension_adjunto: 'pdf',
});

interface Practica {
  dni: string;
  cif: string;
  programa: string | null;
  tipo: 'curricular' | 'extracurricular';
  estado: 'propuesta' | 'en_curso' | 'finalizada';
  propuestaPor: 'alumno' | 'empresa' | 'gestor';
  /** Days from today. */
  inicio: number;
  fin: number;
  tutor: [string, string, string];
  tareas: string;
  horasDia: number;
  diasSemana: number;
  dedicacion: number;
  horasTotales: number;
}

const PRACTICAS: Practica[] = [
  {
    dni: '12345678Z',
    cif: 'B12345674',
    programa: 'talento-digital-2026',
    tipo: 'curricular',
    estado: 'en_curso',
    propuestaPor: 'gestor',
    inicio: -30,
    fin: 150,
    tutor: ['Pablo Martí Soler', 'pablo.marti@levantetech.example.es', '963 000 030'],
    tareas: 'Análisis de datos de clientes, cuadros de mando en Power BI y apoyo al equipo de desarrollo en pruebas.',
    horasDia: 5,
    diasSemana: 5,
    dedicacion: 62.5,
    horasTotales: 450,
  },
  {
    dni: '87654321X',
    cif: 'B12345674',
    programa: null,
    tipo: 'extracurricular',
    estado: 'propuesta',
    propuestaPor: 'empresa',
    inicio: 20,
    fin: 110,
    tutor: ['Laura Pons Ferrer', 'laura.pons@levantetech.example.es', '963 000 032'],
    tareas: 'Soporte a la migración de la intranet y documentación técnica de los servicios internos.',
    horasDia: 4,
    diasSemana: 5,
    dedicacion: 50,
    horasTotales: 260,
  },
  {
    dni: '12345678Z',
    cif: 'A58818501',
    programa: null,
    tipo: 'extracurricular',
    estado: 'finalizada',
    propuestaPor: 'alumno',
    inicio: -400,
    fin: -310,
    tutor: ['Andrés Gómez Rey', 'andres.gomez@mesetaindustrial.example.es', '916 000 040'],
    tareas: 'Control de calidad en la línea de montaje y análisis estadístico de defectos.',
    horasDia: 5,
    diasSemana: 5,
    dedicacion: 62.5,
    horasTotales: 325,
  },
];

/**
 * The demo companies' internship paperwork, through the services of
 * modules/practicas-empresa like the browser does it (checked by lib/storage,
 * audited), once per database (marker in `ajustes`). Runs after the demo
 * companies, offers and programmes.
 *
 * The internships are registered by staff through modules/practicas-alumno
 * (`registrarPracticaAlumno`, decision 020): Lucía under way at Levante
 * Tech in the Talento Digital programme (curricular), Marcos proposed at
 * Levante (extracurricular), and Lucía's finished extracurricular internship
 * at Meseta Industrial last year. Staff define the required documents (some
 * with templates), publish an annex and both information notes; each company
 * gives one document of its own; Levante has given some of Lucía's documents
 * (others pending) and asked to change her tutor, a request still pending;
 * Meseta's finished internship has every document given. Lucía's enrolment
 * certificates were handed in at the office: staff upload them as her (god
 * mode), since she has not given the bank data her paid internship at Levante
 * needs (518) and her final report is still missing there.
 */
export async function seedDemoPracticas(
  services: Pick<
    Services,
    'practicasAlumno' | 'registroPracticas' | 'documentacionPracticas' | 'documentacionPracticasGestion' | 'practicasEmpresa'
  >,
  database: Database,
) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_practicas'");
  if (done.length > 0) return;
  const personas = await database.query<{ tipo: string; id: number; clave: string; id_empresa: number | null }>(
    `SELECT 'alumno' AS tipo, id, dni AS clave, NULL::int AS id_empresa FROM alumnos WHERE dni IN ('12345678Z', '87654321X')
     UNION ALL SELECT 'empresa', id, cif, id FROM empresas WHERE cif IN ('B12345674', 'A58818501')
     UNION ALL SELECT 'contacto', c.id, c.nick, NULL FROM contactos_empresa c WHERE c.nick IN ('seleccion.demo', 'rrhh.demo')
     UNION ALL SELECT 'gestor', id, nick, NULL FROM gestores WHERE nick = 'gestor.demo'
     UNION ALL SELECT 'programa', id, url_acceso, NULL FROM programas WHERE url_acceso = 'talento-digital-2026'
     UNION ALL (SELECT DISTINCT ON (o.id_empresa) 'oferta', o.id, e.cif, NULL FROM ofertas o
       JOIN empresas e ON e.id = o.id_empresa JOIN programas pr ON pr.id = o.id_programa
       WHERE o.id_perfil = 2 AND pr.url_acceso = 'talento-digital-2026' ORDER BY o.id_empresa, o.id)`,
  );
  const id = (tipo: string, clave: string) => personas.find((p) => p.tipo === tipo && p.clave === clave)?.id;
  const idLucia = id('alumno', '12345678Z');
  const idLevante = id('empresa', 'B12345674');
  const idMeseta = id('empresa', 'A58818501');
  const idJavier = id('contacto', 'seleccion.demo');
  const idCarmen = id('contacto', 'rrhh.demo');
  const idGestor = id('gestor', 'gestor.demo');
  const idTalento = id('programa', 'talento-digital-2026');
  if (!idLucia || !idLevante || !idMeseta || !idJavier || !idCarmen || !idGestor || !idTalento) return;

  const { practicasAlumno, registroPracticas, practicasEmpresa } = services;
  const { documentacionPracticas: documentacion, documentacionPracticasGestion: publicaciones } = services;
  const gestor = llamante('gestor', idGestor, null, 'Elena', 'Navarro Ortiz');
  const javier = llamante('empresa', idJavier, idLevante, 'Javier', 'Sánchez Gil');
  const carmen = llamante('empresa', idCarmen, idMeseta, 'Carmen', 'López Martín');
  const luciaEnVentanilla = llamante('alumno', idLucia, null, 'Lucía', 'García Fernández', { tipo: 'gestor', id: idGestor });
  const [hoy] = await database.query<{ hoy: string }>("SELECT to_char(now() AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS hoy");
  if (!hoy) return;

  const practica: number[] = [];
  for (const p of PRACTICAS) {
    const idAlumno = id('alumno', p.dni);
    const idEmpresa = id('empresa', p.cif);
    if (!idAlumno || !idEmpresa) return;
    const { idPractica } = await registroPracticas.registrar(
      gestor,
      registroPracticaInput.parse({
        idAlumno,
        idEmpresa,
        // The company's first internship offer in the programme, as the SQL of issue 13 chose it.
        idOferta: p.programa ? id('oferta', p.cif) : undefined,
        idPrograma: p.programa ? idTalento : undefined,
        tipo: p.tipo,
        estado: p.estado,
        propuestaPor: p.propuestaPor,
        fechaInicio: dia(hoy.hoy, p.inicio),
        fechaFin: dia(hoy.hoy, p.fin),
        tareas: p.tareas,
        horasDia: p.horasDia,
        numeroDiasSemana: p.diasSemana,
        tiempoDedicacionJornada: p.dedicacion,
        horasTotales: p.horasTotales,
        tutorNombre: p.tutor[0],
        tutorEmail: p.tutor[1],
        tutorTelefono: p.tutor[2],
        tutorAcademicoNombre: 'Isabel Moreno Gil',
        tutorAcademicoEmail: 'isabel.moreno@demo.puente.es',
      }),
    );
    practica.push(idPractica);
  }
  const [luciaLevante = 0, , luciaMeseta = 0] = practica;

  // The university's side: what internships need, an annex and the two information notes.
  const requerido = async (
    nombre: string,
    aportadoPor: 'empresa' | 'alumno',
    descripcion: string,
    extra: { idPrograma?: number; tipoPractica?: 'curricular'; plantilla?: string } = {},
  ) =>
    publicaciones.addDocumentoRequerido(
      gestor,
      documentoRequeridoInput.parse({
        nombre,
        aportadoPor,
        descripcion,
        idPrograma: extra.idPrograma,
        tipoPractica: extra.tipoPractica,
        ...(extra.plantilla ? await fichero(`Plantilla: ${nombre}`, extra.plantilla) : {}),
      }),
    );
  const proyecto = await requerido(
    'Proyecto formativo',
    'empresa',
    'Tareas, competencias y horario, firmado por el tutor de la empresa.',
    {
      plantilla: 'Rellene los datos del tutor, las tareas y competencias que desarrollará el estudiante y el horario.',
    },
  );
  const altaSs = await requerido(
    'Alta del estudiante en la Seguridad Social',
    'empresa',
    'Resolución de alta en el Régimen General (RD 2/2023): la empresa da de alta al estudiante antes de empezar.',
  );
  const informe = await requerido(
    'Informe final del tutor de la empresa',
    'empresa',
    'Valoración de las competencias al terminar.',
    {
      plantilla: 'Valore de 1 a 4 cada competencia del proyecto formativo y añada sus observaciones.',
    },
  );
  const matricula = await requerido('Certificado de matrícula', 'alumno', 'Matrícula vigente en la titulación de las prácticas.');
  await requerido('Memoria final de prácticas', 'alumno', 'Memoria del estudiante para el reconocimiento de créditos.', {
    tipoPractica: 'curricular',
  });
  await requerido(
    'Declaración responsable de ayudas Next Generation EU',
    'empresa',
    'Compromiso de la empresa con las condiciones del Plan de Recuperación, Transformación y Resiliencia.',
    {
      idPrograma: idTalento,
      plantilla:
        'La empresa declara cumplir el principio de no causar un perjuicio significativo (DNSH) y la normativa de ayudas.',
    },
  );
  await publicaciones.publicarAnexo(
    gestor,
    anexoPracticasInput.parse({
      titulo: 'Anexo II · Plan de seguimiento de las prácticas',
      descripcion: 'Calendario de reuniones entre el tutor de la empresa, el tutor académico y el estudiante.',
      ...(await fichero(
        'Anexo II · Plan de seguimiento de las prácticas',
        'Primera reunión en las dos primeras semanas; seguimiento mensual; informe final al terminar.',
      )),
    }),
  );
  for (const [tipo, titulo, texto] of [
    [
      'curricular',
      'Nota informativa: prácticas curriculares',
      'Forman parte del plan de estudios y se reconocen con créditos. Requieren proyecto formativo, tutor académico y memoria final.',
    ],
    [
      'extracurricular',
      'Nota informativa: prácticas extracurriculares',
      'Voluntarias, hasta el 50 % del curso académico. Incluyen bolsa o ayuda al estudio y alta en la Seguridad Social.',
    ],
  ] as const) {
    await publicaciones.publicarNota(gestor, notaInformativaInput.parse({ tipo, titulo, ...(await fichero(titulo, texto)) }));
  }

  // Each company's own documents.
  await documentacion.aportarDocumentoEmpresa(
    javier,
    documentoEmpresaInput.parse({
      nombre: 'Póliza de responsabilidad civil 2026',
      ...(await fichero(
        'Póliza de responsabilidad civil',
        'Innovación Levante S.L. · póliza n.º RC-2026-004512 · vigente hasta el 31/12/2026.',
      )),
    }),
  );
  await documentacion.aportarDocumentoEmpresa(
    carmen,
    documentoEmpresaInput.parse({
      nombre: 'Certificado de estar al corriente con la AEAT',
      ...(await fichero(
        'Certificado de la Agencia Tributaria',
        'Grupo Industrial Meseta S.A. está al corriente de sus obligaciones tributarias.',
      )),
    }),
  );

  // What the companies have given: Levante, part of Lucía's; Meseta, all of her finished internship's.
  const entregar = async (quien: Caller, idPractica: number, idDocumentoRequerido: number, texto: string) =>
    documentacion.entregarDocumentoPractica(
      quien,
      documentoPracticaEmpresaInput.parse({
        idPractica,
        idDocumentoRequerido,
        ...(await fichero(texto, `Prácticas n.º ${idPractica}.`)),
      }),
    );
  await entregar(javier, luciaLevante, proyecto.idDocumentoRequerido, 'Proyecto formativo de Lucía García Fernández');
  await entregar(javier, luciaLevante, altaSs.idDocumentoRequerido, 'Alta en la Seguridad Social de Lucía García Fernández');
  for (const [r, texto] of [
    [proyecto, 'Proyecto formativo (Meseta Industrial)'],
    [altaSs, 'Alta en la Seguridad Social (Meseta Industrial)'],
    [informe, 'Informe final del tutor (Meseta Industrial)'],
  ] as const) {
    await entregar(carmen, luciaMeseta, r.idDocumentoRequerido, texto);
  }
  // Lucía's enrolment for both, handed in at the office: staff upload it as her.
  for (const idPractica of [luciaLevante, luciaMeseta]) {
    await practicasAlumno.addFichero(
      luciaEnVentanilla,
      ficheroPracticaInput.parse({
        idPractica,
        idDocumentoRequerido: matricula.idDocumentoRequerido,
        nombre: 'Certificado de matrícula',
        ...(await fichero('Certificado de matrícula', `Lucía García Fernández · prácticas n.º ${idPractica}.`)),
      }),
    );
  }

  // Levante asks to change Lucía's tutor: pending, for staff to resolve (and Lucía is told).
  await practicasEmpresa.solicitarCambio(
    javier,
    solicitudCambioPracticaInput.parse({
      idPractica: luciaLevante,
      tipo: 'tutor',
      tutorNombre: 'Marta Ibáñez Soler',
      tutorEmail: 'marta.ibanez@levantetech.example.es',
      tutorTelefono: '963 000 031',
      motivo: 'Pablo Martí deja la empresa a final de mes; Marta Ibáñez, responsable del equipo de datos, asume la tutoría.',
    }),
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_practicas', 'true'::jsonb)`);
}
