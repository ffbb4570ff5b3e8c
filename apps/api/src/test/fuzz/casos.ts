import type { Endpoint } from '@puente/contract/endpoint';
import { type Forma, formaDe } from '@puente/contract/input-shape';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { CUERPOS_EXTRANOS, EXTRAS, HOSTILES, plausible, type Reales } from './valores';

/**
 * One fuzz request: a plausible input as a form would send it, the same with
 * one to three fields swapped for hostile values, with undeclared fields
 * added, a body of the wrong kind, or a body that is not JSON at all.
 */
export type Caso =
  | { modo: 'plausible' | 'hostil' | 'extra'; entrada: Record<string, unknown> }
  | { modo: 'cuerpo'; entrada: Record<string, unknown>; cuerpo: unknown }
  | { modo: 'contenido'; entrada: Record<string, unknown>; contentType: string; texto: string }
  /** A path segment sent as it is, not percent-encoded: a broken escape or a bare '%'. */
  | { modo: 'ruta'; entrada: Record<string, unknown>; segmento: string };

const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level fields an input declares (every option of a union), and `campo[]` for lists. */
function camposDe(forma: Forma): string[] {
  switch (forma.tipo) {
    case 'objeto':
      return Object.entries(forma.campos).flatMap(([k, v]) => (desnudar(v).tipo === 'lista' ? [k, `${k}[]`] : [k]));
    case 'union':
      return [...new Set(forma.opciones.flatMap(camposDe))];
    case 'opcional':
    case 'nulable':
      return camposDe(forma.interior);
    default:
      return [];
  }
}

const desnudar = (forma: Forma): Forma =>
  forma.tipo === 'opcional' || forma.tipo === 'nulable' ? desnudar(forma.interior) : forma;

/** `entrada` with `campo` set to `valor`; `campo[]` puts it as the first element of the list. */
function con(entrada: Record<string, unknown>, campo: string, valor: unknown): Record<string, unknown> {
  if (campo.endsWith('[]')) {
    const k = campo.slice(0, -2);
    const lista = Array.isArray(entrada[k]) ? [...(entrada[k] as unknown[])] : [];
    lista[0] = valor;
    return { ...entrada, [k]: lista };
  }
  return { ...entrada, [campo]: valor };
}

/** The fuzz cases of one endpoint, built from its declared input. */
export function casosDe(endpoint: Endpoint, reales: Reales): fc.Arbitrary<Caso> {
  const forma = formaDe(endpoint.input);
  const campos = camposDe(forma);
  const base = plausible(forma, reales).map((v) => (esObjeto(v) ? v : {}));
  const hostil =
    campos.length === 0
      ? base.map((entrada): Caso => ({ modo: 'plausible', entrada }))
      : fc
          .tuple(
            base,
            fc.array(fc.tuple(fc.constantFrom(...campos), fc.constantFrom(...HOSTILES)), { minLength: 1, maxLength: 3 }),
          )
          .map(
            ([entrada, cambios]): Caso => ({
              modo: 'hostil',
              entrada: cambios.reduce((e, [campo, valor]) => con(e, campo, valor), entrada),
            }),
          );
  const conRuta = /:[A-Za-z0-9_]+/.test(endpoint.path);
  return fc.oneof(
    { weight: 3, arbitrary: base.map((entrada): Caso => ({ modo: 'plausible', entrada })) },
    {
      weight: conRuta ? 1 : 0,
      arbitrary: fc
        .tuple(base, fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%80', '%00', '..%2F..%2F'))
        .map(([entrada, segmento]): Caso => ({ modo: 'ruta', entrada, segmento })),
    },
    { weight: 8, arbitrary: hostil },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.constantFrom(...EXTRAS)).map(([e, x]): Caso => ({ modo: 'extra', entrada: { ...e, ...x } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...CUERPOS_EXTRANOS))
        .map(([entrada, cuerpo]): Caso => ({ modo: 'cuerpo', entrada, cuerpo })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom(
            ['text/plain', 'hola'],
            ['application/json', '{"eUsuario": '],
            ['application/json', '{"a":1,"a":2,'],
            ['application/x-www-form-urlencoded', 'a=1&b=%00'],
            ['application/xml', '<a>1</a>'],
          ),
        )
        .map(([entrada, [contentType, texto]]): Caso => ({ modo: 'contenido', entrada, contentType, texto })),
    },
  );
}

/** A value as one query-string or path segment: what a browser would put there for it. */
const comoTexto = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

const NO_RESERVADO = /[A-Za-z0-9\-_.~]/;

/**
 * Percent-encodes a path segment byte by byte, as a browser does. Unlike
 * encodeURIComponent it does not throw on a lone surrogate: like the browser,
 * it sends the UTF-8 of U+FFFD in its place.
 */
const segmentoCodificado = (v: string): string =>
  [...Buffer.from(v, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return NO_RESERVADO.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** The request for a case, as a client of the endpoint's role would send it. */
export function peticionDe(endpoint: Endpoint, caso: Caso, token: string | undefined): InjectOptions {
  const resto: Record<string, unknown> = { ...caso.entrada };
  const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, clave: string) => {
    const valor = resto[clave];
    delete resto[clave];
    return caso.modo === 'ruta' ? caso.segmento : segmentoCodificado(comoTexto(valor));
  });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(resto)) {
      for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) query.append(k, comoTexto(item));
    }
    const qs = query.toString();
    return { method: 'GET', url: qs ? `${url}?${qs}` : url, headers };
  }
  if (caso.modo === 'contenido') {
    return { method: endpoint.method, url, headers: { ...headers, 'content-type': caso.contentType }, payload: caso.texto };
  }
  const cuerpo = caso.modo === 'cuerpo' ? caso.cuerpo : resto;
  return {
    method: endpoint.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(cuerpo),
  };
}
