import type { Traducible } from './types';

/** Ámbito geográfico de una oferta. */
export const ambitos: readonly Traducible[] = [
  { id: 1, es: 'Local', en: 'Local' },
  { id: 2, es: 'Autonómico', en: 'Regional' },
  { id: 3, es: 'Nacional', en: 'National' },
  { id: 4, es: 'Internacional', en: 'International' },
  { id: 5, es: 'Teletrabajo', en: 'Remote' },
];
