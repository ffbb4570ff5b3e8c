import type { EncuestaDatos } from '@puente/contract/encuestas';
import { encuestaInput } from '@puente/contract/encuestas';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

/**
 * The demo's three surveys, each with jumps, created through the surveys
 * service as staff would (decision 024). Once per database (marker in `ajustes`).
 *
 * - Seguimiento de titulados 2026: mandatory, for Marcos (87654321X) only:
 *   the portal shows him its popup until he answers. "Sí, trabajo" jumps
 *   over the question for those who do not work.
 * - Valoración de la Feria de Empleo: anonymous, for anyone with its link
 *   (/encuestas/valoracion-feria-empleo), with an RGPD text; "No asistí"
 *   jumps to the suggestions.
 * - Satisfacción de empresas colaboradoras: for every company, not
 *   mandatory; "No" to hosting interns jumps to the last question.
 */
export async function seedDemoEncuestas(services: Pick<Services, 'encuestasGestion'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_encuestas'");
  if (done.length > 0) return;
  const gestores = await database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'");
  const marcos = await database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '87654321X'");
  const gestor = llamanteSemilla({ tipo: 'gestor', id: gestores[0]?.id ?? 1, nombre: 'Semilla' });
  const encuestas: Record<string, unknown>[] = [
    {
      titulo: 'Seguimiento de titulados 2026',
      descripcion:
        'Queremos saber cómo te va después de terminar tus estudios. Son cinco preguntas y no te llevará más de dos minutos.',
      urlAcceso: 'seguimiento-titulados-2026',
      respuestaObligatoria: true,
      paraAlumnos: true,
      destinatarios: marcos[0] ? [{ tipo: 'alumno', id: marcos[0].id }] : [],
      preguntas: [
        {
          tipo: 'sino',
          texto: '¿Estás trabajando actualmente?',
          respuestas: [{ texto: 'Sí', saltoA: 3 }, { texto: 'No' }],
        },
        {
          tipo: 'unica',
          texto: '¿Qué estás haciendo ahora?',
          respuestas: [
            { texto: 'Busco empleo', saltoA: 5 },
            { texto: 'Sigo estudiando', saltoA: 5 },
            { texto: 'Otra situación', saltoA: 5 },
          ],
        },
        { tipo: 'escala', texto: '¿Cuánto se relaciona tu empleo con lo que estudiaste? (1 nada, 10 totalmente)' },
        {
          tipo: 'multiple',
          texto: '¿Cómo encontraste tu empleo?',
          respuestas: [
            { texto: 'Portal de empleo de la universidad' },
            { texto: 'Prácticas en la misma empresa' },
            { texto: 'Contactos personales' },
            { texto: 'Otros portales de empleo' },
          ],
        },
        { tipo: 'texto', texto: '¿Qué podría hacer mejor el servicio de empleo?', obligatoria: false },
      ],
    },
    {
      titulo: 'Valoración de la Feria de Empleo',
      descripcion: 'Encuesta anónima: no guardamos quién contesta. Nos ayuda a preparar la próxima edición.',
      urlAcceso: 'valoracion-feria-empleo',
      sacaOpcionAnonima: true,
      requiereRGPD: true,
      textoRGPD:
        'Tus respuestas se tratan de forma anónima y solo con fines estadísticos por el servicio de empleo de la universidad.',
      preguntas: [
        {
          tipo: 'sino',
          texto: '¿Asististe a la Feria de Empleo?',
          respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoA: 4 }],
        },
        { tipo: 'escala', texto: 'Valora la organización de la feria (1 a 10)' },
        {
          tipo: 'multiple',
          texto: '¿Qué te resultó más útil?',
          respuestas: [{ texto: 'Los estands de empresas' }, { texto: 'Las charlas' }, { texto: 'La revisión de currículum' }],
        },
        { tipo: 'texto', texto: '¿Qué te gustaría encontrar en la próxima edición?', obligatoria: false },
      ],
    },
    {
      titulo: 'Satisfacción de empresas colaboradoras',
      descripcion: 'Tu opinión nos ayuda a mejorar el servicio que damos a las empresas.',
      urlAcceso: 'satisfaccion-empresas-2026',
      paraEmpresa: true,
      preguntas: [
        {
          tipo: 'sino',
          texto: '¿Has acogido estudiantes en prácticas este curso?',
          respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoA: 3 }],
        },
        { tipo: 'escala', texto: 'Valora la preparación de los estudiantes (1 a 10)' },
        { tipo: 'texto', texto: '¿Qué podemos mejorar?', obligatoria: false },
      ],
    },
  ];
  const service = services.encuestasGestion;
  for (const e of encuestas) await service.crear(gestor, encuestaInput.parse(e) as EncuestaDatos);
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_encuestas', 'true'::jsonb)`);
}
