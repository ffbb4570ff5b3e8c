import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import { ofertaValoresSchema } from '../oferta-form';
import { cambiosPedidosSchema } from '../ofertas-gestion';
import { idOpcional, idPathInput, idSchema } from '../validation/id';
import { boundedText, textoMultilinea } from '../validation/text';
import { ofertaDetalleSchema } from './ofertas';

/**
 * The company's selection processes: its offers with their candidates.
 * `{id}` in dameDatosProceso and dameDatosProcesoComoAlumno is the offer's
 * numeric id; in dameCandidato it is the candidacy's id (not the student's),
 * so a company can only ever name a candidate through one of its own offers.
 */

const idPath = idPathInput;

/** One process in "Mis ofertas" (spec §3: idPerfil, idEstado, Estado). Dates are dd/mm/yyyy. */
export const procesoResumenSchema = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  idEstado: z.number().int(),
  Estado: z.string(),
  titulo: z.string(),
  plazas: z.number().int(),
  fechaCreacion: z.string(),
  fechaPublicacion: z.string().nullable(),
  fechaLimite: z.string().nullable(),
  /** The deadline has passed: students can no longer apply and it can no longer be edited. */
  plazoCerrado: z.boolean(),
  numCandidatos: z.number().int(),
  /** Candidacies still in "Inscrita", not yet looked at. */
  numCandidatosNuevos: z.number().int(),
});
export type ProcesoResumen = z.infer<typeof procesoResumenSchema>;

/** What the company may do with the process now; the screens show only these buttons. */
export const accionesProcesoSchema = z.object({
  editar: z.boolean(),
  /** Send it back to the university after the changes it asked for (idEstado 6, once). */
  reenviar: z.boolean(),
  cerrar: z.boolean(),
  duplicar: z.boolean(),
  duplicarPerfilContrario: z.boolean(),
  borrar: z.boolean(),
});

export const candidatoResumenSchema = z.object({
  idCandidatura: z.number().int(),
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  estado: z.number().int(),
  Estado: z.string(),
  /** dd/mm/yyyy */
  fechaInscripcion: z.string(),
  fechaActualizacion: z.string(),
  /** States the company may move this candidacy to (empty: none). */
  transiciones: z.array(z.number().int()),
});

export const datosProcesoSchema = z.object({
  proceso: procesoResumenSchema.extend({
    /** The reason the university gave when it rejected the offer (idEstado 4). */
    motivoRechazo: z.string().nullable(),
    /** What the university asked to change (idEstado 6, and kept once resubmitted). */
    cambiosPedidos: cambiosPedidosSchema.nullable(),
    /** Times the company resubmitted it after changes were asked (at most 1). */
    reenvios: z.number().int(),
    valores: ofertaValoresSchema,
  }),
  acciones: accionesProcesoSchema,
  candidatos: z.array(candidatoResumenSchema),
});

/** The candidate's CV as the company sees it: name, contact and studies, nothing the selection does not need. */
export const candidatoCvSchema = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  urlOferta: z.string(),
  tituloOferta: z.string(),
  estado: z.number().int(),
  Estado: z.string(),
  transiciones: z.array(z.number().int()),
  fechaInscripcion: z.string(),
  personales: z.object({
    nombre: z.string(),
    apellido1: z.string(),
    apellido2: z.string().nullable(),
    email: z.string(),
    telefono: z.string().nullable(),
    provincia: z.string().nullable(),
  }),
  academicos: z.array(
    z.object({
      id: z.number().int(),
      titulacion: z.string(),
      nivel: z.string(),
      deLaUniversidad: z.boolean(),
      finalizado: z.boolean(),
      fechaInicio: z.string().nullable(),
      fechaFin: z.string().nullable(),
      notaMedia: z.number().nullable(),
    }),
  ),
  historial: z.array(
    z.object({
      estadoAnterior: z.number().int().nullable(),
      estadoNuevo: z.number().int(),
      Estado: z.string(),
      motivo: z.string().nullable(),
      comentario: z.string().nullable(),
      /** dd/mm/yyyy */
      fecha: z.string(),
    }),
  ),
});

export const cambiaEstadoCandidaturaInput = z.object({
  idCandidatura: idSchema(),
  idEstado: idSchema(),
  /** Required when the target state needs a reason (motivos_cambio_estado with that idEstado). */
  idMotivo: idOpcional(),
  comentario: boundedText(500, textoMultilinea).optional(),
});

export const candidaturaCambiadaSchema = z.object({
  idCandidatura: z.number().int(),
  estado: z.number().int(),
  Estado: z.string(),
  transiciones: z.array(z.number().int()),
});

export const procesosEndpoints = {
  dameProcesosEmpleoYpracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameProcesosEmpleoYpracticas',
    role: 'empresa',
    summary: 'Procesos de empleo y prácticas de la empresa (sin los borrados), con su estado y número de candidatos',
    input: z.object({}),
    output: z.array(procesoResumenSchema),
  }),
  dameDatosProceso: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDatosProceso/:id',
    role: 'empresa',
    summary: 'Una oferta propia con sus valores, las acciones posibles y sus candidatos',
    input: idPath,
    output: datosProcesoSchema,
  }),
  dameDatosProcesoComoAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDatosProcesoComoAlumno/:id',
    role: 'empresa',
    summary: 'Una oferta propia exactamente como la ve un estudiante (visor-oferta)',
    input: idPath,
    output: ofertaDetalleSchema,
  }),
  dameCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameCandidato/:id',
    role: 'empresa',
    summary: 'CV del candidato de una candidatura (id de candidatura) a una oferta propia, con su historial',
    input: idPath,
    output: candidatoCvSchema,
  }),
  cambiaEstadoCandidatura: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/cambiaEstadoCandidatura',
    role: 'empresa',
    summary: 'Mueve una candidatura según la tabla de transiciones (14 o 49 si no se puede), con motivo si el estado lo exige',
    input: cambiaEstadoCandidaturaInput,
    output: candidaturaCambiadaSchema,
  }),
  exportaCandidatos: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/exportaCandidatos/:id',
    role: 'empresa',
    summary: 'Los candidatos de una oferta propia como CSV para Excel (UTF-8 con BOM, separador ;); 4 si la oferta no es suya',
    input: idPath,
    output: fileOutput('text/csv'),
  }),
} as const;
