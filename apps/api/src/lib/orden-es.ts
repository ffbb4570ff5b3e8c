/**
 * Spanish alphabetical order (Ávila before Badajoz, ñ after n). PGlite has no
 * Spanish collation (only the ICU root one) and the two engines must agree,
 * so lists of names are sorted here rather than by the database.
 */
const collator = new Intl.Collator('es');

export const ordenEs = <T>(items: readonly T[], nombre: (item: T) => string): T[] =>
  [...items].sort((a, b) => collator.compare(nombre(a), nombre(b)));
