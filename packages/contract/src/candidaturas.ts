/**
 * Candidacy states. The spec fixes 16 (pre-registration awaiting the student)
 * and 17 (reason family for rejecting a pre-registration); the rest are ours
 * and documented with their transitions in docs/candidaturas.md.
 */
export const EstadoCandidatura = {
  INSCRITA: 1,
  EN_REVISION: 2,
  PRESELECCIONADA: 3,
  ENTREVISTA: 4,
  DESCARTADA: 5,
  SELECCIONADA: 6,
  OFERTA_CANCELADA: 7,
  RETIRADA: 8,
  PREINSCRITA: 16,
  PREINSCRIPCION_RECHAZADA: 17,
} as const;
export type EstadoCandidatura = (typeof EstadoCandidatura)[keyof typeof EstadoCandidatura];

export const ESTADOS_CANDIDATURA: readonly EstadoCandidatura[] = Object.values(EstadoCandidatura);

export const etiquetasEstadoCandidatura: Readonly<Record<EstadoCandidatura, { es: string; en: string }>> = {
  1: { es: 'Inscrita', en: 'Applied' },
  2: { es: 'En revisión', en: 'Under review' },
  3: { es: 'Preseleccionada', en: 'Shortlisted' },
  4: { es: 'Entrevista', en: 'Interview' },
  5: { es: 'Descartada', en: 'Not selected' },
  6: { es: 'Seleccionada', en: 'Selected' },
  7: { es: 'Oferta cancelada', en: 'Offer cancelled' },
  8: { es: 'Retirada', en: 'Withdrawn' },
  16: { es: 'Preinscrita: pendiente de tu respuesta', en: 'Pre-registered: awaiting your answer' },
  17: { es: 'Preinscripción rechazada', en: 'Pre-registration declined' },
};

/** States a candidacy can no longer leave: changing them gives error 49. */
export const ESTADOS_FINALES: readonly EstadoCandidatura[] = [7, 8, 17];

/**
 * Candidacies that count towards the limit of simultaneous applications (spec §9: 3).
 * A pre-registration (16) is the university's proposal, not the student's
 * application, so it counts only once accepted (it becomes 1; accepting at
 * the limit gives 103). See docs/candidaturas.md.
 */
export const ESTADOS_ACTIVOS: readonly EstadoCandidatura[] = [1, 2, 3, 4];

/** Company moves (cambiaEstadoCandidatura). A target not listed gives error 14. */
export const TRANSICIONES_EMPRESA: Readonly<Partial<Record<EstadoCandidatura, readonly EstadoCandidatura[]>>> = {
  1: [2, 3, 4, 5],
  2: [3, 4, 5],
  3: [2, 4, 5, 6],
  4: [3, 5, 6],
  5: [2],
  6: [4],
};

/** Moving to these states needs a reason (`idMotivo`) whose idEstado is the target. */
export const ESTADOS_CON_MOTIVO: readonly EstadoCandidatura[] = [5];

/** The student may withdraw only before the company has processed the candidacy (else error 30). */
export const ESTADOS_RETIRABLES: readonly EstadoCandidatura[] = [1];

export type TransitionCheck = { ok: true } | { ok: false; code: 14 | 49 };

export function checkCompanyTransition(from: number, to: number): TransitionCheck {
  if ((ESTADOS_FINALES as readonly number[]).includes(from) || from === EstadoCandidatura.PREINSCRITA)
    return { ok: false, code: 49 };
  const allowed = TRANSICIONES_EMPRESA[from as EstadoCandidatura] ?? [];
  return (allowed as readonly number[]).includes(to) ? { ok: true } : { ok: false, code: 14 };
}
