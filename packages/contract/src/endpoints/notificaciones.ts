import { z } from 'zod';
import { defineEndpoint, type EndpointRole } from '../endpoint';
import { idPathInput } from '../validation/id';

/** Notification of spec §3, with the spec's own field names (`Importante` included). */
export const notificacionSchema = z.object({
  idNotificacion: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  leida: z.boolean(),
  Importante: z.boolean(),
  urlAcceso: z.string().nullable(),
  urlExterna: z.string().nullable(),
  /** dd/mm/yyyy, for the panel. */
  fecha: z.string(),
});
export type Notificacion = z.infer<typeof notificacionSchema>;

/** Every action answers the unread count left, so the bell updates without a second call. */
export const notificacionesPendientesSchema = z.object({ noLeidas: z.number().int() });

const idInput = idPathInput;

/**
 * The spec names the company paths; the student gets the same under
 * /api/Alumno (ARCHITECTURE §3: unnamed endpoints are declared the same way).
 * `marcarNotificacionesLeidas` (mark all as read) is ours, for both roles.
 */
function notificationEndpoints<R extends Extract<EndpointRole, 'alumno' | 'empresa'>>(role: R, base: string) {
  const quien = role === 'alumno' ? 'del estudiante' : 'de la empresa del contacto';
  return {
    listar: defineEndpoint({
      method: 'GET',
      path: `${base}/dameNotificaciones`,
      role,
      summary: `Notificaciones ${quien}: importantes primero, luego las más recientes (sin paginar)`,
      input: z.object({}),
      output: z.array(notificacionSchema),
    }),
    marcarLeida: defineEndpoint({
      method: 'POST',
      path: `${base}/marcarNotificacionLeida`,
      role,
      summary: `Marca como leída una notificación ${quien}`,
      input: idInput,
      output: notificacionesPendientesSchema,
    }),
    eliminar: defineEndpoint({
      method: 'POST',
      path: `${base}/eliminaNotificacion`,
      role,
      summary: `Elimina una notificación ${quien}`,
      input: idInput,
      output: notificacionesPendientesSchema,
    }),
    marcarSinEnlaceLeidas: defineEndpoint({
      method: 'POST',
      path: `${base}/marcarNotificacionesSinEnlaceLeidas`,
      role,
      summary: 'Al cerrar el panel: marca como leídas las notificaciones sin enlace',
      input: z.object({}),
      output: notificacionesPendientesSchema,
    }),
    marcarTodasLeidas: defineEndpoint({
      method: 'POST',
      path: `${base}/marcarNotificacionesLeidas`,
      role,
      summary: `«Marcar todas como leídas»: marca como leídas todas las notificaciones ${quien}`,
      input: z.object({}),
      output: notificacionesPendientesSchema,
    }),
    eliminarTodas: defineEndpoint({
      method: 'POST',
      path: `${base}/eliminaNotificaciones`,
      role,
      summary: `Elimina todas las notificaciones ${quien}`,
      input: z.object({}),
      output: notificacionesPendientesSchema,
    }),
  };
}

const alumno = notificationEndpoints('alumno', '/api/Alumno');
const empresa = notificationEndpoints('empresa', '/api/Empresa');

export const notificacionesEndpoints = {
  notificacionesAlumno: alumno.listar,
  marcarNotificacionLeidaAlumno: alumno.marcarLeida,
  eliminaNotificacionAlumno: alumno.eliminar,
  marcarNotificacionesSinEnlaceLeidasAlumno: alumno.marcarSinEnlaceLeidas,
  marcarNotificacionesLeidasAlumno: alumno.marcarTodasLeidas,
  eliminaNotificacionesAlumno: alumno.eliminarTodas,
  notificacionesEmpresa: empresa.listar,
  marcarNotificacionLeidaEmpresa: empresa.marcarLeida,
  eliminaNotificacionEmpresa: empresa.eliminar,
  marcarNotificacionesSinEnlaceLeidasEmpresa: empresa.marcarSinEnlaceLeidas,
  marcarNotificacionesLeidasEmpresa: empresa.marcarTodasLeidas,
  eliminaNotificacionesEmpresa: empresa.eliminarTodas,
} as const;
