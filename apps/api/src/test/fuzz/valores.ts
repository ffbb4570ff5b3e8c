import type { Forma } from '@puente/contract/input-shape';
import fc from 'fast-check';

/**
 * Values for the fuzz suite, built from an endpoint's input shape
 * (@puente/contract/input-shape), so a new endpoint is fuzzed the day it is
 * declared. `plausible` gives what a form could send (right types, within
 * bounds, sometimes a real value of the database so the request goes past
 * "not found"); `HOSTILES` is what an attacker sends instead.
 */

/** Real values read from the test database, so plausible inputs reach real rows. */
export interface Reales {
  urls: string[];
  usuarios: string[];
}

const LETRAS = 'abcdefghijklmnñopqrstuvwxyzáéíóúü ABCDEFGHIJKLMNÑOPQRSTUVWXYZ0123456789.,-';

const textoPlausible = (min: number, max: number | null) => {
  const maxLength = Math.max(min, Math.min(max ?? 40, 40));
  return fc.string({ unit: fc.constantFrom(...LETRAS), minLength: Math.min(min, maxLength), maxLength });
};

const fecha = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A few bytes of a real PDF as base64 ('%PDF-1.4' and a line), so an upload reaches the storage checks. */
const PDF_B64 = 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PD4+CmVuZG9iagp0cmFpbGVyCjw8Pj4KJSVFT0YK';

/** A plausible text for a field, by what its name says it holds. */
function textoPorNombre(campo: string, forma: Extract<Forma, { tipo: 'texto' }>, reales: Reales): fc.Arbitrary<string> {
  const libre = textoPlausible(forma.min, forma.max);
  if (forma.formato === 'date') return fecha;
  if (/^url$|urloferta|^id$/i.test(campo) && reales.urls.length > 0) return fc.oneof(fc.constantFrom(...reales.urls), libre);
  if (/usuario/i.test(campo) && reales.usuarios.length > 0) return fc.oneof(fc.constantFrom(...reales.usuarios), libre);
  if (/email/i.test(campo)) return fc.constantFrom('ana.garcia@example.com', 'rrhh@empresa.es', 'mal@formado');
  if (/telefono/i.test(campo)) return fc.constantFrom('600123456', '+34 912 345 678', '12');
  // Never the demo password: a successful change would revoke the run's own token (auth.test.ts covers the change).
  if (/password/i.test(campo)) return fc.constantFrom('Otra-clave-2026', 'corta', '');
  if (/b64/i.test(campo)) return fc.constantFrom(PDF_B64, `data:application/pdf;base64,${PDF_B64}`, 'no-es-base64');
  if (/extension/i.test(campo)) return fc.constantFrom('pdf', 'docx', 'exe', 'PDF');
  if (/^lang$/i.test(campo)) return fc.constantFrom('es', 'en');
  return libre;
}

/** What a form could send for this shape. `campo` is the field's own name, to pick realistic values. */
export function plausible(forma: Forma, reales: Reales, campo = ''): fc.Arbitrary<unknown> {
  switch (forma.tipo) {
    case 'objeto': {
      const campos = Object.entries(forma.campos).map(([k, v]) => [k, plausible(v, reales, k)] as const);
      return fc
        .tuple(...campos.map(([, arb]) => arb))
        .map((values) => Object.fromEntries(campos.map(([k], i) => [k, values[i]]).filter(([, v]) => v !== undefined)));
    }
    case 'opcional':
      return fc.option(plausible(forma.interior, reales, campo), { nil: undefined, freq: 3 });
    case 'nulable':
      return fc.option(plausible(forma.interior, reales, campo), { nil: null, freq: 5 });
    case 'lista': {
      const maxLength = Math.max(forma.min, Math.min(forma.max ?? 3, 3));
      return fc.array(plausible(forma.elemento, reales, campo), { minLength: forma.min, maxLength });
    }
    case 'tupla':
      return fc.tuple(...forma.elementos.map((e) => plausible(e, reales, campo)));
    case 'union':
      return fc.oneof(...forma.opciones.map((o) => plausible(o, reales, campo)));
    case 'texto':
      return textoPorNombre(campo, forma, reales);
    case 'numero': {
      const min = forma.min ?? 0;
      // Ids of the demo data are small serials: a narrow range finds real rows.
      const max = Math.min(forma.max ?? min + 50, min + 50);
      return forma.entero ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }).map((n) => Math.round(n * 100) / 100);
    }
    case 'booleano':
      return fc.boolean();
    case 'valores':
      return fc.constantFrom(...forma.valores);
    case 'nulo':
      return fc.constant(null);
    case 'desconocido':
      return fc.constant(undefined);
  }
}

const CIEN_KB = 'x'.repeat(100 * 1024);

/** An object whose own `__proto__` key survives JSON.stringify, as a hand-written JSON body would carry it. */
export const conProto = (value: unknown): Record<string, unknown> => {
  const o: Record<string, unknown> = {};
  Object.defineProperty(o, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return o;
};

/** Values no field should take in that form: control characters, integer overflow, wrong types, huge sizes. */
export const HOSTILES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '12345678Z\u0000',
  '\u0007\u001b[31mrojo\u001b[0m',
  'fin\u0085',
  '\u009f',
  'a\ud800b',
  '\udc00',
  '\r\n\t',
  "' OR '1'='1",
  "'; DROP TABLE alumnos; --",
  '%00',
  '%E0%A4%A',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as the literal text it is
  '${7*7}{{7*7}}',
  CIEN_KB,
  '🙂'.repeat(2000),
  '\u202eدرحبا\u200b\ufeff',
  'Z̷̢̛a̴̢l̵g̶o',
  '',
  '   ',
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '2147483648',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  null,
  true,
  false,
  [],
  [1, 2],
  ['a', null],
  [CIEN_KB],
  {},
  { a: 1 },
  conProto({ admin: true }),
  { constructor: { prototype: { admin: true } } },
];

/** Extra fields nobody declared: mass assignment and prototype pollution attempts. */
export const EXTRAS: readonly Record<string, unknown>[] = [
  conProto({ admin: true, tipo: 'gestor' }),
  { constructor: { prototype: { admin: true } } },
  { idAlumno: 1, idEmpresa: 1, tipo: 'gestor', rol: 'gestor' },
  { prototype: { x: 1 }, toString: 'x', valueOf: 1 },
  { [`campo${'x'.repeat(1000)}`]: 'largo' },
];

/** Whole bodies of the wrong kind, where an object goes. */
export const CUERPOS_EXTRANOS: readonly unknown[] = [
  [],
  [{}],
  'texto',
  42,
  null,
  true,
  conProto({ polucion: true }),
  // Nesting that a naive recursive reader would not survive.
  JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`),
];
