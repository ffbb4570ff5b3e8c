import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ofertaEmpleoSchema, ofertaFormSchema, ofertaPracticasSchema, ofertaValoresSchema } from '../oferta-form';
import { cambiosPedidosSchema } from '../ofertas-gestion';
import { idPathInput, idSchema, urlAccesoSchema } from '../validation/id';
import { domainItem } from './dominios';

/**
 * A company's own offers: create, edit while pending, close, copy, delete.
 * Offers are named by their numeric id in paths (dameOfertaEditable/{id})
 * and by their slug (`urlOferta`) in the actions, as the spec's calls do.
 */

const idPath = idPathInput;
export const urlOfertaInput = z.object({ urlOferta: urlAccesoSchema });

/** What every write answers: the offer's ids and its process state afterwards. */
export const ofertaGuardadaSchema = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  idEstado: z.number().int(),
  Estado: z.string(),
});
export type OfertaGuardada = z.infer<typeof ofertaGuardadaSchema>;

/** A copy also lists the fields the company must still fill (only a copy to the opposite profile has any). */
export const ofertaCopiadaSchema = ofertaGuardadaSchema.extend({
  camposPendientes: z.array(z.string()),
  /** A copy to the other profile: the form fields the source had filled that this profile does not take (empty otherwise). */
  camposNoCopiados: z.array(z.string()),
});

export const ofertaEditableSchema = ofertaGuardadaSchema.extend({
  valores: ofertaValoresSchema,
  /** The changes the university asked for while the offer is in idEstado 6, shown above the form. */
  cambiosPedidos: cambiosPedidosSchema.nullable(),
  /** Why the university declined it, while a declined offer waits to be corrected and resubmitted (decision 040). */
  motivoRechazo: z.string().nullable(),
});

export const ofertaBorradaSchema = z.object({
  urlOferta: z.string(),
  /** True when the offer had candidacies and is kept (idEstado 5) so their history survives. */
  conservada: z.boolean(),
  /** Live candidacies moved to "Oferta cancelada" (their students are notified). */
  candidaturasCanceladas: z.number().int(),
});

/** The edit payload: the same form plus the offer's id. */
export const editaOfertaInput = z.discriminatedUnion(
  'idPerfil',
  [ofertaEmpleoSchema.extend({ idOferta: idSchema() }), ofertaPracticasSchema.extend({ idOferta: idSchema() })],
  { error: 'Indica si la oferta es de empleo o de prácticas' },
);

export const programaEmpresaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  financiacion: z.string().nullable(),
  /** dd/mm/yyyy */
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  meses: z.number().int().nullable(),
  /** The company's adhesion when the brand asks for one (adhesionProgramas); null otherwise. */
  estadoAdhesion: z.enum(['solicitada', 'adherida']).nullable(),
  /** Whether an offer may join it now: always without the adhesion step, only once adherida with it. */
  disponible: z.boolean(),
});

export const ofertasEmpresaEndpoints = {
  addOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/addOferta',
    role: 'empresa',
    summary:
      'Crea una oferta de empleo o prácticas (506). Con validación manual queda pendiente de la universidad; con automática se publica al momento',
    input: ofertaFormSchema,
    output: ofertaGuardadaSchema,
  }),
  dameOfertaEditable: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameOfertaEditable/:id',
    role: 'empresa',
    summary:
      'Valores de una oferta propia para el formulario de edición; solo pendiente de validación y en plazo (si no, 25 o 68)',
    input: idPath,
    output: ofertaEditableSchema,
  }),
  editaOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/editaOferta',
    role: 'empresa',
    summary: 'Guarda los cambios de una oferta propia pendiente de validación y en plazo (512; si no, 25 o 68)',
    input: editaOfertaInput,
    output: ofertaGuardadaSchema,
  }),
  reenviarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/reenviarOferta',
    role: 'empresa',
    summary:
      'Reenvía a validación una oferta propia a la que la universidad pidió cambios o que rechazó por primera vez ' +
      '(idEstado 6 o 4 → 1), una sola vez (48 si no hay nada que reenviar o el rechazo es definitivo, 68 si su plazo ya pasó)',
    input: urlOfertaInput,
    output: ofertaGuardadaSchema,
  }),
  cerrarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/cerrarOferta',
    role: 'empresa',
    summary: 'Cierra un proceso pendiente o publicado (511): no admite más inscripciones; las candidaturas siguen gestionándose',
    input: urlOfertaInput,
    output: ofertaGuardadaSchema,
  }),
  copiarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/copiarOferta',
    role: 'empresa',
    summary: 'Duplica una oferta propia como oferta nueva "(copia)", sin candidaturas (506; 48 si la marca no lo permite)',
    input: urlOfertaInput,
    output: ofertaCopiadaSchema,
  }),
  copiarOfertaPerfilContrario: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/copiarOfertaPerfilContrario',
    role: 'empresa',
    summary:
      'Duplica una oferta propia al perfil contrario (empleo ↔ prácticas): copia lo común y deja pendiente lo propio del perfil (506; 48)',
    input: urlOfertaInput,
    output: ofertaCopiadaSchema,
  }),
  deleteOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/deleteOferta',
    role: 'empresa',
    summary:
      'Borra una oferta propia (516); con candidaturas se conserva como borrada y las vivas pasan a "Oferta cancelada" (48)',
    input: urlOfertaInput,
    output: ofertaBorradaSchema,
  }),
  getTipoPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/getTipoPracticas',
    role: 'empresa',
    summary: 'Tipos de prácticas (curriculares, extracurriculares…) para el formulario de oferta',
    input: z.object({}),
    output: z.array(domainItem),
  }),
  programasDeLaEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/programasDeLaEmpresa',
    role: 'empresa',
    summary:
      'Programas de prácticas activos de la empresa: con adhesión, los que ha solicitado (pendientes, aún no disponibles) y a los que está adherida; sin ella, todos',
    input: z.object({}),
    output: z.array(programaEmpresaSchema),
  }),
} as const;
