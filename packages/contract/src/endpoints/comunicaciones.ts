import { z } from 'zod';
import {
  comunicacionGestionSchema,
  comunicacionInput,
  editarComunicacionInput,
  listaComunicacionesInput,
  paginaComunicacionesSchema,
  publicacionComunicacionInput,
} from '../comunicaciones';
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
  comunicacionesGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/comunicaciones',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary:
      'Todas las comunicaciones, las que empiezan más tarde primero, por páginas: destinatarios, estado (programada, vigente, caducada, retirada) y texto',
    input: listaComunicacionesInput,
    output: paginaComunicacionesSchema,
  }),
  crearComunicacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearComunicacion',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Crea una comunicación para estudiantes, empresas o ambos, visible en su inicio desde `fechaDesde` (y hasta `fechaHasta`) mientras esté publicada',
    input: comunicacionInput,
    output: comunicacionGestionSchema,
  }),
  editarComunicacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarComunicacion/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Edita una comunicación (48 si no existe)',
    input: editarComunicacionInput,
    output: comunicacionGestionSchema,
  }),
  publicacionComunicacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/publicacionComunicacion/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Publica o retira una comunicación: retirada deja de verse en los inicios (48 si no existe)',
    input: publicacionComunicacionInput,
    output: comunicacionGestionSchema,
  }),
} as const;
