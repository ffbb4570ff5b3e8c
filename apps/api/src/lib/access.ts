import { PortalCodes } from '@puente/contract/errors/codes';
import { ETIQUETAS_PERMISO, type PermisoEndpoint, partesPermiso, permite } from '@puente/contract/permisos';
import type { Caller } from './caller';
import { minusculas, rechazo } from './portal-error';

/** What a call needs: a portal role, or a staff permission as the contract writes it (`empresas:cambiar`). */
export type Acceso = 'alumno' | 'empresa' | PermisoEndpoint;

/** The one thing a portal caller may be asked to own: their own record, or their company's. */
export type Recurso = { idAlumno: number } | { idEmpresa: number };

/**
 * The one authorization check (decision 037), used by the endpoint guard with
 * each /api/Gestion endpoint's declared permission and by services that need
 * a role or an owner: a student, a company contact acting for a company, or a
 * staff member holding the permission. With `recurso`, a student must be that
 * student and a contact must act for that company; staff are not owners of
 * anything, their permission is what counts. Throws 71 otherwise.
 */
export function requireAccess(caller: Caller | null, acceso: Acceso, recurso?: Recurso): asserts caller is Caller {
  if (!caller) throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.recurso');
  if (acceso === 'alumno') {
    const propio = !recurso || ('idAlumno' in recurso && recurso.idAlumno === caller.id);
    if (caller.tipo !== 'alumno' || !propio) throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.recurso');
    return;
  }
  if (acceso === 'empresa') {
    const propia = !recurso || ('idEmpresa' in recurso && recurso.idEmpresa === caller.idEmpresa);
    if (caller.tipo !== 'empresa' || caller.idEmpresa === null || !propia) {
      throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.recurso');
    }
    return;
  }
  if (caller.tipo !== 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.recurso');
  if (acceso !== 'personal' && !permite(caller.permisos ?? [], acceso)) {
    const { area } = partesPermiso(acceso);
    throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.gestion', { area: minusculas(ETIQUETAS_PERMISO[area]) });
  }
}

/** The company a contact acts for, after requireAccess(caller, 'empresa'). */
export function empresaDelLlamante(caller: Caller | null): number {
  requireAccess(caller, 'empresa');
  return caller.idEmpresa as number;
}
