import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Communication of spec §3: a dated notice from the university, with an optional link. */
export const comunicacionSchema = z.object({
  /** dd/mm/yyyy */
  fechaDesde: z.string(),
  descripcion: z.string(),
  enlace: z.string().nullable(),
});
export type Comunicacion = z.infer<typeof comunicacionSchema>;

export const comunicacionesEndpoints = {
  comunicacionesAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameComunicaciones',
    role: 'alumno',
    summary: 'Comunicaciones vigentes para estudiantes (sin paginar), las más recientes primero',
    input: z.object({}),
    output: z.array(comunicacionSchema),
  }),
  comunicacionesEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameComunicaciones',
    role: 'empresa',
    summary: 'Comunicaciones vigentes para empresas (sin paginar), las más recientes primero',
    input: z.object({}),
    output: z.array(comunicacionSchema),
  }),
} as const;
