/*
 * Who registers an intern with the Social Security. Since 1 January 2024 the
 * disposición adicional 52.ª of the LGSS (added by RDL 2/2023) includes every
 * internship of a student of Spanish university studies, paid or not,
 * curricular or extracurricular, so the modality is not an input here: only
 * who pays, what the agreement says and where the internship takes place
 * decide who must register the student and report the effective days.
 * Pure rules, so the API (which files the reports) and the screens (which
 * explain them) give the same answer.
 */

/**
 * Where the internship takes place and whose student does it:
 * - `nacional`: in Spain, a student of this university.
 * - `erasmus_saliente`: our student abroad with an Erasmus+ grant.
 * - `extranjero_saliente`: our student abroad with another programme or none.
 * - `entrante`: a foreign university's (exchange) student doing it in Spain.
 */
export const MOVILIDADES_PRACTICA = ['nacional', 'erasmus_saliente', 'extranjero_saliente', 'entrante'] as const;
export type MovilidadPractica = (typeof MOVILIDADES_PRACTICA)[number];

/** Who pays the grant of a paid internship. Abroad, `empresa` is the foreign host company. */
export const PAGADORES_PRACTICA = ['empresa', 'universidad', 'otra_entidad'] as const;
export type PagadorPractica = (typeof PAGADORES_PRACTICA)[number];

/** Who registers the student and pays the contributions; `ninguno` when the internship is not included. */
export const OBLIGADOS_COTIZACION = ['empresa', 'universidad', 'otra_entidad', 'ninguno'] as const;
export type ObligadoCotizacion = (typeof OBLIGADOS_COTIZACION)[number];

export interface CasoCotizacion {
  remunerada: boolean;
  /** Only read when `remunerada`; a paid internship without a payer counts as paid by the host company. */
  pagador: PagadorPractica | null;
  /** The agreement's clause "la universidad asume la cotización". */
  universidadAsumeCotizacion: boolean;
  movilidad: MovilidadPractica;
}

/**
 * Stable codes of the rule that decided a case, so a stored result or a
 * report can say why without storing the sentence.
 */
export const REGLAS_COTIZACION = [
  'remunerada_pagador',
  'no_remunerada_empresa',
  'no_remunerada_convenio_universidad',
  'erasmus_remunerada',
  'extranjero_remunerada_pagador_espanol',
  'extranjero_convenio_universidad',
  'extranjero_sin_obligado_espanol',
  'entrante_excluida',
] as const;
export type ReglaCotizacion = (typeof REGLAS_COTIZACION)[number];

export interface ResultadoCotizacion {
  obligado: ObligadoCotizacion;
  /** Whether the student is registered at all; false exactly when `obligado` is `ninguno`. */
  incluida: boolean;
  regla: ReglaCotizacion;
}

type Idioma = 'es' | 'en';

export const etiquetasObligadoCotizacion: Readonly<Record<Idioma, Readonly<Record<ObligadoCotizacion, string>>>> = {
  es: {
    empresa: 'La empresa',
    universidad: 'La universidad',
    otra_entidad: 'Otra entidad que paga la beca',
    ninguno: 'Nadie: no se da de alta',
  },
  en: {
    empresa: 'The host company',
    universidad: 'The university',
    otra_entidad: 'Another entity paying the grant',
    ninguno: 'No one: not registered',
  },
};

export const etiquetasMovilidadPractica: Readonly<Record<Idioma, Readonly<Record<MovilidadPractica, string>>>> = {
  es: {
    nacional: 'En España',
    erasmus_saliente: 'En el extranjero, con Erasmus+',
    extranjero_saliente: 'En el extranjero, con otro programa o sin programa',
    entrante: 'Estudiante de una universidad extranjera',
  },
  en: {
    nacional: 'In Spain',
    erasmus_saliente: 'Abroad, with Erasmus+',
    extranjero_saliente: 'Abroad, with another programme or none',
    entrante: "A foreign university's student",
  },
};

export const etiquetasPagadorPractica: Readonly<Record<Idioma, Readonly<Record<PagadorPractica, string>>>> = {
  es: { empresa: 'La empresa', universidad: 'La universidad', otra_entidad: 'Otra entidad' },
  en: { empresa: 'The host company', universidad: 'The university', otra_entidad: 'Another entity' },
};

const incluida = (obligado: Exclude<ObligadoCotizacion, 'ninguno'>, regla: ReglaCotizacion): ResultadoCotizacion => ({
  obligado,
  incluida: true,
  regla,
});
const excluida = (regla: ReglaCotizacion): ResultadoCotizacion => ({ obligado: 'ninguno', incluida: false, regla });

