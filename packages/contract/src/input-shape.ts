import { globalRegistry, type z } from 'zod';
import { reglaDeTexto } from './validation/text';

/**
 * The shape of an endpoint's input as data: what each field takes, read from
 * its zod schema. Two readers need it and both must grow by themselves as
 * endpoints are declared: the contract test that every string carries the
 * text rule and every number is bounded (endpoints/inputs.test.ts), the
 * API's fuzz suite, which builds plausible and hostile requests from it, and
 * each route's body limit (plugins/limite-cuerpo.ts).
 */
export type Forma =
  | { tipo: 'objeto'; campos: Record<string, Forma> }
  | { tipo: 'opcional'; interior: Forma }
  | { tipo: 'nulable'; interior: Forma }
  | { tipo: 'lista'; elemento: Forma; min: number; max: number | null }
  | { tipo: 'tupla'; elementos: Forma[] }
  | { tipo: 'union'; opciones: Forma[] }
  | {
      tipo: 'texto';
      /** Which text rule it carries: null when none (the contract test refuses that). */
      regla: 'una-linea' | 'varias-lineas' | null;
      /** zod's own format (`date` for z.iso.date()), null for a plain string. */
      formato: string | null;
      min: number;
      max: number | null;
      /** A file in base64 (the contract's base64UploadSchema, marked `contentEncoding` in its metadata). */
      base64: boolean;
    }
  | { tipo: 'numero'; entero: boolean; min: number | null; max: number | null }
  | { tipo: 'booleano' }
  /** z.enum and z.literal: only these values. */
  | { tipo: 'valores'; valores: readonly unknown[] }
  | { tipo: 'nulo' }
  /** A zod type this reader does not know: the contract test refuses it until it is taught. */
  | { tipo: 'desconocido'; zod: string };

/** What a schema's checks say about its bounds; read from the check definitions, which zod fills eagerly. */
interface Limites {
  min: number | null;
  max: number | null;
  formato: string | null;
}

/** Integer formats and the range each implies (zod's own, before any .min/.max). */
const RANGO_FORMATO: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2_147_483_648, 2_147_483_647],
};

function limitesDe(schema: z.core.$ZodType): Limites {
  const limites: Limites = { min: null, max: null, formato: null };
  const mayor = (a: number | null, b: number) => (a === null ? b : Math.max(a, b));
  const menor = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));
  const def = schema._zod.def as { format?: string; checks?: readonly z.core.$ZodCheck[] };
  if (def.format) limites.formato = def.format;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as { check: string; value?: number; minimum?: number; maximum?: number; format?: string };
    if (c.check === 'greater_than' && typeof c.value === 'number') limites.min = mayor(limites.min, c.value);
    else if (c.check === 'less_than' && typeof c.value === 'number') limites.max = menor(limites.max, c.value);
    else if (c.check === 'min_length' && typeof c.minimum === 'number') limites.min = mayor(limites.min, c.minimum);
    else if (c.check === 'max_length' && typeof c.maximum === 'number') limites.max = menor(limites.max, c.maximum);
    else if (c.check === 'number_format' && c.format) {
      limites.formato = c.format;
      const rango = RANGO_FORMATO[c.format];
      if (rango) {
        limites.min = mayor(limites.min, rango[0]);
        limites.max = menor(limites.max, rango[1]);
      }
    }
  }
  return limites;
}

function reglaDe(checks: readonly unknown[] | undefined): 'una-linea' | 'varias-lineas' | null {
  for (const check of checks ?? []) {
    const regla = reglaDeTexto(check);
    if (regla) return regla;
  }
  return null;
}

/** Reads a schema into a Forma. Wrappers that only change the output (default, catch, readonly) are seen through. */
export function formaDe(schema: z.core.$ZodType): Forma {
  const s = schema as z.core.$ZodTypes;
  const def = s._zod.def;
  switch (def.type) {
    case 'object':
      return {
        tipo: 'objeto',
        campos: Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, formaDe(v as z.core.$ZodType)])),
      };
    case 'optional':
    case 'default':
    case 'prefault':
      return { tipo: 'opcional', interior: formaDe(def.innerType) };
    case 'nullable':
      return { tipo: 'nulable', interior: formaDe(def.innerType) };
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return formaDe(def.innerType);
    case 'array': {
      const { min, max } = limitesDe(s);
      return { tipo: 'lista', elemento: formaDe(def.element), min: min ?? 0, max };
    }
    case 'tuple':
      return { tipo: 'tupla', elementos: def.items.map((item) => formaDe(item)) };
    case 'union':
      return { tipo: 'union', opciones: def.options.map((option) => formaDe(option)) };
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the schema after it is what the input must meet.
      // Any other pipe validates its input side first, so that side is the input's shape.
      return def.in._zod.def.type === 'transform' ? formaDe(def.out) : formaDe(def.in);
    case 'string': {
      const { min, max, formato } = limitesDe(s);
      const base64 = globalRegistry.get(s)?.contentEncoding === 'base64';
      return { tipo: 'texto', regla: reglaDe(def.checks), formato, min: min ?? 0, max, base64 };
    }
    case 'number': {
      const { min, max, formato } = limitesDe(s);
      return { tipo: 'numero', entero: formato !== null && formato in RANGO_FORMATO, min, max };
    }
    case 'boolean':
      return { tipo: 'booleano' };
    case 'enum':
      return { tipo: 'valores', valores: Object.values(def.entries) };
    case 'literal':
      return { tipo: 'valores', valores: def.values };
    case 'null':
      return { tipo: 'nulo' };
    default:
      return { tipo: 'desconocido', zod: def.type };
  }
}

/** A leaf of a Forma with the path that reaches it ("titulaciones[]", "idPerfil"). */
export interface Hoja {
  ruta: string;
  forma: Exclude<Forma, { tipo: 'objeto' | 'opcional' | 'nulable' | 'lista' | 'tupla' | 'union' }>;
}

/** Every leaf of a Forma, union options included, in declaration order. */
export function hojasDe(forma: Forma, ruta = ''): Hoja[] {
  switch (forma.tipo) {
    case 'objeto':
      return Object.entries(forma.campos).flatMap(([k, v]) => hojasDe(v, ruta ? `${ruta}.${k}` : k));
    case 'opcional':
    case 'nulable':
      return hojasDe(forma.interior, ruta);
    case 'lista':
      return hojasDe(forma.elemento, `${ruta}[]`);
    case 'tupla':
      return forma.elementos.flatMap((e, i) => hojasDe(e, `${ruta}[${i}]`));
    case 'union':
      return forma.opciones.flatMap((o) => hojasDe(o, ruta));
    default:
      return [{ ruta, forma }];
  }
}
