/** Who answers a survey, read from a verified survey token (decision 024). */
export interface Encuestado {
  idEncuesta: number;
  /** The identified student or company; null for an anonymous respondent. */
  usuario: { tipo: 'alumno' | 'empresa'; id: number } | null;
  /** The survey's RGPD text was accepted under this token. */
  rgpdAceptado: boolean;
  jti: string;
  exp: number;
}
