/**
 * Spanish alphabetical order for lists of names the web sorts itself (Ávila
 * before Badajoz, ñ after n), whatever the UI language: the names are Spanish.
 */
const collator = new Intl.Collator('es');

export const compararEs = (a: string, b: string) => collator.compare(a, b);

export const ordenEs = <T>(items: readonly T[], nombre: (item: T) => string): T[] =>
  [...items].sort((a, b) => compararEs(nombre(a), nombre(b)));
