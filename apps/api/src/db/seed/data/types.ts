/** Catalogue entry with a Spanish and an English label. */
export interface Traducible {
  readonly id: number;
  readonly es: string;
  readonly en: string;
}

export interface Provincia {
  /** INE province code (1–52). */
  readonly id: number;
  readonly nombre: string;
}

export interface Localidad {
  readonly id: number;
  readonly idProvincia: number;
  readonly nombre: string;
}

export interface Programa {
  readonly id: number;
  readonly nombre: string;
}

export interface Titulacion {
  readonly id: number;
  readonly nombre: string;
  readonly idNivel: number;
  readonly idArea: number;
}

export interface MotivoCambioEstado {
  readonly idMotivo: number;
  readonly idEstado: number;
  readonly es: string;
  readonly en: string;
}

export interface CentroEducativo {
  readonly id: number;
  readonly idProvincia: number;
  readonly nombre: string;
  /** Municipality name; matches a `localidades` entry of the same province. */
  readonly localidad: string;
}
