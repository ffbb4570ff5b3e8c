import type { Traducible } from './types';

/** Niveles del Marco Común Europeo de Referencia, más el de lengua materna. */
export const nivelesIdioma: readonly Traducible[] = [
  { id: 1, es: 'A1', en: 'A1' },
  { id: 2, es: 'A2', en: 'A2' },
  { id: 3, es: 'B1', en: 'B1' },
  { id: 4, es: 'B2', en: 'B2' },
  { id: 5, es: 'C1', en: 'C1' },
  { id: 6, es: 'C2', en: 'C2' },
  { id: 7, es: 'Nativo', en: 'Native' },
];
