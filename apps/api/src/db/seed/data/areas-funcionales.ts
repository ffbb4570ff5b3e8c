import type { Traducible } from './types';

/** Áreas funcionales (departamentos) de un puesto. */
export const areasFuncionales: readonly Traducible[] = [
  { id: 1, es: 'Administración y Finanzas', en: 'Administration and Finance' },
  { id: 2, es: 'Comercial y Ventas', en: 'Sales' },
  { id: 3, es: 'Marketing y Comunicación', en: 'Marketing and Communications' },
  { id: 4, es: 'Recursos Humanos', en: 'Human Resources' },
  { id: 5, es: 'Tecnologías de la Información', en: 'Information Technology' },
  { id: 6, es: 'Ingeniería', en: 'Engineering' },
  { id: 7, es: 'I+D', en: 'R&D' },
  { id: 8, es: 'Producción', en: 'Production' },
  { id: 9, es: 'Logística', en: 'Logistics' },
  { id: 10, es: 'Calidad', en: 'Quality' },
  { id: 11, es: 'Jurídico', en: 'Legal' },
  { id: 12, es: 'Sanidad', en: 'Healthcare' },
  { id: 13, es: 'Educación', en: 'Education' },
  { id: 14, es: 'Atención al cliente', en: 'Customer Service' },
  { id: 15, es: 'Consultoría', en: 'Consulting' },
  { id: 16, es: 'Compras', en: 'Purchasing' },
  { id: 17, es: 'Diseño', en: 'Design' },
  { id: 18, es: 'Análisis de datos', en: 'Data Analytics' },
  { id: 19, es: 'Medio ambiente y sostenibilidad', en: 'Environment and Sustainability' },
  { id: 20, es: 'Prevención de riesgos laborales', en: 'Occupational Health and Safety' },
  { id: 21, es: 'Turismo y hostelería', en: 'Tourism and Hospitality' },
  { id: 22, es: 'Dirección general', en: 'General Management' },
];
