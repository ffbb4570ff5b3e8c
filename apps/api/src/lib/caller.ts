import type { PermisoGestor } from '@puente/contract/permisos';

/** Who is calling, read from a verified token. */
export interface Caller {
  tipo: 'alumno' | 'empresa' | 'gestor';
  id: number;
  /** Company the contact acts for (companies only). */
  idEmpresa: number | null;
  nombre: string;
  apellidos: string;
  jti: string;
  exp: number;
  /** The RGPD text is still to be accepted: only the RGPD endpoints answer. */
  rgpdPendiente: boolean;
  /** Set when a staff member entered as this user (god mode). */
  actor: { tipo: 'gestor'; id: number } | null;
  /**
   * A staff member's permissions, read from the account on every session
   * check (not from the token), so a change applies within the session cache's
   * two seconds. Absent for students and companies (decision 037).
   */
  permisos?: readonly PermisoGestor[];
  /** The session began with the university's single sign-on (SAML). */
  loggedby?: 'saml';
}
