/**
 * Puente speaks to every reader as «tú» (decision 032): students, companies
 * and staff. This finds the marks of «usted» in a Spanish text, so a test can
 * scan every catalogue (the web's es.json files, the API's messages, the error
 * catalogue) and the formal register does not come back.
 *
 * Only unambiguous marks: «usted», a formal imperative where a sentence or a
 * clause starts ("Revise…", "…: añada uno"), a formal question ("¿Desea…?")
 * and «su empresa» (said to a company it is always «usted»; «su» alone is just
 * as often «its»/«their»: "la oferta y sus candidatos"). The third person a
 * text uses about someone else ("recibirá un correo para elegir su
 * contraseña") is not a mark.
 */

/** Imperatives of «usted» (and their enclitic forms) that start an instruction. */
const IMPERATIVOS = [
  'acceda',
  'acepte',
  'adhiera',
  'adjunte',
  'añada',
  'cambie',
  'cámbielos?',
  'compruebe',
  'confirme',
  'consulte',
  'contacte',
  'descargue',
  'diríjase',
  'disculpe',
  'elija',
  'escriba',
  'espere',
  'facilite',
  'fírmelo',
  'genere',
  'indique',
  'inicie',
  'introduzca',
  'inténtelo',
  'lea',
  'márquelo',
  'marque',
  'póngase',
  'pulse',
  'recuerde',
  'rellene',
  'revise',
  'seleccione',
  'suba',
  'súbalo',
  'vuelva',
];

/** Where an instruction starts: the text's start, after . : ; ¿ ¡ ( or a line break. */
const INICIO = String.raw`(?:^|[.:;¿¡(\n]\s*)`;
const FIN = String.raw`(?![\p{L}\p{N}])`;

const MARCAS: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\p{N}])ustede?s?${FIN}`, 'iu'),
  new RegExp(`${INICIO}(?:${IMPERATIVOS.join('|')})${FIN}`, 'iu'),
  new RegExp(String.raw`¿\s*(?:desea|quiere|puede|podría)${FIN}`, 'iu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])su empresa${FIN}`, 'iu'),
];

/**
 * Texts the spec quotes word for word, kept as they are though they say
 * «usted»: spec §2, the agreement's confirmation popup '¿Desea continuar?'.
 */
export const CITAS_DEL_SPEC: readonly string[] = ['¿Desea continuar?'];

/** The «usted» marks found in a Spanish text: empty when it speaks as «tú». */
export function marcasDeUsted(texto: string): string[] {
  if (CITAS_DEL_SPEC.includes(texto)) return [];
  return MARCAS.flatMap((marca) => {
    const encontrada = marca.exec(texto);
    return encontrada ? [encontrada[0].trim()] : [];
  });
}
