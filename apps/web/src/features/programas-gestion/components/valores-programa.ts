import {
  nombresNivelEstudios,
  type OperadorMeses,
  type ProgramaDatos,
  type ProgramaGestion,
  programaInput,
} from '@puente/contract/programas';
import { z } from 'zod';
import { diaIso } from '@/lib/fechas';

/**
 * How a programme takes adhesions, as one choice in the form: none needed, joined at once, or each one decided
 * by the university. The contract keeps it as two yes/no fields (`requiereAdhesion`, `adhesionConValidacion`).
 */
export const MODOS_ADHESION = ['no', 'automatica', 'validacion'] as const;
export type ModoAdhesion = (typeof MODOS_ADHESION)[number];

/** A programme's duration read one way or another ("6 o 12 meses", "de 3 a 6 meses"), or a single figure. */
export const OPERADORES_FORMULARIO = ['ninguno', 'o', 'a'] as const;
export type OperadorFormulario = (typeof OPERADORES_FORMULARIO)[number];

/** The form's values as typed: the contract's fields (optional ones '' when empty, dates yyyy-mm-dd). */
export interface ValoresPrograma {
  titulo: string;
  urlAcceso: string;
  descripcion: string;
  financiacion: string;
  urlImagen: string;
  fechaInicio: string;
  fechaFin: string;
  meses: string;
  operadorMeses: OperadorFormulario;
  meses2: string;
  adhesion: ModoAdhesion;
  plazo: string;
  tiposEstudios: number[];
  soloEstudiantesUniversitarios: boolean;
  soloAlumnosUniversidad: boolean;
  soloTituladosUniversitarios: boolean;
  fechaTitulacionMinima: string;
  exclusivo: boolean;
  europeo: boolean;
}

export const valoresNuevos = (): ValoresPrograma => ({
  titulo: '',
  urlAcceso: '',
  descripcion: '',
  financiacion: '',
  urlImagen: '',
  fechaInicio: '',
  fechaFin: '',
  meses: '',
  operadorMeses: 'ninguno',
  meses2: '',
  adhesion: 'no',
  plazo: '',
  tiposEstudios: [],
  soloEstudiantesUniversitarios: false,
  soloAlumnosUniversidad: false,
  soloTituladosUniversitarios: false,
  fechaTitulacionMinima: '',
  exclusivo: false,
  europeo: false,
});

/** The level of study (1–6) a name the API gives stands for. */
const nivelDeNombre = new Map(Object.entries(nombresNivelEstudios).map(([nivel, nombre]) => [nombre, Number(nivel)]));

/** The levels of study the API names, as their numbers (an unknown name is left out). */
export const nivelesDe = (nombres: readonly string[]) =>
  nombres.flatMap((nombre) => {
    const nivel = nivelDeNombre.get(nombre);
    return nivel === undefined ? [] : [nivel];
  });

export const modoAdhesion = (p: Pick<ProgramaGestion, 'requiereAdhesion' | 'adhesionConValidacion'>): ModoAdhesion =>
  !p.requiereAdhesion ? 'no' : p.adhesionConValidacion ? 'validacion' : 'automatica';

/** A programme as the staff's list gives it (dates dd/mm/yyyy, levels by name), as the form's values. */
export const valoresDe = (p: ProgramaGestion): ValoresPrograma => ({
  titulo: p.titulo,
  urlAcceso: p.urlAcceso,
  descripcion: p.descripcion ?? '',
  financiacion: p.financiacion ?? '',
  urlImagen: p.urlImagen ?? '',
  fechaInicio: diaIso(p.fechaInicio) ?? '',
  fechaFin: diaIso(p.fechaFin) ?? '',
  meses: p.meses === null ? '' : String(p.meses),
  operadorMeses: p.operadorMeses ?? 'ninguno',
  meses2: p.meses2 === null ? '' : String(p.meses2),
  adhesion: modoAdhesion(p),
  plazo: diaIso(p.plazo) ?? '',
  tiposEstudios: nivelesDe(p.tiposEstudios),
  soloEstudiantesUniversitarios: p.soloEstudiantesUniversitarios,
  soloAlumnosUniversidad: p.soloAlumnosUniversidad,
  soloTituladosUniversitarios: p.soloTituladosUniversitarios,
  fechaTitulacionMinima: diaIso(p.fechaTitulacionMinima) ?? '',
  exclusivo: p.exclusivo,
  europeo: p.europeo,
});

/**
 * The form's two choices as the contract's fields; every other value goes as typed. A second duration is
 * only read with a way to read it: "Solo esa duración" leaves it out (its field is hidden then).
 */
function aContrato(valores: ValoresPrograma) {
  const { adhesion, operadorMeses, meses2, ...resto } = valores;
  const conDos = operadorMeses === 'o' || operadorMeses === 'a';
  return {
    ...resto,
    requiereAdhesion: adhesion !== 'no',
    adhesionConValidacion: adhesion !== 'automatica',
    operadorMeses: conDos ? (operadorMeses satisfies OperadorMeses) : '',
    meses2: conDos ? meses2 : '',
  };
}

/**
 * The contract's programaInput over the form's values: the same rules, messages and field names as the API's.
 * The contract says a second duration without its figure is missing on `operadorMeses`; here the figure is
 * its own field, so the message goes under it (where the focus can go).
 */
export const schemaPrograma: z.ZodType<ProgramaDatos> = z.custom<ValoresPrograma>().transform((valores, ctx) => {
  const leido = programaInput.safeParse(aContrato(valores));
  if (leido.success) return leido.data;
  for (const issue of leido.error.issues) {
    const sinCifra = issue.path[0] === 'operadorMeses' && valores.operadorMeses !== 'ninguno' && !valores.meses2.trim();
    ctx.addIssue({ code: 'custom', message: issue.message, path: sinCifra ? ['meses2'] : issue.path });
  }
  return z.NEVER;
});
