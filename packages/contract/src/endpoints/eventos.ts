import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import {
  asistenciaEventoInput,
  calendarioInput,
  desinscribirseEventoInput,
  editarEventoInput,
  enlaceCalendarioSchema,
  eventoGestionSchema,
  eventoInput,
  eventoPublicoSchema,
  eventoSchema,
  fichaEventoInput,
  imagenEventoInput,
  inscribirseEventoInput,
  inscritoEventoSchema,
  listaEventosGestionInput,
  listaEventosInput,
  listaEventosSchema,
  mensajeInscritosInput,
  paginaEventosGestionSchema,
  resultadoInscripcionEventoSchema,
} from '../eventos';
import { idPathInput } from '../validation/id';

const ics = fileOutput('text/calendar');

/*
 * Events (issue 15): students list, read and register (532; 74 unavailable or
 * past, 75 no registrations, 76 already registered, 77 students only, 78
 * graduates only); a full event puts them on its waiting list (515 with the
 * place). Companies read them (the side menu shows Eventos to every role).
 * An unpublished event, an unknown id and, for the public page, an event that
 * is not public answer 74 alike. The calendar: an .ics per event and a
 * personal feed behind a secret, renewable token.
 */
export const eventosEndpoints = {
  dameEventos: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameEventos',
    role: 'alumno',
    summary: 'Eventos publicados, los más recientes primero (texto en título y entradilla, categoría por slug) y las categorías',
    input: listaEventosInput,
    output: listaEventosSchema,
  }),
  dameFichaEvento: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameFichaEvento/:id',
    role: 'alumno',
    summary: 'Un evento (por urlAcceso o id) con la inscripción del estudiante y las plazas libres; 74 si no está publicado',
    input: fichaEventoInput,
    output: eventoSchema,
  }),
  inscribirseEnEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/inscribirseEnEvento',
    role: 'alumno',
    summary: 'Inscripción: 532, o 515 con el puesto en la lista de espera si está completo; 74, 75, 76, 77, 78',
    input: inscribirseEventoInput,
    output: resultadoInscripcionEventoSchema,
  }),
  desinscribirseDeEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/desinscribirseDeEvento',
    role: 'alumno',
    summary: 'Deja la plaza o la lista de espera (48 si no estaba); la plaza pasa al primero en espera, que recibe un aviso',
    input: desinscribirseEventoInput,
    output: resultadoInscripcionEventoSchema,
  }),
  calendarioEvento: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/calendarioEvento/:id',
    role: 'alumno',
    summary: 'El evento como fichero .ics (iCalendar) para añadirlo al calendario; 74',
    input: fichaEventoInput,
    output: ics,
  }),
  dameEnlaceCalendario: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameEnlaceCalendario',
    role: 'alumno',
    summary:
      'La dirección del calendario personal (eventos inscritos y plazos de las ofertas con candidatura); la crea si no hay',
    input: z.object({}),
    output: enlaceCalendarioSchema,
  }),
  renovarEnlaceCalendario: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/renovarEnlaceCalendario',
    role: 'alumno',
    summary: 'Una dirección nueva del calendario personal: la anterior deja de funcionar',
    input: z.object({}),
    output: enlaceCalendarioSchema,
  }),
  dameEventosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameEventos',
    role: 'empresa',
    summary: 'Eventos publicados para leerlos (las empresas no se inscriben)',
    input: listaEventosInput,
    output: listaEventosSchema,
  }),
  dameFichaEventoEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameFichaEvento/:id',
    role: 'empresa',
    summary: 'Un evento publicado (74 si no)',
    input: fichaEventoInput,
    output: eventoSchema,
  }),
  dameFichaEventoPublico: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/dameFichaEvento/:id',
    role: 'publico',
    summary: 'Un evento público para quien llega con el enlace, sin sesión y sin datos de nadie (74 si no es público)',
    input: fichaEventoInput,
    output: eventoPublicoSchema,
  }),
  imagenEventoPublica: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/imagenEvento/:id',
    role: 'publico',
    summary: 'La imagen principal subida de un evento publicado, en JPEG (74 si no está publicado o no tiene imagen subida)',
    input: idPathInput,
    output: fileOutput('image/jpeg'),
  }),
  calendarioPersonal: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/calendario/:token',
    role: 'publico',
    summary: 'Calendario suscribible (text/calendar) del dueño del token; 4 si el token no existe o se renovó',
    input: calendarioInput,
    output: ics,
    statuses: { 404: 'El token no existe o se renovó (código 4)' },
  }),
  eventosGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/eventos',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary:
      'Todos los eventos, publicados o no, los más recientes primero, por páginas, con sus inscritos y su lista de espera contados: texto, categoría y estado (próximo, pasado, despublicado)',
    input: listaEventosGestionInput,
    output: paginaEventosGestionSchema,
  }),
  crearEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearEvento',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Crea un evento publicado (8 si su urlAcceso ya existe; 48 si la categoría no existe)',
    input: eventoInput,
    output: eventoGestionSchema,
  }),
  editarEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Edita un evento (74 si no existe; 8; 48); más plazas pasan a los primeros en espera, que reciben un aviso',
    input: editarEventoInput,
    output: eventoGestionSchema,
  }),
  despublicarEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/despublicarEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Despublica un evento: deja de listarse y su ficha responde 74',
    input: idPathInput,
    output: eventoGestionSchema,
  }),
  publicarEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/publicarEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Vuelve a publicar un evento despublicado (74 si no existe); las plazas libres pasan a los primeros en espera',
    input: idPathInput,
    output: eventoGestionSchema,
  }),
  inscritosEvento: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/inscritosEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary: 'Inscritos y lista de espera (en orden) de un evento (74 si no existe)',
    input: idPathInput,
    output: z.array(inscritoEventoSchema),
  }),
  inscritosEventoCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/inscritosEventoCsv/:id',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary: 'Inscritos y lista de espera de un evento en CSV',
    input: idPathInput,
    output: fileOutput('text/csv'),
  }),
  imagenEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/imagenEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Sube la imagen principal de un evento: png, jpg o jpeg por su contenido (46), hasta 2 MB (413); se guarda en JPEG sin metadatos, reducida a 1600 px, y sustituye a la anterior (74 si no existe)',
    input: imagenEventoInput,
    output: eventoGestionSchema,
  }),
  asistenciaEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/asistenciaEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Marca si un estudiante inscrito asistió al evento (74 si el evento no existe; 48 si no está inscrito o está en la lista de espera)',
    input: asistenciaEventoInput,
    output: inscritoEventoSchema,
  }),
  mensajeInscritosEvento: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/mensajeInscritosEvento/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Envía por correo el mensaje que escribe la oficina a los inscritos del evento (y a la lista de espera si se pide), con el enlace a su ficha; responde a cuántos (74 si no existe)',
    input: mensajeInscritosInput,
    output: z.object({ enviados: z.number().int() }),
  }),
} as const;
