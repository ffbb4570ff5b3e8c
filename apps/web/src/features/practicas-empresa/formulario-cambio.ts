import {
  type PracticaEmpresa,
  solicitudCambioPracticaInput,
  TIPOS_CAMBIO_PRACTICA,
  type TipoCambioPractica,
} from '@puente/contract/practicas-empresa';
import { MENSAJES } from '@puente/contract/validation/messages';
import { z } from 'zod';

/** The form as typed: every field a string, the kind's own shown. */
export interface ValoresCambio {
  idPractica: string;
  tipo: TipoCambioPractica | '';
  fechaInicio: string;
  fechaFin: string;
  tutorNombre: string;
  tutorEmail: string;
  tutorTelefono: string;
  horasDia: string;
  numeroDiasSemana: string;
  tiempoDedicacionJornada: string;
  motivo: string;
}

export const valoresVacios = (idPractica = ''): ValoresCambio => ({
  idPractica,
  tipo: '',
  fechaInicio: '',
  fechaFin: '',
  tutorNombre: '',
  tutorEmail: '',
  tutorTelefono: '',
  horasDia: '',
  numeroDiasSemana: '',
  tiempoDedicacionJornada: '',
  motivo: '',
});

type CampoValor = Exclude<keyof ValoresCambio, 'idPractica' | 'tipo' | 'motivo'>;

/** The proposed values of each kind, in the order they are shown; the contract requires all but the optional ones. */
export const CAMPOS_DE_TIPO: Readonly<Record<TipoCambioPractica, readonly CampoValor[]>> = {
  fechas: ['fechaInicio', 'fechaFin'],
  tutor: ['tutorNombre', 'tutorEmail', 'tutorTelefono'],
  dedicacion: ['horasDia', 'numeroDiasSemana', 'tiempoDedicacionJornada'],
  fin_anticipado: ['fechaFin'],
};

/** Required per kind, as the contract's refinement says (the telephone and the % of the working day are optional). */
const REQUERIDOS: Readonly<Record<TipoCambioPractica, readonly CampoValor[]>> = {
  fechas: ['fechaInicio', 'fechaFin'],
  tutor: ['tutorNombre', 'tutorEmail'],
  dedicacion: ['horasDia', 'numeroDiasSemana'],
  fin_anticipado: ['fechaFin'],
};

export const esRequerido = (tipo: TipoCambioPractica, campo: CampoValor) => REQUERIDOS[tipo].includes(campo);

const esTipo = (valor: string): valor is TipoCambioPractica => (TIPOS_CAMBIO_PRACTICA as readonly string[]).includes(valor);

/** Only the kind's own values are sent: a value typed for another kind, then left, is not a proposal. */
export function soloDelTipo(valores: ValoresCambio): ValoresCambio {
  if (!esTipo(valores.tipo)) return valores;
  const propios = new Set<string>(CAMPOS_DE_TIPO[valores.tipo]);
  const limpio = { ...valores };
  for (const tipo of TIPOS_CAMBIO_PRACTICA) for (const campo of CAMPOS_DE_TIPO[tipo]) if (!propios.has(campo)) limpio[campo] = '';
  return limpio;
}

/**
 * The contract's schema on the kind's values only, plus its per-kind rule
 * said with the other fields' messages. The contract says that rule in an
 * object refinement, which zod runs only once every field parses (a blank
 * reason, say, stops it): a refused submit would name the missing values one
 * press later. So the contract parses here, and its issues are repeated.
 */
export const esquemaFormularioCambio = z.custom<ValoresCambio>().transform((valores, ctx) => {
  const limpio = soloDelTipo(valores);
  const resultado = solicitudCambioPracticaInput.safeParse(limpio);
  const issues = resultado.success ? [] : resultado.error.issues;
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  if (esTipo(limpio.tipo)) {
    const conError = new Set(issues.map((issue) => String(issue.path[0])));
    for (const campo of REQUERIDOS[limpio.tipo])
      if (!conError.has(campo) && limpio[campo].trim() === '')
        ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.requerido });
  }
  return resultado.success ? resultado.data : z.NEVER;
});

/** The request as sent: an optional value left blank (the tutor's phone) is not sent at all. */
export function sinVacios<T extends Record<string, unknown>>(datos: T): T {
  return Object.fromEntries(Object.entries(datos).filter(([, valor]) => valor !== '' && valor !== undefined)) as T;
}

/** The internships a change can be asked for: those with a kind still open to ask. */
export const practicasConCambios = (practicas: readonly PracticaEmpresa[]) =>
  practicas.filter((p) => p.cambiosPosibles.length > 0);
