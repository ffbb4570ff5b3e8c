import { z } from 'zod';
import { fechaFiltro, opcionFiltro, paginaInput, paginaSchema } from './paginas';
import { idOpcional } from './validation/id';
import { boundedText } from './validation/text';

/*
 * The audit trail as staff read it (issue 25): every audited change and read,
 * filtered by who did it, whether a staff member was acting as someone (god
 * mode), what it touched and when; the same filter exports it as CSV.
 */

export const TIPOS_ACTOR = ['alumno', 'empresa', 'gestor'] as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const filtroActividad = z.object({
  actorTipo: opcionFiltro(TIPOS_ACTOR),
  actorId: idOpcional(),
  /** Only what staff did while acting as a student or a company. */
  comoAlguien: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blank(v)),
    z.boolean({ error: 'Elige sí o no' }).optional(),
  ),
  /** The kind of object (`oferta`, `empresa`, `gestor`…) and, optionally, which one. */
  entidad: z.preprocess(blank, boundedText(50).optional()),
  entidadId: z.preprocess(blank, boundedText(50).optional()),
  /** An action or its family: `oferta` matches `oferta.validacion`, `oferta.rechazo`… */
  accion: z.preprocess(blank, boundedText(80).optional()),
  desde: fechaFiltro,
  hasta: fechaFiltro,
});
export type FiltroActividad = z.output<typeof filtroActividad>;

export const listaActividadInput = filtroActividad.extend(paginaInput);

const persona = z.object({ tipo: z.string(), id: z.number().int().nullable(), nombre: z.string().nullable() });

export const actividadFilaSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  fecha: z.string(),
  actor: persona,
  /** Who the staff member was acting as (god mode), or null. */
  como: persona.nullable(),
  accion: z.string(),
  entidad: z.string().nullable(),
  entidadId: z.string().nullable(),
  detalle: z.record(z.string(), z.unknown()).nullable(),
});
export type ActividadFila = z.output<typeof actividadFilaSchema>;
export const paginaActividadSchema = paginaSchema(actividadFilaSchema);
