/**
 * How complete a CV is: a 0–100 figure and the /cv section keys still empty.
 * The weights say what a company reads first: who the student is and what
 * they studied (20 each) decide whether a candidacy is read at all; then the
 * experience, languages, skills, cover letter and documents (10 each); the
 * interests and the photo help but rarely decide (5 each). They add up to 100.
 */
export const PESOS_COMPLETITUD = {
  /** Name, e-mail and the personal fields the brand requires (camposPersonalesQueFaltan). */
  personales: 20,
  /** At least one study, of the university's records or not. */
  formacion: 20,
  idiomas: 10,
  experiencia: 10,
  competencias: 10,
  /** Tags of interest or computer programmes. */
  intereses: 5,
  presentacion: 10,
  /** At least one CV document (modules/cv-archivos). */
  documentos: 10,
  foto: 5,
} as const;

export type SeccionCv = keyof typeof PESOS_COMPLETITUD;

/** `hechas`: whether each section counts as filled. */
export function completitud(hechas: Record<SeccionCv, boolean>) {
  const secciones = Object.keys(PESOS_COMPLETITUD) as SeccionCv[];
  const porcentaje = secciones.reduce((total, s) => total + (hechas[s] ? PESOS_COMPLETITUD[s] : 0), 0);
  return { porcentaje, faltan: secciones.filter((s) => !hechas[s]) };
}
