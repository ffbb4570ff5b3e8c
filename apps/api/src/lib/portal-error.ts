import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { rechazosEn } from './mensajes/rechazos.en';
import { rechazosEs } from './mensajes/rechazos.es';
import type { Idioma } from './mensajes/render';

/** A refusal-specific text of lib/mensajes/rechazos.es.ts (and .en.ts, which must have the same keys). */
export type ClaveRechazo = keyof typeof rechazosEs;

/** The `{name}` placeholders of a text, read from the Spanish literal type. */
type Marcadores<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Marcadores<R> : never;

/** A label the contract already has in both languages (a state's name). */
export type Bilingue = Readonly<Record<Idioma, string>>;

/** A contract label put inside a sentence ("está cerrada"). */
export const minusculas = (b: Bilingue): Bilingue => ({ es: b.es.toLowerCase(), en: b.en.toLowerCase() });

/**
 * A parameter: a plain value (a title, a date, a number), a contract label in
 * both languages, another keyed text (rendered in the same language) or a
 * list of them (joined with '; ').
 */
export type ValorRechazo = string | number | Bilingue | TextoRechazo | readonly TextoRechazo[];

/** Exactly the parameters a key's text uses: a misspelt or missing one fails the type check. */
export type ParametrosRechazo<K extends ClaveRechazo> = { readonly [P in Marcadores<(typeof rechazosEs)[K]>]: ValorRechazo };

/** What a refusal says beyond its code: a key of the refusals catalogue and its parameters. */
export interface TextoRechazo {
  readonly clave: ClaveRechazo;
  readonly parametros: Readonly<Record<string, ValorRechazo>>;
}

/** For the few refusals whose HTTP status is not the code's (429 from the login limits, with Retry-After). */
export interface RespuestaRechazo {
  http: number;
  cabeceras?: Record<string, string>;
}

const CATALOGOS: Readonly<Record<Idioma, Readonly<Record<ClaveRechazo, string>>>> = { es: rechazosEs, en: rechazosEn };

/**
 * The text of a refusal in one language: its own key when it has one, else
 * the contract catalogue's banner text for the code (spec §8). Never "Error N".
 */
export function textoDeRechazo(code: number, texto: TextoRechazo | null, idioma: Idioma): string {
  const frase = texto ? renderTexto(texto, idioma) : catalogueEntry(code)[idioma].cuerpo;
  return frase.charAt(0).toUpperCase() + frase.slice(1);
}

const esLista = (v: unknown): v is readonly TextoRechazo[] => Array.isArray(v);

function renderTexto(texto: TextoRechazo, idioma: Idioma): string {
  return CATALOGOS[idioma][texto.clave].replace(/\{(\w+)\}/g, (marcador, nombre: string) => {
    const valor = Object.hasOwn(texto.parametros, nombre) ? texto.parametros[nombre] : undefined;
    if (typeof valor === 'string' || typeof valor === 'number') return String(valor);
    if (esLista(valor)) return valor.map((v) => renderTexto(v, idioma)).join('; ');
    if (valor && 'clave' in valor) return renderTexto(valor, idioma);
    if (valor) return valor[idioma];
    return marcador;
  });
}

/**
 * A refusal with a code of the error catalogue (spec §8). Services throw it
 * (built with `rechazo()`); the errors plugin turns it into the envelope with
 * the right HTTP status and its text in the reader's language. `message` is
 * the Spanish text, for logs.
 */
export class PortalError extends Error {
  constructor(
    readonly code: number,
    readonly texto: TextoRechazo | null = null,
    readonly datos: unknown = null,
    /** Unset, `httpStatusFor(code)` applies. */
    readonly respuesta?: RespuestaRechazo,
  ) {
    super(textoDeRechazo(code, texto, 'es'));
    this.name = 'PortalError';
  }

  /** The envelope's `mensaje` for a reader. */
  mensaje(idioma: Idioma): string {
    return textoDeRechazo(this.code, this.texto, idioma);
  }
}

/** A keyed text, to carry a refusal's words before throwing it (a programme's condition, a rule's verdict). */
export function texto<K extends ClaveRechazo>(clave: K, ...[parametros]: ParametrosOpcionales<K>): TextoRechazo {
  return { clave, parametros: parametros ?? {} };
}

type ParametrosOpcionales<K extends ClaveRechazo> = [Marcadores<(typeof rechazosEs)[K]>] extends [never]
  ? [parametros?: Readonly<Record<string, never>> | null]
  : [parametros: ParametrosRechazo<K>];

type Resto<K extends ClaveRechazo> = [Marcadores<(typeof rechazosEs)[K]>] extends [never]
  ? [parametros?: Readonly<Record<string, never>> | null, datos?: unknown, respuesta?: RespuestaRechazo]
  : [parametros: ParametrosRechazo<K>, datos?: unknown, respuesta?: RespuestaRechazo];

/**
 * The one way the API refuses: a catalogue code, plus, where the refusal
 * names something (a field, a file, a date, an offer…), the key of its own
 * text and that text's parameters; `datos` goes to the envelope's `detalle`.
 * `rechazo(48)` says the catalogue's text for 48.
 */
export function rechazo<K extends ClaveRechazo = never>(code: number, clave?: K | null, ...resto: Resto<K>): PortalError {
  const [parametros, datos, respuesta] = resto;
  return new PortalError(code, clave ? { clave, parametros: parametros ?? {} } : null, datos ?? null, respuesta);
}

/** A refusal from a carried text (or the catalogue's when null). */
export const rechazoDe = (code: number, textoPropio: TextoRechazo | null | undefined, datos: unknown = null) =>
  new PortalError(code, textoPropio ?? null, datos);
