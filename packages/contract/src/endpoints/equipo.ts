import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { crearGestorInput, editarGestorInput, gestorSchema, miCuentaGestorSchema } from '../equipo';

/** The staff team and their permissions (decision 037): administración only, every change audited. */
export const equipoEndpoints = {
  miCuentaGestor: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/miCuenta',
    role: 'gestor',
    permiso: 'personal',
    summary: 'La cuenta del miembro del personal que llama, con sus permisos (lo que su menú puede abrir)',
    input: z.object({}),
    output: miCuentaGestorSchema,
  }),
  equipoGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/equipo',
    role: 'gestor',
    permiso: 'administracion:leer',
    summary: 'El personal de la universidad con sus permisos, por apellidos',
    input: z.object({}),
    output: z.array(gestorSchema),
  }),
  crearGestor: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearGestor',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary:
      'Da de alta a un miembro del personal con sus permisos y su primera contraseña (8 si el nick ya existe; 60 si el e-mail)',
    input: crearGestorInput,
    output: gestorSchema,
  }),
  editarGestor: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarGestor/:id',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary:
      'Cambia los permisos de un miembro, lo desactiva o le da una contraseña nueva (sus sesiones terminan); ' +
      '48 si dejaría el portal sin nadie con administración activo',
    input: editarGestorInput,
    output: gestorSchema,
  }),
} as const;
