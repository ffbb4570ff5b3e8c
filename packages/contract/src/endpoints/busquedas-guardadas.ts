import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idSchema } from '../validation/id';
import { demasiadoLargo } from '../validation/messages';
import { boundedText, textoRequerido } from '../validation/text';
import { filtrosOfertasSchema, tipoOferta } from './ofertas';

/** How many searches a student can keep saved; past it, saving one more answers 48. */
export const MAX_BUSQUEDAS_GUARDADAS = 20;
/** Offers in one alert mail at most, and from one company at most (issue 28, as JobTeaser's digest). */
export const MAX_OFERTAS_ALERTA = 10;
export const MAX_OFERTAS_ALERTA_POR_EMPRESA = 2;
/** An immediate alert leaves within this many minutes of the offer's publication. */
export const MINUTOS_ALERTA_INMEDIATA = 15;

/** immediate (within 15 minutes), daily, weekly, or none (the search is only kept). */
export const FRECUENCIAS_ALERTA = ['inmediata', 'diaria', 'semanal', 'ninguna'] as const;
export const frecuenciaAlerta = z.enum(FRECUENCIAS_ALERTA, { message: 'Elige con qué frecuencia quieres recibir las alertas.' });
export type FrecuenciaAlerta = z.infer<typeof frecuenciaAlerta>;

/** What a saved search keeps of the list's filters: the text and every filter, not the page or the order. */
export const filtrosBusquedaSchema = filtrosOfertasSchema.omit({ tipo: true, pagina: true, tamanoPagina: true, orden: true });
export type FiltrosBusqueda = z.infer<typeof filtrosBusquedaSchema>;

const nombreBusqueda = textoRequerido().max(100, demasiadoLargo(100));

export const busquedaGuardadaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: tipoOferta,
  filtros: filtrosBusquedaSchema,
  frecuencia: frecuenciaAlerta,
  /** dd/mm/yyyy. */
  creadaEl: z.string(),
  /** The last alert mail sent for it, dd/mm/yyyy; null when none yet. */
  ultimaAlerta: z.string().nullable(),
});
export type BusquedaGuardada = z.infer<typeof busquedaGuardadaSchema>;

/** What the public unsubscribe page shows of an alert, knowing only its token: its name and whether it still mails. */
export const alertaPublicaSchema = z.object({
  nombre: z.string(),
  frecuencia: frecuenciaAlerta,
  /** The frequency an undo restores (the one before unsubscribing); null when it never mailed. */
  frecuenciaAnterior: frecuenciaAlerta.nullable(),
});
export type AlertaPublica = z.infer<typeof alertaPublicaSchema>;

/** An unsubscribe link's token (32 random bytes, base64url); one that names no search answers 4. */
const tokenBaja = boundedText(64);

/** Saved searches with alerts (issue 28): the student's own; the unsubscribe endpoints need only the mail's token. */
export const busquedasGuardadasEndpoints = {
  busquedasGuardadas: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/busquedasGuardadas',
    role: 'alumno',
    summary: 'Las búsquedas que el estudiante ha guardado, con su frecuencia de alerta, las últimas primero',
    input: z.object({}),
    output: z.array(busquedaGuardadaSchema),
  }),
  guardarBusqueda: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/guardarBusqueda',
    role: 'alumno',
    summary: `Guarda la búsqueda actual (texto y filtros) con un nombre y una frecuencia de alerta; 48 pasadas ${MAX_BUSQUEDAS_GUARDADAS}`,
    input: z.object({ nombre: nombreBusqueda, tipo: tipoOferta, filtros: filtrosBusquedaSchema, frecuencia: frecuenciaAlerta }),
    output: busquedaGuardadaSchema,
  }),
  editarBusqueda: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/editarBusqueda',
    role: 'alumno',
    summary: 'Cambia el nombre o la frecuencia de una búsqueda guardada propia; 48 si no es suya',
    input: z.object({ id: idSchema(), nombre: nombreBusqueda.optional(), frecuencia: frecuenciaAlerta.optional() }),
    output: busquedaGuardadaSchema,
  }),
  borrarBusqueda: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/borrarBusqueda',
    role: 'alumno',
    summary: 'Borra una búsqueda guardada propia (y deja de recibir sus alertas); 48 si no es suya',
    input: z.object({ id: idSchema() }),
    output: z.object({ borrada: z.literal(true) }),
  }),
  alertaPorToken: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/alerta/:token',
    role: 'publico',
    summary: 'El nombre y la frecuencia de la alerta de un enlace de baja (sin sesión); 4 si el enlace no existe',
    input: z.object({ token: tokenBaja }),
    output: alertaPublicaSchema,
  }),
  bajaAlerta: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/bajaAlerta/:token',
    role: 'publico',
    summary:
      'Baja en un clic (RFC 8058): la alerta deja de enviarse en el acto; sin sesión. Acepta también el cuerpo «List-Unsubscribe=One-Click» de los clientes de correo',
    input: z.object({ token: tokenBaja }),
    output: alertaPublicaSchema,
    body: 'json-or-form',
  }),
  deshacerBajaAlerta: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/deshacerBajaAlerta/:token',
    role: 'publico',
    summary: 'Deshace la baja: la alerta vuelve a su frecuencia anterior; sin sesión',
    input: z.object({ token: tokenBaja }),
    output: alertaPublicaSchema,
  }),
} as const;
