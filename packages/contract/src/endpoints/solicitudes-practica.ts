import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  aceptarSolicitudInput,
  compruebaDniAlumnoOutput,
  disponiblesEducacionSchema,
  propuestaEmpresaInput,
  rechazarSolicitudInput,
  solicitudPracticaAlumnoInput,
  solicitudPracticaSchema,
} from '../solicitudes-practica';
import { idPathInput } from '../validation/id';
import { textoRequerido } from '../validation/text';

/*
 * Internship proposals and education-centre requests (issue 14, decision 021):
 * /propuesta-practicas for both roles, /solicitudes-practicas-educacion for the
 * company linked to a centre, and the staff's answer to proposals. A student
 * reads only their own requests, a company only those addressed to it (its
 * centres' and its own proposals): any other id answers 45 like a missing one.
 */
export const solicitudesPracticaEndpoints = {
  solicitudPracticaAlumno: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/solicitudPractica',
    role: 'alumno',
    summary:
      'Propuesta de prácticas en una empresa por CIF (33; sin cuenta en el portal: nombre y e-mail de contacto, 44 si es de otra empresa) → 510; o solicitud a un centro educativo → 528 (81 sin solicitudes disponibles este año, 8 ya pendiente en ese centro, 15 centro que no existe o no recibe solicitudes); 27 fechas invertidas',
    input: solicitudPracticaAlumnoInput,
    output: solicitudPracticaSchema,
  }),
  dameSolicitudesPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameSolicitudesPractica',
    role: 'alumno',
    summary: 'Propuestas y solicitudes del estudiante (las suyas y las que una empresa hizo de él), las más recientes primero',
    input: z.object({}),
    output: z.array(solicitudPracticaSchema),
  }),
  numeroSolicitudPracticasEducacionDisponibles: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
    role: 'alumno',
    summary: 'Solicitudes a centros educativos que le quedan al estudiante este año (máximo, usadas, disponibles)',
    input: z.object({}),
    output: disponiblesEducacionSchema,
  }),
  compruebaDNIalumno: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/compruebaDNIalumno',
    role: 'empresa',
    summary:
      'El nombre del estudiante cuando el DNI es de un estudiante registrado; 509 si no hay ningún candidato con ese documento; 66 mal formado',
    input: z.object({ dni: textoRequerido().max(20) }),
    output: compruebaDniAlumnoOutput,
  }),
  solicitudPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/solicitudPractica',
    role: 'empresa',
    summary:
      'La empresa activa propone a un estudiante por DNI (66): registrado → 510; sin cuenta, con el nombre que da la empresa → 528 (15 sin él); 27 fechas invertidas',
    input: propuestaEmpresaInput,
    output: solicitudPracticaSchema,
  }),
  tieneMenuSolicitudesPracticasEducacion: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/tieneMenuSolicitudesPracticasEducacion',
    role: 'empresa',
    summary: 'Si la empresa activa es la cuenta de algún centro educativo (el menú de solicitudes de prácticas de educación)',
    input: z.object({}),
    output: z.boolean(),
  }),
  dameSolicitudesPracticasEducacion: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameSolicitudesPracticasEducacion',
    role: 'empresa',
    summary: 'Solicitudes a los centros de la empresa activa: pendientes primero, luego las más recientes',
    input: z.object({}),
    output: z.array(solicitudPracticaSchema),
  }),
  dameSolicitudPractica: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameSolicitudPractica/:id',
    role: 'empresa',
    summary: 'Una solicitud a un centro de la empresa activa o una propuesta suya (45 si no lo es, como si no existiera)',
    input: idPathInput,
    output: solicitudPracticaSchema,
  }),
  aceptarSolicitudPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/aceptarSolicitudPractica',
    role: 'empresa',
    summary:
      'Acepta una solicitud pendiente a un centro de la empresa con fechas, tutor y tareas: crea las prácticas (en curso) y avisa al estudiante; 45 si no es suya, 48 ya respondida, 27 fechas invertidas',
    input: aceptarSolicitudInput,
    output: solicitudPracticaSchema,
  }),
  rechazarSolicitudPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/rechazarSolicitudPractica',
    role: 'empresa',
    summary:
      'Rechaza con un motivo (requerido) una solicitud pendiente a un centro de la empresa → 520; 45, 48; avisa al estudiante',
    input: rechazarSolicitudInput,
    output: solicitudPracticaSchema,
  }),
  propuestasPracticasPendientes: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/propuestasPracticasPendientes',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Propuestas de prácticas pendientes de la universidad, las más antiguas primero',
    input: z.object({}),
    output: z.array(solicitudPracticaSchema),
  }),
  aceptarPropuestaPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/aceptarPropuestaPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Acepta una propuesta pendiente: crea las prácticas (en curso, propuestas por el estudiante o la empresa) y avisa a los dos; 48 si no está pendiente, o el estudiante o la empresa aún no tienen cuenta',
    input: idPathInput,
    output: solicitudPracticaSchema,
  }),
  rechazarPropuestaPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/rechazarPropuestaPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Rechaza con un motivo una propuesta pendiente → 520 (48 si no lo está); avisa al estudiante y a la empresa',
    input: rechazarSolicitudInput,
    output: solicitudPracticaSchema,
  }),
} as const;
