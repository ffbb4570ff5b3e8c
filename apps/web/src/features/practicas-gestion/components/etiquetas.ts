import type { ObligadoCotizacion } from '@puente/contract/cotizacion-practicas';
import type { EstadoPractica, TipoPractica } from '@puente/contract/practicas-empresa';
import type {
  EnvioEnlace,
  EstadoProyectoFormativo,
  FaltaPractica,
  RequisitoInicio,
} from '@puente/contract/seguimiento-practicas';

/*
 * The contract's values → their catalogue keys (practicasGestion) and badge colours, typed on the contract's
 * lists so a new value cannot be left without its words.
 */

export const claveEstado: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'practicasGestion.estados.propuesta',
  aceptada: 'practicasGestion.estados.aceptada',
  en_curso: 'practicasGestion.estados.enCurso',
  finalizada: 'practicasGestion.estados.finalizada',
  certificada: 'practicasGestion.estados.certificada',
  rechazada: 'practicasGestion.estados.rechazada',
  anulada: 'practicasGestion.estados.anulada',
};

export const tonoEstado: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'bg-info-bg text-info',
  aceptada: 'bg-warning-bg text-warning',
  en_curso: 'bg-success-bg text-success',
  finalizada: 'bg-subtle text-fg',
  certificada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
  anulada: 'bg-subtle text-muted',
};

export const claveTipo: Readonly<Record<TipoPractica, string>> = {
  curricular: 'practicasGestion.tipos.curricular',
  extracurricular: 'practicasGestion.tipos.extracurricular',
};

export const claveFalta: Readonly<Record<FaltaPractica, string>> = {
  proyecto: 'practicasGestion.faltas.proyecto',
  alta: 'practicasGestion.faltas.alta',
  informe: 'practicasGestion.faltas.informe',
};

/** Who reports a month's days under an account code, as the months table says it. */
export const claveDeclarante: Readonly<Record<ObligadoCotizacion, string>> = {
  universidad: 'practicasGestion.diasEfectivos.declarantes.universidad',
  empresa: 'practicasGestion.diasEfectivos.declarantes.empresa',
  otra_entidad: 'practicasGestion.diasEfectivos.declarantes.otraEntidad',
  ninguno: 'practicasGestion.diasEfectivos.declarantes.ninguno',
};

export const claveRequisito: Readonly<Record<RequisitoInicio, string>> = {
  proyecto_formativo: 'practicasGestion.expediente.falta.requisitos.proyectoFormativo',
  tutor_academico: 'practicasGestion.expediente.falta.requisitos.tutorAcademico',
  nss: 'practicasGestion.expediente.falta.requisitos.nss',
  ccc: 'practicasGestion.expediente.falta.requisitos.ccc',
  alta: 'practicasGestion.expediente.falta.requisitos.alta',
};

export const claveEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'practicasGestion.expediente.proyecto.estados.borrador',
  enviado: 'practicasGestion.expediente.proyecto.estados.enviado',
  aceptado: 'practicasGestion.expediente.proyecto.estados.aceptado',
  devuelto: 'practicasGestion.expediente.proyecto.estados.devuelto',
};

export const tonoEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'bg-subtle text-fg',
  enviado: 'bg-info-bg text-info',
  aceptado: 'bg-success-bg text-success',
  devuelto: 'bg-warning-bg text-warning',
};

export const claveRol: Readonly<Record<EnvioEnlace['rol'], string>> = {
  tutor_empresa: 'practicasGestion.expediente.envios.roles.tutorEmpresa',
  tutor_academico: 'practicasGestion.expediente.envios.roles.tutorAcademico',
};

export const claveMotivo: Readonly<Record<EnvioEnlace['motivo'], string>> = {
  inicial: 'practicasGestion.expediente.envios.motivos.inicial',
  recordatorio_3: 'practicasGestion.expediente.envios.motivos.recordatorio3',
  recordatorio_10: 'practicasGestion.expediente.envios.motivos.recordatorio10',
  recordatorio_20: 'practicasGestion.expediente.envios.motivos.recordatorio20',
  manual: 'practicasGestion.expediente.envios.motivos.manual',
};

export const claveEntrega: Readonly<Record<EnvioEnlace['entrega'], string>> = {
  pendiente: 'practicasGestion.expediente.envios.entregas.pendiente',
  enviado: 'practicasGestion.expediente.envios.entregas.enviado',
  fallido: 'practicasGestion.expediente.envios.entregas.fallido',
};

export const tonoEntrega: Readonly<Record<EnvioEnlace['entrega'], string>> = {
  pendiente: 'bg-warning-bg text-warning',
  enviado: 'bg-success-bg text-success',
  fallido: 'bg-danger-bg text-danger',
};

/** ISO weekdays (1 = Monday) → the catalogue's day names, short (L M X J V S D) and long. */
export const DIAS_SEMANA = [
  [1, 'lunes'],
  [2, 'martes'],
  [3, 'miercoles'],
  [4, 'jueves'],
  [5, 'viernes'],
  [6, 'sabado'],
  [7, 'domingo'],
] as const;

/** An instant as the staff read a mail's: dd/mm/yyyy HH:mm on Madrid's clock, in either language. */
export function fechaHoraMadrid(iso: string): string {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return iso;
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(fecha)
      .map((p) => [p.type, p.value]),
  );
  return `${partes.day}/${partes.month}/${partes.year} ${partes.hour}:${partes.minute}`;
}

/** A month (yyyy-mm) in words: "marzo de 2026", "March 2026". */
export function mesEnPalabras(mes: string, idioma: 'es' | 'en'): string {
  const partes = /^(\d{4})-(\d{2})$/.exec(mes);
  if (!partes) return mes;
  return new Intl.DateTimeFormat(idioma === 'en' ? 'en-GB' : 'es-ES', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, 1)));
}
