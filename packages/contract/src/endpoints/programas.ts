import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  adhesionGestionSchema,
  adhesionResultadoSchema,
  detalleProgramaSchema,
  editarProgramaInput,
  listaProgramasGestionInput,
  ofertasYPracticasProgramaSchema,
  paginaProgramasGestionSchema,
  programaConParticipacionSchema,
  programaGestionSchema,
  programaInput,
  programaPublicoSchema,
  resolverAdhesionInput,
} from '../programas';
import { idPathInput } from '../validation/id';

/*
 * Internship programmes (issue 14): the public list, each role's detail with
 * its conditions for the reader, the adhesions of students and companies, and
 * the university's management. A programme that is inactive, or an id that
 * does not exist, answers 63 alike.
 */
export const programasEndpoints = {
  programasPracticasActivos: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/programasPracticasActivos',
    role: 'publico',
    summary: 'Programas de prácticas activos (datos públicos, nada de ningún usuario)',
    input: z.object({}),
    output: z.array(programaPublicoSchema),
  }),
  programasActivosAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/programasPracticasActivos',
    role: 'alumno',
    summary: 'Programas activos con lo que el estudiante puede hacer en cada uno (adherirse, inscribirse, o por qué no)',
    input: z.object({}),
    output: z.array(programaConParticipacionSchema),
  }),
  programasActivosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/programasPracticasActivos',
    role: 'empresa',
    summary: 'Programas activos con el estado de la adhesión de la empresa activa',
    input: z.object({}),
    output: z.array(programaConParticipacionSchema),
  }),
  detalleProgramaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/detallePrograma/:id',
    role: 'alumno',
    summary: 'Detalle de un programa activo (63 si no existe o no está activo): condiciones cumplidas o no, adhesión y ofertas',
    input: idPathInput,
    output: detalleProgramaSchema,
  }),
  detalleProgramaEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/detallePrograma/:id',
    role: 'empresa',
    summary: 'Detalle de un programa activo (63) con la adhesión de la empresa activa y sus ofertas publicadas',
    input: idPathInput,
    output: detalleProgramaSchema,
  }),
  solicitaAdhesionPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/solicitaAdhesionPrograma/:id',
    role: 'alumno',
    summary:
      'Adhesión del estudiante: 523 hecha o 533 solicitada; 63, 64 ya solicitada, 65 no la necesita, 92 plazo, 93/96/99/106/542 la condición que falla, 80 varias (las lista)',
    input: idPathInput,
    output: adhesionResultadoSchema,
  }),
  solicitaAhesionPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/solicitaAhesionPrograma/:id',
    role: 'empresa',
    summary: 'Adhesión de la empresa activa (la ortografía es la de la especificación): 533; 63, 64 ya solicitada, 92 plazo',
    input: idPathInput,
    output: adhesionResultadoSchema,
  }),
  programasGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/programas',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'Todos los programas, activos o no, los más recientes primero, por páginas, con sus condiciones y las adhesiones por decidir: texto, activo y con adhesiones pendientes',
    input: listaProgramasGestionInput,
    output: paginaProgramasGestionSchema,
  }),
  programaGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/programa/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Un programa, activo o no, con sus condiciones y las adhesiones por decidir, como en la lista (63 si no existe)',
    input: idPathInput,
    output: programaGestionSchema,
  }),
  crearPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearPrograma',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Crea un programa activo (8 si su urlAcceso ya existe)',
    input: programaInput,
    output: programaGestionSchema,
  }),
  editarPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Edita un programa (63 si no existe; 8 si su urlAcceso es de otro)',
    input: editarProgramaInput,
    output: programaGestionSchema,
  }),
  desactivarPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/desactivarPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Desactiva un programa: deja de listarse y su detalle responde 63',
    input: idPathInput,
    output: programaGestionSchema,
  }),
  activarPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/activarPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Vuelve a activar un programa desactivado: se lista de nuevo (63 si no existe)',
    input: idPathInput,
    output: programaGestionSchema,
  }),
  ofertasYPracticasPrograma: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/ofertasYPracticasPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'Las ofertas del programa (con sus candidaturas) y las prácticas que ha dado, las más recientes primero (63 si no existe)',
    input: idPathInput,
    output: ofertasYPracticasProgramaSchema,
  }),
  adhesionesPrograma: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/adhesionesPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Adhesiones de estudiantes y empresas a un programa (63 si no existe)',
    input: idPathInput,
    output: z.array(adhesionGestionSchema),
  }),
  resolverAdhesionPrograma: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/resolverAdhesionPrograma/:id',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Acepta o rechaza una adhesión solicitada (48 si no hay ninguna pendiente) y avisa al estudiante o a la empresa',
    input: resolverAdhesionInput,
    output: adhesionResultadoSchema,
  }),
} as const;
