import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const gestionEndpoints = {
  mantenimiento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/mantenimiento',
    role: 'gestor',
    summary: 'Activa o desactiva el modo mantenimiento del portal',
    input: z.object({ activo: z.boolean() }),
    output: z.object({ activo: z.boolean() }),
  }),
} as const;
