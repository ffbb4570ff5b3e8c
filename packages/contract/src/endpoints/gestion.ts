import { z } from 'zod';
import { filtroActividad, listaActividadInput, paginaActividadSchema } from '../actividad';
import { cvSchema } from '../cv';
import { defineEndpoint, fileStreamOutput } from '../endpoint';
import { pendienteSchema, primerosPendienteInput, primerosPendienteSchema } from '../pendiente';
import { idPathInput, idSchema } from '../validation/id';
import { notaMediaSchema, optionalNumberField } from '../validation/numbers';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fechaOpcional = z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());

/** A degree in a student's university records: what `dameTitulacionesActuales` offers the student. */
export const expedienteAlumnoInput = z.object({
  idAlumno: idSchema(),
  idTitulacion: idSchema(),
  finalizado: z.boolean().default(false),
  fechaInicio: fechaOpcional,
  fechaFin: fechaOpcional,
  creditosSuperados: z.preprocess(blankToUndefined, optionalNumberField({ min: 0, max: 600, integer: true })),
  notaMedia: z.preprocess(blankToUndefined, notaMediaSchema.optional()),
});

export const gestionEndpoints = {
  pendienteGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/pendiente',
    role: 'gestor',
    permiso: 'personal',
    summary:
      'La cola de trabajo: cuántas empresas, ofertas, convenios, adhesiones, propuestas, cambios, bajas y solicitudes ' +
      'a centros esperan, y desde cuándo; solo los tipos que los permisos del miembro leen',
    input: z.object({}),
    output: pendienteSchema,
  }),
  primerosPendienteGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/pendiente/:tipo',
    role: 'gestor',
    permiso: 'personal',
    summary:
      'Los elementos más antiguos de un tipo de la cola de trabajo (10 por defecto, hasta 50) con lo que su decisión ' +
      'necesita, y cuántos esperan; 71 si los permisos del miembro no leen ese tipo',
    input: primerosPendienteInput,
    output: primerosPendienteSchema,
  }),
  actividadGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/actividad',
    role: 'gestor',
    permiso: 'administracion:leer',
    summary:
      'El registro de auditoría, lo más reciente primero, por actor, modo dios, objeto, acción y fecha, paginado por ' +
      'cursor (total exacto hasta 10 000; más allá, estimado)',
    input: listaActividadInput,
    output: paginaActividadSchema,
  }),
  actividadCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/actividadCsv',
    role: 'gestor',
    permiso: 'administracion:leer',
    summary: 'El registro de auditoría del mismo filtro en CSV, enviado por partes según se lee',
    input: filtroActividad,
    output: fileStreamOutput('text/csv; charset=utf-8'),
  }),
  mantenimiento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/mantenimiento',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary: 'Activa o desactiva el modo mantenimiento del portal',
    input: z.object({ activo: z.boolean() }),
    output: z.object({ activo: z.boolean() }),
  }),
  cvAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/cvAlumno/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'El currículum de un estudiante (la lectura queda auditada)',
    input: idPathInput,
    output: cvSchema,
  }),
  expedienteAlumno: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/expedienteAlumno',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Añade una titulación al expediente de la universidad de un estudiante (8 si ya consta)',
    input: expedienteAlumnoInput,
    output: z.object({ id: z.number().int() }),
  }),
} as const;