/** Who must register the student with the Social Security, and by which rule. */
export function obligadoCotizacion(caso: CasoCotizacion): ResultadoCotizacion {
  // A paid internship with no payer recorded is paid by whoever hosts it.
  const pagador = caso.remunerada ? (caso.pagador ?? 'empresa') : null;
  switch (caso.movilidad) {
    case 'entrante':
      // DA 52.ª covers students of Spanish studies; an exchange student's own country's system covers them.
      return excluida('entrante_excluida');
    case 'nacional':
      // DA 52.ª.1.a: a paid internship is registered by the entity that finances the grant.
      if (pagador) return incluida(pagador, 'remunerada_pagador');
      // DA 52.ª.1.b: an unpaid one by the host company, unless the agreement puts it on the university.
      return caso.universidadAsumeCotizacion
        ? incluida('universidad', 'no_remunerada_convenio_universidad')
        : incluida('empresa', 'no_remunerada_empresa');
    case 'erasmus_saliente':
    case 'extranjero_saliente':
      // Abroad, a Spanish payer (the university, which pays Erasmus+ grants, or another entity) registers the student.
      if (pagador === 'universidad' || pagador === 'otra_entidad') {
        return incluida(
          pagador,
          caso.movilidad === 'erasmus_saliente' ? 'erasmus_remunerada' : 'extranjero_remunerada_pagador_espanol',
        );
      }
      // A grant paid only by the foreign host leaves no Spanish payer: as unpaid, included only if the university assumes it.
      return caso.universidadAsumeCotizacion
        ? incluida('universidad', 'extranjero_convenio_universidad')
        : excluida('extranjero_sin_obligado_espanol');
    default:
      throw new RangeError(`Movilidad de práctica desconocida: ${String((caso as { movilidad: unknown }).movilidad)}`);
  }
}

/** The obligated party as a sentence names it. */
const sujeto: Readonly<Record<Idioma, Readonly<Record<ObligadoCotizacion, string>>>> = {
  es: {
    empresa: 'la empresa',
    universidad: 'la universidad',
    otra_entidad: 'una entidad distinta de la empresa y de la universidad',
    ninguno: 'nadie',
  },
  en: {
    empresa: 'the host company',
    universidad: 'the university',
    otra_entidad: 'an entity other than the host company and the university',
    ninguno: 'no one',
  },
};

const DA_ES = '(disposición adicional 52.ª LGSS)';
const DA_EN = '(additional provision 52 of the Spanish Social Security Act, LGSS)';

const frases: Readonly<Record<Idioma, Readonly<Record<ReglaCotizacion, (quien: string) => string>>>> = {
  es: {
    remunerada_pagador: (quien) => `Práctica remunerada: da de alta y cotiza quien paga la beca, ${quien} ${DA_ES}.`,
    no_remunerada_empresa: () =>
      `Práctica no remunerada: da de alta y cotiza la empresa, porque el convenio no dice que la universidad asuma la cotización ${DA_ES}.`,
    no_remunerada_convenio_universidad: () =>
      `Práctica no remunerada: da de alta y cotiza la universidad, porque el convenio dice que asume la cotización ${DA_ES}.`,
    erasmus_remunerada: (quien) =>
      `Práctica Erasmus+ en el extranjero: da de alta y cotiza quien paga la beca, ${quien} ${DA_ES}.`,
    extranjero_remunerada_pagador_espanol: (quien) =>
      `Práctica en el extranjero con beca de una entidad española: da de alta y cotiza quien la paga, ${quien} ${DA_ES}.`,
    extranjero_convenio_universidad: () =>
      `Práctica en el extranjero sin beca de una entidad española: da de alta y cotiza la universidad, porque el convenio dice que asume la cotización ${DA_ES}.`,
    extranjero_sin_obligado_espanol: () =>
      `Práctica en el extranjero sin beca de una entidad española y sin cláusula de la universidad en el convenio: nadie en España está obligado, así que no se da de alta ${DA_ES}.`,
    entrante_excluida: () =>
      `Estudiante de una universidad extranjera: no se da de alta en la Seguridad Social española, porque le cubre el sistema de su país ${DA_ES}.`,
  },
  en: {
    remunerada_pagador: (quien) => `Paid internship: whoever pays the grant, ${quien}, registers the student ${DA_EN}.`,
    no_remunerada_empresa: () =>
      `Unpaid internship: the host company registers the student, since the agreement does not say the university takes it on ${DA_EN}.`,
    no_remunerada_convenio_universidad: () =>
      `Unpaid internship: the university registers the student, since the agreement says it takes on the contributions ${DA_EN}.`,
    erasmus_remunerada: (quien) =>
      `Erasmus+ internship abroad: whoever pays the grant, ${quien}, registers the student ${DA_EN}.`,
    extranjero_remunerada_pagador_espanol: (quien) =>
      `Internship abroad with a grant from a Spanish entity: whoever pays it, ${quien}, registers the student ${DA_EN}.`,
    extranjero_convenio_universidad: () =>
      `Internship abroad without a grant from a Spanish entity: the university registers the student, since the agreement says it takes on the contributions ${DA_EN}.`,
    extranjero_sin_obligado_espanol: () =>
      `Internship abroad without a grant from a Spanish entity and without the university's clause in the agreement: no one in Spain is obliged, so the student is not registered ${DA_EN}.`,
    entrante_excluida: () =>
      `Student of a foreign university: not registered with the Spanish Social Security, since their own country's system covers them ${DA_EN}.`,
  },
};

/** One or two plain sentences saying who registers the student and why, in the reader's language. */
export function explicacionCotizacion(r: ResultadoCotizacion, idioma: 'es' | 'en'): string {
  return frases[idioma][r.regla](sujeto[idioma][r.obligado]);
}
