import { z } from 'zod';
import type { PermisoDeArea } from './permisos';

/**
 * The staff's work queue (issue 25): what waits for the university, by kind.
 * Each member sees the kinds their permissions read.
 */
export const TIPOS_PENDIENTE = [
  'empresas',
  'ofertas',
  'convenios',
  'adhesiones',
  'propuestas',
  'cambios',
  'bajas',
  'centros',
] as const;
export type TipoPendiente = (typeof TIPOS_PENDIENTE)[number];

export const PERMISO_DE_PENDIENTE: Record<TipoPendiente, PermisoDeArea> = {
  empresas: 'empresas:leer',
  ofertas: 'empresas:leer',
  convenios: 'practicas:leer',
  adhesiones: 'practicas:leer',
  propuestas: 'practicas:leer',
  cambios: 'practicas:leer',
  bajas: 'administracion:leer',
  centros: 'practicas:leer',
};

export const ETIQUETAS_PENDIENTE: Record<TipoPendiente, { es: string; en: string }> = {
  empresas: { es: 'Empresas por validar', en: 'Companies to validate' },
  ofertas: { es: 'Ofertas por validar', en: 'Offers to validate' },
  convenios: { es: 'Convenios firmados por revisar', en: 'Signed agreements to review' },
  adhesiones: { es: 'Adhesiones a programas', en: 'Programme adhesions' },
  propuestas: { es: 'Propuestas de prácticas', en: 'Internship proposals' },
  cambios: { es: 'Solicitudes de cambio de prácticas', en: 'Internship change requests' },
  bajas: { es: 'Solicitudes de baja', en: 'Deletion requests' },
  centros: { es: 'Solicitudes a centros educativos sin respuesta', en: 'Unanswered education-centre requests' },
};

export const pendienteSchema = z.array(
  z.object({
    tipo: z.enum(TIPOS_PENDIENTE),
    total: z.number().int(),
    /** ISO instant of the oldest waiting item, null when none waits. */
    desde: z.string().nullable(),
  }),
);
export type Pendiente = z.output<typeof pendienteSchema>;
