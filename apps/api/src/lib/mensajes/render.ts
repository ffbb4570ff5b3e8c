import { en } from './en';
import { es } from './es';

/** The languages the portal speaks; Spanish is the default and the source. */
export type Idioma = 'es' | 'en';
export type Clave = keyof typeof es;

const CATALOGOS: Readonly<Record<Idioma, Readonly<Record<Clave, string>>>> = { es, en };

/** The `{name}` placeholders of a text, read from the Spanish literal type. */
type Marcadores<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Marcadores<R> : never;

/** Parameters are plain values (an offer title, a reason, an id): never HTML, never a nested object. */
export type Valor = string | number;

/** Exactly the parameters a key's text uses, so a misspelt name fails the type check instead of showing `{oferta}`. */
export type ParametrosDe<K extends Clave> = { readonly [P in Marcadores<(typeof es)[K]>]: Valor };

/** Renders a key in one language with its parameters (producers, e-mail templates). */
export function render<K extends Clave>(clave: K, parametros: ParametrosDe<K>, idioma: Idioma): string {
  return interpolar(CATALOGOS[idioma][clave], parametros);
}

export const esClave = (clave: string): clave is Clave => Object.hasOwn(es, clave);

/**
 * Renders a key and parameters read back from storage, where their types are
 * lost: undefined for a key the catalogue no longer has, so the caller can
 * fall back to what it stored.
 */
export function renderGuardado(clave: string, parametros: Readonly<Record<string, unknown>>, idioma: Idioma): string | undefined {
  return esClave(clave) ? interpolar(CATALOGOS[idioma][clave], parametros) : undefined;
}

/** A placeholder without a usable value stays visible (`{oferta}`): a wrong text is easier to spot than a missing word. */
function interpolar(texto: string, parametros: Readonly<Record<string, unknown>>): string {
  return texto.replace(/\{(\w+)\}/g, (marcador, nombre: string) => {
    const valor = Object.hasOwn(parametros, nombre) ? parametros[nombre] : undefined;
    return typeof valor === 'string' || typeof valor === 'number' ? String(valor) : marcador;
  });
}
