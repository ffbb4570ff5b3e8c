import type { Traducible } from './types';

/** Modalidades de contrato (tras la reforma laboral de 2021) y otras formas de vinculación. */
export const tiposContrato: readonly Traducible[] = [
  { id: 1, es: 'Indefinido', en: 'Permanent' },
  { id: 2, es: 'Temporal', en: 'Fixed-term' },
  { id: 3, es: 'Formativo para la obtención de práctica profesional', en: 'Training contract for professional practice' },
  { id: 4, es: 'Formación en alternancia', en: 'Work-study training contract' },
  { id: 5, es: 'Fijo discontinuo', en: 'Permanent seasonal' },
  { id: 6, es: 'A tiempo parcial', en: 'Part-time' },
  { id: 7, es: 'Autónomo/mercantil', en: 'Self-employed / commercial contract' },
  { id: 8, es: 'Beca', en: 'Scholarship' },
];
