import { endpointQuery } from '@/lib/api-query';
import type { UserType } from '@/lib/session';

/**
 * The spec names the company's notification paths; the student has the same
 * under /api/Alumno, and both have "mark all as read". One panel serves both
 * roles through this table.
 */
export const endpointsNotificaciones = {
  Alumno: {
    listar: 'notificacionesAlumno',
    marcarLeida: 'marcarNotificacionLeidaAlumno',
    eliminar: 'eliminaNotificacionAlumno',
    marcarSinEnlace: 'marcarNotificacionesSinEnlaceLeidasAlumno',
    marcarTodas: 'marcarNotificacionesLeidasAlumno',
    eliminarTodas: 'eliminaNotificacionesAlumno',
  },
  Empresa: {
    listar: 'notificacionesEmpresa',
    marcarLeida: 'marcarNotificacionLeidaEmpresa',
    eliminar: 'eliminaNotificacionEmpresa',
    marcarSinEnlace: 'marcarNotificacionesSinEnlaceLeidasEmpresa',
    marcarTodas: 'marcarNotificacionesLeidasEmpresa',
    eliminarTodas: 'eliminaNotificacionesEmpresa',
  },
} as const satisfies Record<UserType, Record<string, string>>;

/** The role's list as a query: other features refresh it by naming its endpoint (lib/api-query). */
export const notificacionesQuery = (role: UserType) => endpointQuery(endpointsNotificaciones[role].listar, {});
