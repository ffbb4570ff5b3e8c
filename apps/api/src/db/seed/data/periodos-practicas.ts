import type { Traducible } from './types';

/** Periodos en los que el estudiante prefiere hacer las prácticas (`editDatosPreferenciaPracticas`). */
export const periodosPracticas: readonly Traducible[] = [
  { id: 1, es: 'Primer semestre', en: 'First semester' },
  { id: 2, es: 'Segundo semestre', en: 'Second semester' },
  { id: 3, es: 'Verano', en: 'Summer' },
  { id: 4, es: 'Todo el año', en: 'All year' },
  { id: 5, es: 'Indiferente', en: 'No preference' },
];
