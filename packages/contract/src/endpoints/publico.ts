import { z } from 'zod';
import { publicBrandSchema } from '../brand';
import { defineEndpoint } from '../endpoint';
import { demasiadoLargo } from '../validation/messages';
import { boundedText, texto, textoMultilinea } from '../validation/text';

export const errorReportInput = z.object({
  codigo: z.union([z.literal(1), z.literal(12), z.literal(24), z.literal(500)]),
  ruta: texto().max(300, demasiadoLargo(300)),
  detalle: boundedText(1000, textoMultilinea).optional(),
});

export const publicoEndpoints = {
  marca: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/marca',
    role: 'publico',
    summary: 'Configuración pública de la marca activa y estado de mantenimiento',
    input: z.object({}),
    output: publicBrandSchema,
  }),
  informarError: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/informarError',
    role: 'publico',
    summary: 'Informe de los errores 1, 12, 24 y 500 al webhook de monitorización (sin datos personales)',
    input: errorReportInput,
    output: z.null(),
  }),
} as const;
