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
  /** The session began with the university's single sign-on (SAML). */
  loggedby?: 'saml';
}
