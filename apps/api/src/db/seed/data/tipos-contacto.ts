import type { Traducible } from './types';

/**
 * What a company contact handles for the university (the checkboxes shown when
 * the brand's `requestTipoContacto` is on). 9, general contact, is the default
 * of spec §9.
 */
export const tiposContacto: readonly Traducible[] = [
  { id: 1, es: 'Ofertas de empleo', en: 'Job offers' },
  { id: 2, es: 'Prácticas y convenios', en: 'Internships and agreements' },
  { id: 3, es: 'Tutoría de prácticas', en: 'Internship tutoring' },
  { id: 4, es: 'Facturación', en: 'Invoicing' },
  { id: 5, es: 'Foro de empleo', en: 'Job fair' },
  { id: 6, es: 'Dirección', en: 'Management' },
  { id: 9, es: 'Contacto general', en: 'General contact' },
];
