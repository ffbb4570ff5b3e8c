import type { DestinatarioComunicacion, EstadoComunicacion } from '@puente/contract/comunicaciones';

/** The i18n key of each audience (comunicacionesGestion catalogue). */
export const clavePara: Record<DestinatarioComunicacion, string> = {
  alumno: 'comunicacionesGestion.para.alumno',
  empresa: 'comunicacionesGestion.para.empresa',
  todos: 'comunicacionesGestion.para.todos',
};

/** The i18n key of each state. */
export const claveEstado: Record<EstadoComunicacion, string> = {
  programada: 'comunicacionesGestion.estados.programada',
  vigente: 'comunicacionesGestion.estados.vigente',
  caducada: 'comunicacionesGestion.estados.caducada',
  retirada: 'comunicacionesGestion.estados.retirada',
};

/** The badge colours of each state: shown green, waiting blue, past grey, withdrawn amber. */
export const tonoEstado: Record<EstadoComunicacion, string> = {
  programada: 'bg-info-bg text-info',
  vigente: 'bg-success-bg text-success',
  caducada: 'bg-subtle text-muted',
  retirada: 'bg-warning-bg text-warning',
};

/** A link the homes open in a new tab (a web address) rather than inside the portal (a path). */
export const esExterno = (enlace: string) => /^https?:\/\//i.test(enlace);
