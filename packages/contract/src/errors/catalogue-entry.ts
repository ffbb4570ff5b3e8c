/**
 * Shape of one error-banner entry (spec §8) and small builders that keep the
 * data files to one readable block per code. catalogue.ts re-exports the types.
 */

/** 'important' has no close button and logs the user out; the others can be closed. */
export type ErrorCategory = 'medium' | 'secondary' | 'important';

export interface ErrorTexts {
  titulo: string;
  cuerpo: string;
  /** Button text; without it the banner shows 'Aceptar'. */
  boton?: string;
}

export interface CatalogueEntry {
  code: number;
  category: ErrorCategory;
  es: ErrorTexts;
  en: ErrorTexts;
  /** In-app path the banner's button navigates to. */
  destino?: string;
  nuevaPestana?: boolean;
  /** Also sent to the monitoring webhook (spec §8: codes 1, 12, 24 and 500). */
  reportar?: boolean;
  /** The envelope's `mensaje` replaces `cuerpo` when present. */
  mensajeServidor?: boolean;
}

/** [titulo, cuerpo, boton?] */
type Texts = readonly [titulo: string, cuerpo: string, boton?: string];
type Extra = Pick<CatalogueEntry, 'destino' | 'nuevaPestana' | 'reportar' | 'mensajeServidor'>;

const toTexts = ([titulo, cuerpo, boton]: Texts): ErrorTexts =>
  boton === undefined ? { titulo, cuerpo } : { titulo, cuerpo, boton };

const builder =
  (category: ErrorCategory) =>
  (code: number, es: Texts, en: Texts, extra: Extra = {}): CatalogueEntry => ({
    code,
    category,
    es: toTexts(es),
    en: toTexts(en),
    ...extra,
  });

/** Ordinary refusal: closable banner. */
export const medium = builder('medium');
/** Success or notice (codes 501–543): closable, lighter banner. */
export const secondary = builder('secondary');
/** Ends the session: no close button, logout. */
export const important = builder('important');
