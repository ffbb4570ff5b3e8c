import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const solicitudBaja = z.object({
  idSolicitud: z.number().int(),
  idAlumno: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  motivo: z.string().nullable(),
  creadoEn: z.string(),
});

export const cuentaEndpoints = {
  solicitarBaja: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/solicitarBajaServicio',
    role: 'alumno',
    summary: 'El estudiante pide la baja del servicio (517); el personal la atiende',
    input: z.object({ motivo: z.string().trim().max(500, 'El campo es demasiado largo (máximo 500 caracteres)').optional() }),
    output: z.object({ idSolicitud: z.number().int() }),
  }),
  solicitudesBaja: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/solicitudesBaja',
    role: 'gestor',
    summary: 'Solicitudes de baja pendientes de atender',
    input: z.object({}),
    output: z.array(solicitudBaja),
  }),
} as const;
