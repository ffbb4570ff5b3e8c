import {
  alumnoGestionSchema,
  listaAlumnosGestionInput,
  listaSolicitudesBajaInput,
  paginaAlumnosGestionSchema,
  paginaSolicitudesBajaSchema,
  resolucionBajaSchema,
  resolverSolicitudBajaInput,
} from '../alumnos-gestion';
import { defineEndpoint } from '../endpoint';
import { idPathInput } from '../validation/id';

/** The staff's Alumnos area (issue 25): the students' list, a student's page and the deregistration requests. */
export const alumnosGestionEndpoints = {
  alumnosGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/alumnos',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'Estudiantes por nombre, DNI o e-mail, titulación, estado y prácticas, paginados por cursor ' +
      '(total exacto hasta 10 000; más allá, estimado)',
    input: listaAlumnosGestionInput,
    output: paginaAlumnosGestionSchema,
  }),
  alumnoGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/alumnos/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'La ficha de un estudiante: datos, expediente, candidaturas, prácticas, programas, eventos, encuestas que ' +
      'contestó con su nombre (nunca las respuestas), avisos recibidos, quién leyó su CV y sus solicitudes de baja',
    input: idPathInput,
    output: alumnoGestionSchema,
  }),
  solicitudesBaja: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/solicitudesBaja',
    role: 'gestor',
    permiso: 'administracion:leer',
    summary:
      'Solicitudes de baja por estado (las pendientes por defecto, las más antiguas primero), con su decisión, ' +
      'paginadas por cursor',
    input: listaSolicitudesBajaInput,
    output: paginaSolicitudesBajaSchema,
  }),
  resolverSolicitudBaja: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/resolverSolicitudBaja',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary:
      'Acepta una solicitud de baja (la cuenta se cierra al momento y sus datos personales se borran, salvo lo que la ' +
      'universidad debe conservar) o la rechaza con la base legal; se avisa al estudiante por correo (48 si ya se resolvió)',
    input: resolverSolicitudBajaInput,
    output: resolucionBajaSchema,
  }),
} as const;
