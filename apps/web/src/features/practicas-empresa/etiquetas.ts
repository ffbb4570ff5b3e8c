import type {
  AportanteDocumento,
  EstadoPractica,
  EstadoSolicitudCambio,
  TipoCambioPractica,
  TipoPractica,
} from '@puente/contract/practicas-empresa';

/*
 * The contract's states and kinds → their catalogue keys (camelCase, as the
 * catalogues are written), typed on the contract's lists so a new value
 * cannot be left without its words in Spanish and English.
 */

export const claveEstadoPractica: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'practicasEmpresa.estados.propuesta',
  aceptada: 'practicasEmpresa.estados.aceptada',
  en_curso: 'practicasEmpresa.estados.enCurso',
  finalizada: 'practicasEmpresa.estados.finalizada',
  certificada: 'practicasEmpresa.estados.certificada',
  rechazada: 'practicasEmpresa.estados.rechazada',
  anulada: 'practicasEmpresa.estados.anulada',
};

export const claveTipoPractica: Readonly<Record<TipoPractica, string>> = {
  curricular: 'practicasEmpresa.tipos.curricular',
  extracurricular: 'practicasEmpresa.tipos.extracurricular',
};

export const claveAportante: Readonly<Record<AportanteDocumento | 'gestor', string>> = {
  empresa: 'practicasEmpresa.aportante.empresa',
  alumno: 'practicasEmpresa.aportante.alumno',
  gestor: 'practicasEmpresa.aportante.gestor',
};

export const claveTipoCambio: Readonly<Record<TipoCambioPractica, string>> = {
  fechas: 'practicasEmpresa.cambios.tipos.fechas',
  tutor: 'practicasEmpresa.cambios.tipos.tutor',
  dedicacion: 'practicasEmpresa.cambios.tipos.dedicacion',
  fin_anticipado: 'practicasEmpresa.cambios.tipos.finAnticipado',
};

export const claveEstadoSolicitud: Readonly<Record<EstadoSolicitudCambio, string>> = {
  pendiente: 'practicasEmpresa.cambios.estados.pendiente',
  aceptada: 'practicasEmpresa.cambios.estados.aceptada',
  rechazada: 'practicasEmpresa.cambios.estados.rechazada',
};

/** The badge colours of an internship's state. */
export const tonoEstadoPractica: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'bg-info-bg text-info',
  aceptada: 'bg-warning-bg text-warning',
  en_curso: 'bg-success-bg text-success',
  finalizada: 'bg-subtle text-fg',
  certificada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
  anulada: 'bg-subtle text-muted',
};

export const tonoEstadoSolicitud: Readonly<Record<EstadoSolicitudCambio, string>> = {
  pendiente: 'bg-warning-bg text-warning',
  aceptada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
};

/** A 'yyyy-mm' month in words: «marzo de 2026», «March 2026»; anything else as it came. */
export function mesEnPalabras(mes: string, idioma: 'es' | 'en'): string {
  const partes = /^(\d{4})-(\d{2})$/.exec(mes);
  if (!partes) return mes;
  return new Intl.DateTimeFormat(idioma === 'en' ? 'en-GB' : 'es-ES', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, 1)));
}
