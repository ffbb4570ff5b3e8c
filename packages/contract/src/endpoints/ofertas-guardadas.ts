import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { urlAccesoSchema } from '../validation/id';
import { textoPerfilOferta } from './ofertas';

/** How many offers a student can keep saved at once; past it, saving one more answers 48. */
export const MAX_OFERTAS_GUARDADAS = 200;

/** Days before an offer's deadline when a student who saved it and has not applied is reminded (issue 28). */
export const DIAS_RECORDATORIO_GUARDADA = 3;

/**
 * A saved offer's state for its list: open, closing soon (its deadline within
 * `DIAS_RECORDATORIO_GUARDADA` days, the deadline day included), or closed
 * (past its deadline, or no longer published).
 */
export const ESTADOS_OFERTA_GUARDADA = ['abierta', 'cierraPronto', 'cerrada'] as const;
export const estadoOfertaGuardada = z.enum(ESTADOS_OFERTA_GUARDADA);
export type EstadoOfertaGuardada = z.infer<typeof estadoOfertaGuardada>;

export const ofertaGuardadaSchema = z.object({
  urlAcceso: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  provincia: z.string().nullable(),
  /** 1 empleo, 2 prácticas: which list's detail opens it. */
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  textoPerfilOferta,
  /** The deadline, dd/mm/yyyy, or null when the offer has none. */
  fechaLimite: z.string().nullable(),
  estado: estadoOfertaGuardada,
  /** Whole days left until the deadline (0: it closes today); null when closed or without a deadline. */
  diasParaCierre: z.number().int().nullable(),
  /** The student's candidacy on it, as its label in the reader's language; null when not a candidate. */
  candidatura: z.string().nullable(),
  /** When it was saved, dd/mm/yyyy. */
  guardadaEl: z.string(),
});
export type OfertaGuardada = z.infer<typeof ofertaGuardadaSchema>;

const ofertaInput = z.object({ urlAcceso: urlAccesoSchema });
const resultadoGuardar = z.object({ guardada: z.boolean(), numGuardadas: z.number().int() });

/** Offers a student keeps to come back to (issue 28): a heart on every card and detail, and their list. */
export const ofertasGuardadasEndpoints = {
  ofertasGuardadas: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/ofertasGuardadas',
    role: 'alumno',
    summary: 'Las ofertas que el estudiante ha guardado, las últimas primero, con su estado (abierta, cierra pronto, cerrada)',
    input: z.object({}),
    output: z.array(ofertaGuardadaSchema),
  }),
  guardarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/guardarOferta',
    role: 'alumno',
    summary: `Guarda una oferta publicada (guardarla otra vez no cambia nada); 4 si no la ve, 48 pasadas ${MAX_OFERTAS_GUARDADAS}`,
    input: ofertaInput,
    output: resultadoGuardar,
  }),
  quitarOfertaGuardada: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/quitarOfertaGuardada',
    role: 'alumno',
    summary: 'Deja de guardar una oferta (si no estaba guardada, no cambia nada)',
    input: ofertaInput,
    output: resultadoGuardar,
  }),
} as const;
