import {
  type CampoCorregibleOferta,
  ETIQUETAS_CAMPO_CORREGIBLE,
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  type MotivoRechazoOferta,
} from '@puente/contract/ofertas-gestion';
import { type Clave, type Idioma, type ParametrosDe, render, renderGuardado } from '../../lib/mensajes/render';

/** The kinds of notification: the catalogue's keys `<kind>.titulo` that have their `<kind>.texto`. */
export type ClaveAviso = {
  [K in Clave]: K extends `${infer T}.titulo` ? (`${T}.texto` extends Clave ? T : never) : never;
}[Clave];

/**
 * The parameters a kind's two texts use, plus an optional reason from
 * motivos_cambio_estado, kept by id so it is shown in the reader's language.
 */
export type ParametrosAviso<K extends ClaveAviso> = ParametrosDe<Extract<`${K}.titulo`, Clave>> &
  ParametrosDe<Extract<`${K}.texto`, Clave>> & {
    readonly idMotivo?: number;
    /** A staff decision's structured reason (ofertas-gestion.ts), with the staff member's own words. */
    readonly idMotivoOferta?: MotivoRechazoOferta;
    readonly detalleMotivo?: string;
    /** The offer's fields staff corrected before approving it, by the form's names (decision 039). */
    readonly camposCorregidos?: readonly CampoCorregibleOferta[];
  };

/**
 * The reason a stored notification names, in both languages: a candidacy
 * state's reason read from motivos_cambio_estado (`joined`), or a staff
 * decision's structured reason from the contract, followed by the staff
 * member's words as typed.
 */
export function motivoDeAviso(
  parametros: Readonly<Record<string, unknown>> | null,
  joined: { es: string; en: string } | null,
): { es: string; en: string } | null {
  if (joined) return joined;
  const id = parametros?.idMotivoOferta;
  if (typeof id !== 'string' || !Object.hasOwn(ETIQUETAS_MOTIVO_RECHAZO_OFERTA, id)) return null;
  const etiqueta = ETIQUETAS_MOTIVO_RECHAZO_OFERTA[id as MotivoRechazoOferta];
  const detalle = typeof parametros?.detalleMotivo === 'string' ? parametros.detalleMotivo : '';
  if (!detalle) return etiqueta;
  return { es: `${etiqueta.es}: ${detalle}`, en: `${etiqueta.en}: ${detalle}` };
}

/** A stored notification as the renderer needs it. */
export interface FilaAviso {
  clave: string | null;
  parametros: Readonly<Record<string, unknown>> | null;
  titulo: string | null;
  texto: string | null;
  /** The reason `parametros.idMotivo` names, in both languages (the repository joins it). */
  motivo: { es: string; en: string } | null;
}

/**
 * A notification's title and text in one language. A row without a key is a
 * sentence written before texts were keys (migration 0010 could not match it):
 * everyone reads it as it was, in Spanish. A key the catalogue no longer has
 * falls back the same way, or to the key itself, so the row still shows.
 */
export function renderAviso(fila: FilaAviso, idioma: Idioma): { titulo: string; texto: string } {
  if (fila.clave === null) return { titulo: fila.titulo ?? '', texto: fila.texto ?? '' };
  const parametros = fila.parametros ?? {};
  const titulo = renderGuardado(`${fila.clave}.titulo`, parametros, idioma);
  const texto = renderGuardado(`${fila.clave}.texto`, parametros, idioma);
  if (titulo === undefined || texto === undefined) return { titulo: fila.titulo ?? fila.clave, texto: fila.texto ?? '' };
  const partes = [texto];
  // The text ends the sentence itself: a reason typed with its own full stop would end in two.
  if (fila.motivo) partes.push(render('aviso.motivo', { motivo: fila.motivo[idioma].replace(/\.$/, '') }, idioma));
  const campos = camposCorregidos(parametros, idioma);
  if (campos) partes.push(render('aviso.camposCorregidos', { campos }, idioma));
  return { titulo, texto: partes.join(' ') };
}

/** The corrected fields' names in the reader's language, joined as a list ("Título y Descripción"); null when none. */
function camposCorregidos(parametros: Readonly<Record<string, unknown>>, idioma: Idioma): string | null {
  const campos = parametros.camposCorregidos;
  if (!Array.isArray(campos)) return null;
  const nombres = campos
    .filter((c): c is CampoCorregibleOferta => typeof c === 'string' && Object.hasOwn(ETIQUETAS_CAMPO_CORREGIBLE, c))
    .map((c) => ETIQUETAS_CAMPO_CORREGIBLE[c][idioma]);
  if (nombres.length === 0) return null;
  return new Intl.ListFormat(idioma, { type: 'conjunction' }).format(nombres);
}
