import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedText, textoMultilinea } from '../validation/text';

export const cuentaEndpoints = {
  solicitarBaja: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/solicitarBajaServicio',
    role: 'alumno',
    summary: 'El estudiante pide la baja del servicio (517); el personal la atiende',
    input: z.object({ motivo: boundedText(500, textoMultilinea).optional() }),
    output: z.object({ idSolicitud: z.number().int() }),
  }),
} as const;
