import { z } from 'zod';
import { TEXTO_LARGO_MAX, TEXTO_MIN } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  CAMPOS_CORREGIBLES_OFERTA,
  cambiosPedidosSchema,
  corregirYValidarOfertaInput,
  deshacerLoteSchema,
  listaOfertasGestionInput,
  loteOfertasSchema,
  ofertasEnBloqueInput,
  paginaOfertasGestionSchema,
  pedirCambiosOfertaInput,
} from '../ofertas-gestion';
import { idSchema } from '../validation/id';
import { requiredText, textoMultilinea } from '../validation/text';
import { ofertaDetalleSchema } from './ofertas';

/** University staff (gestor) review offers waiting for validation when the brand validates them by hand. */

export const ofertaPendienteSchema = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  textoPerfilOferta: z.string(),
  empresa: z.object({ id: z.number().int(), nombre: z.string(), cif: z.string() }),
  /** dd/mm/yyyy */
  fechaCreacion: z.string(),
  fechaLimite: z.string().nullable(),
  plazoCerrado: z.boolean(),
  /** Fields the offer still lacks: such an offer cannot be published. */
  camposPendientes: z.array(z.string()),
  /** 1 once the company resubmitted it after the university asked for changes: no second round (decision 039). */
  reenvios: z.number().int(),
  /** What the university asked for, when it did. */
  cambiosPedidos: cambiosPedidosSchema.nullable(),
});

export const ofertaValidacionSchema = z.object({
  pendiente: ofertaPendienteSchema,
  /** The offer as students would see it once published. */
  oferta: ofertaDetalleSchema,
  /** The texts staff may correct, as stored (the form's names), for "Corregir y validar". */
  textos: z.object(
    Object.fromEntries(CAMPOS_CORREGIBLES_OFERTA.map((campo) => [campo, z.string().nullable()])) as Record<
      (typeof CAMPOS_CORREGIBLES_OFERTA)[number],
      z.ZodNullable<z.ZodString>
    >,
  ),
});

export const decisionValidacionSchema = z.object({
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
});

const idOfertaInput = z.object({ idOferta: idSchema() });

export const validacionOfertasEndpoints = {
  ofertasPendientesValidacion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/ofertasPendientesValidacion',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary: 'Ofertas pendientes de validación, las más antiguas primero',
    input: z.object({}),
    output: z.array(ofertaPendienteSchema),
  }),
  dameOfertaValidacion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/dameOfertaValidacion/:idOferta',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary: 'Una oferta pendiente de validación tal como la verán los estudiantes',
    input: idOfertaInput,
    output: ofertaValidacionSchema,
  }),
  validarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/validarOferta',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary: 'Publica una oferta pendiente y completa (idEstado 2) y avisa a la empresa',
    input: idOfertaInput,
    output: decisionValidacionSchema,
  }),
  rechazarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/rechazarOferta',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary: 'Rechaza una oferta pendiente con un motivo (idEstado 4) y avisa a la empresa',
    input: idOfertaInput.extend({ motivo: requiredText(TEXTO_MIN, TEXTO_LARGO_MAX, textoMultilinea) }),
    output: decisionValidacionSchema,
  }),
  pedirCambiosOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/pedirCambiosOferta',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Devuelve una oferta pendiente a la empresa con un motivo estructurado (idEstado 6 «Cambios pedidos»); la empresa ' +
      'la edita y la reenvía una sola vez (48 si ya se reenvió o no está pendiente)',
    input: pedirCambiosOfertaInput,
    output: decisionValidacionSchema,
  }),
  corregirYValidarOferta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/corregirYValidarOferta',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Corrige textos de una oferta pendiente (cada uno con la regla del formulario) y la publica en una sola operación; ' +
      'se audita con el antes y el después, y el aviso a la empresa dice qué campos se corrigieron',
    input: corregirYValidarOfertaInput,
    output: decisionValidacionSchema,
  }),
} as const;

/** The staff's offers list and bulk decisions with undo (issue 25). */
export const ofertasGestionEndpoints = {
  ofertasGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/ofertas',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary:
      'Ofertas de todas las empresas por estado, texto, empresa, perfil y fecha de alta, paginadas por cursor ' +
      '(total exacto hasta 10 000; más allá, estimado)',
    input: listaOfertasGestionInput,
    output: paginaOfertasGestionSchema,
  }),
  ofertasEnBloque: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/ofertasEnBloque',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Valida o rechaza (con motivo) las ofertas pendientes seleccionadas o todas las que coinciden con un filtro, ' +
      'todo o nada: una fila de auditoría y un aviso por oferta; se puede deshacer durante 10 segundos',
    input: ofertasEnBloqueInput,
    output: loteOfertasSchema,
  }),
  deshacerLoteOfertas: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/deshacerLoteOfertas',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Deshace una decisión en bloque durante sus 10 segundos: las ofertas vuelven a pendientes y los avisos se ' +
      'retiran (48 pasado el plazo, ya deshecha o de otro miembro)',
    input: z.object({ idLote: idSchema() }),
    output: deshacerLoteSchema,
  }),
} as const;
