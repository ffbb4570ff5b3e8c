import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The jobs every copy of the API runs on a timer (apps/api/src/modules/tareas holds them with their intervals):
 * the saved searches' alerts by frequency, the reminder of saved offers closing soon, the company tutors' final-report
 * mails. Staff with administración can run one now (after a fix, or to send a digest early).
 */
export const TAREAS_PERIODICAS = [
  'alertasInmediatas',
  'alertasDiarias',
  'alertasSemanales',
  'recordatoriosOfertasGuardadas',
  'recordatoriosInformesTutores',
  'copiasDeDatos',
  'caducidadCopiasDeDatos',
] as const;
export const tareaPeriodica = z.enum(TAREAS_PERIODICAS, { error: 'Esa tarea periódica no existe.' });
export type ClaveTarea = z.infer<typeof tareaPeriodica>;

/**
 * The digests a run can bring forward: every search of that frequency, not only those whose 08:00 (Madrid) has come,
 * each with what was published since its own last alert (never an offer twice).
 */
export const TAREAS_ADELANTABLES: readonly ClaveTarea[] = ['alertasDiarias', 'alertasSemanales'];

export const ejecutarTareaInput = z
  .object({
    tarea: tareaPeriodica,
    /** Also the searches not due yet (daily and weekly digests only); false: exactly what the timer would send now. */
    adelantar: z.boolean({ error: 'Indica sí o no.' }).default(false),
  })
  .superRefine((d, ctx) => {
    if (d.adelantar && !TAREAS_ADELANTABLES.includes(d.tarea)) {
      ctx.addIssue({
        code: 'custom',
        path: ['adelantar'],
        message: 'Solo los resúmenes diarios y semanales se pueden adelantar; las demás tareas envían siempre lo que toca.',
      });
    }
  });

export const tareaEjecutadaSchema = z.object({
  tarea: tareaPeriodica,
  /** What the run did: mails queued, reminders written… (the number the job's log line says). */
  hechos: z.number().int().min(0),
});
export type TareaEjecutada = z.infer<typeof tareaEjecutadaSchema>;

/** Running a periodic job now (issue 28): the office after a fix, and the browser journeys that need a digest. */
export const tareasEndpoints = {
  ejecutarTarea: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/tareas/:tarea/ejecutar',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary:
      'Ejecuta ahora una tarea periódica (alertas de búsquedas guardadas, recordatorios de ofertas guardadas o de ' +
      'informes de tutores) y dice cuántas cosas hizo; con «adelantar», los resúmenes diarios o semanales salen también ' +
      'a las búsquedas a las que aún no les toca. Queda auditado',
    input: ejecutarTareaInput,
    output: tareaEjecutadaSchema,
  }),
} as const;
