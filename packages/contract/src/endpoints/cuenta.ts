import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedText, textoMultilinea } from '../validation/text';

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
    input: z.object({ motivo: boundedText(500, textoMultilinea).optional() }),
    output: z.object({ idSolicitud: z.number().int() }),
  }),
  solicitudesBaja: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/solicitudesBaja',
    role: 'gestor',
    permiso: 'administracion:leer',
    summary: 'Solicitudes de baja pendientes de atender',
    input: z.object({}),
    output: z.array(solicitudBaja),
  }),
} as const;
