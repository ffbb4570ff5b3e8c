import type { Traducible } from './types';

/** Kinds of organisation a company declares when it signs up (/solicitar-cuenta, /mi-empresa). */
export const tiposEmpresa: readonly Traducible[] = [
  { id: 1, es: 'Empresa privada', en: 'Private company' },
  { id: 2, es: 'Empresa pública', en: 'Public company' },
  { id: 3, es: 'Administración pública', en: 'Public administration' },
  { id: 4, es: 'Fundación o asociación sin ánimo de lucro', en: 'Non-profit foundation or association' },
  { id: 5, es: 'Cooperativa o sociedad laboral', en: 'Cooperative or employee-owned company' },
  { id: 6, es: 'Profesional autónomo', en: 'Self-employed professional' },
  { id: 7, es: 'Centro de investigación o tecnológico', en: 'Research or technology centre' },
  { id: 8, es: 'Universidad o centro educativo', en: 'University or school' },
];
