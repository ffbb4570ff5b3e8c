import type { Traducible } from './types';

/** Tipos de formación en empresa. */
export const tiposFormacion: readonly Traducible[] = [
  { id: 1, es: 'Prácticas curriculares', en: 'Curricular internship' },
  { id: 2, es: 'Prácticas extracurriculares', en: 'Extracurricular internship' },
  { id: 3, es: 'Formación dual', en: 'Dual vocational training' },
  { id: 4, es: 'TFG/TFM en empresa', en: "Bachelor's/Master's thesis in a company" },
];
