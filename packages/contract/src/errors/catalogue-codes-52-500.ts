import { MAX_CANDIDATURAS_SIMULTANEAS, PROGRAMA_DEDICACION_PORCENTAJE, PROGRAMA_MESES } from '../constants';
import { type CatalogueEntry, important, medium } from './catalogue-entry';

/** Codes 52–106 of spec §8 (programmes, CV, events, payments), our 107, and 500 (service down). */
export const codes52To500: readonly CatalogueEntry[] = [
  medium(
    52,
    ['Créditos insuficientes', 'No tienes los créditos mínimos para inscribirte en esta oferta.'],
    ['Not enough credits', 'You do not have the minimum credits to apply for this offer.'],
  ),
  medium(
    53,
    ['Oferta no disponible', 'Esta oferta es solo para estudiantes sin prácticas pendientes.'],
    ['Offer unavailable', 'This offer is only for students with no internship pending.'],
  ),
  medium(
    54,
    [
      'Búsqueda activa desactivada',
      'Para inscribirte debes activar la búsqueda activa en Mi CV, apartado Datos de interés.',
      'Ir a Mi CV',
    ],
    ['Active search is off', 'To apply you must turn on active search in My CV, under Details of interest.', 'Go to my CV'],
    { destino: '/cv#busqueda' },
  ),
  medium(
    55,
    ['Sube tu CV', 'Para inscribirte en esta oferta debes subir tu propio CV.', 'Ir a Mi CV'],
    ['Upload your CV', 'To apply for this offer you must upload your own CV.', 'Go to my CV'],
    { destino: '/cv#documentos' },
  ),
  medium(
    56,
    ['Documento ya subido', 'Este documento ya se había subido.'],
    ['Document already uploaded', 'This document has already been uploaded.'],
  ),
  medium(
    57,
    ['Falta formación', 'Debes tener al menos una formación registrada.', 'Ir a Mi CV'],
    ['Education missing', 'You must have at least one education entry.', 'Go to my CV'],
    { destino: '/cv#formacion' },
  ),
  medium(
    58,
    [
      'Dedicación no válida',
      `La dedicación debe coincidir con la del programa: ${PROGRAMA_DEDICACION_PORCENTAJE} % de la jornada durante ${PROGRAMA_MESES} meses.`,
    ],
    [
      'Invalid dedication',
      `The dedication must match the programme: ${PROGRAMA_DEDICACION_PORCENTAJE}% of the working day for ${PROGRAMA_MESES} months.`,
    ],
  ),
  important(
    59,
    ['Sin acceso al portal', 'No tienes acceso al portal. Se cerrará la sesión.'],
    ['No portal access', 'You do not have access to the portal. You will be logged out.'],
  ),
  medium(
    60,
    ['Correo ya registrado', 'Ese correo electrónico ya está registrado.'],
    ['E-mail already registered', 'That e-mail address is already registered.'],
  ),
  medium(
    62,
    ['No se puede eliminar', 'No puedes eliminar todos tus estudios: debe quedar al menos uno.'],
    ['Cannot delete', 'You cannot delete all your studies: at least one must remain.'],
  ),
  medium(
    63,
    ['Programa no encontrado', 'El programa no existe o ya no está disponible.'],
    ['Programme not found', 'The programme does not exist or is no longer available.'],
  ),
  medium(
    64,
    ['Adhesión ya solicitada', 'Ya se había solicitado la adhesión a este programa.'],
    ['Already requested', 'Joining this programme had already been requested.'],
  ),
  medium(
    65,
    ['Adhesión no necesaria', 'Este programa no requiere adhesión.'],
    ['No joining needed', 'This programme does not require joining.'],
  ),
  medium(
    66,
    ['Documento de identidad incorrecto', 'El formato del documento de identidad no es válido.'],
    ['Invalid identity document', 'The identity document format is not valid.'],
  ),
  medium(
    68,
    ['Oferta no editable', 'Esta oferta ya no se puede editar.'],
    ['Offer not editable', 'This offer can no longer be edited.'],
  ),
  medium(
    69,
    ['Correo incorrecto', 'El formato del correo electrónico no es válido.'],
    ['Invalid e-mail', 'The e-mail address format is not valid.'],
  ),
  medium(70, ['IBAN incorrecto', 'El IBAN no es válido. Revísalo.'], ['Invalid IBAN', 'The IBAN is not valid. Please check it.']),
  medium(
    71,
    ['Sin permisos', 'No tienes permisos para acceder a esta sección.'],
    ['No permission', 'You do not have permission to access this section.'],
  ),
  medium(
    72,
    ['Falta el IBAN', 'Debes indicar el IBAN en el perfil de tu empresa.', 'Ir a Mi empresa'],
    ['IBAN missing', 'You must enter the IBAN in your company profile.', 'Go to my company'],
    { destino: '/mi-empresa' },
  ),
  medium(73, ['IBAN incorrecto', 'El IBAN indicado no es válido.'], ['Invalid IBAN', 'The IBAN entered is not valid.']),
  medium(
    74,
    ['Evento no disponible', 'Este evento ya no está disponible.'],
    ['Event unavailable', 'This event is no longer available.'],
  ),
  medium(
    75,
    ['Sin inscripción', 'Este evento no admite inscripciones.'],
    ['No registration', 'This event does not take registrations.'],
  ),
  medium(
    76,
    ['Ya estás inscrito', 'Ya estás inscrito en este evento.'],
    ['Already registered', 'You are already registered for this event.'],
  ),
  medium(
    77,
    ['Evento para estudiantes', 'Este evento está dirigido únicamente a estudiantes.'],
    ['Event for students', 'This event is for students only.'],
  ),
  medium(
    78,
    ['Evento para titulados', 'Este evento está dirigido únicamente a titulados.'],
    ['Event for graduates', 'This event is for graduates only.'],
  ),
  important(
    79,
    ['Sin acceso al portal', 'Tu usuario no tiene acceso al portal. Se cerrará la sesión.'],
    ['No portal access', 'Your user does not have access to the portal. You will be logged out.'],
  ),
  medium(
    80,
    ['Requisitos no cumplidos', 'No cumples los requisitos necesarios.'],
    ['Requirements not met', 'You do not meet the requirements.'],
    { mensajeServidor: true },
  ),
  medium(
    81,
    ['Límite de solicitudes', 'Tu centro ha alcanzado el número máximo de solicitudes.'],
    ['Request limit reached', 'Your centre has reached the maximum number of requests.'],
  ),
  medium(
    83,
    ['Número de la Seguridad Social incorrecto', 'El número de afiliación a la Seguridad Social no es válido.'],
    ['Invalid social security number', 'The social security number is not valid.'],
  ),
  medium(
    84,
    ['SWIFT incorrecto', 'El código SWIFT (BIC) no es válido.'],
    ['Invalid SWIFT', 'The SWIFT (BIC) code is not valid.'],
  ),
  important(
    90,
    ['Usuario bloqueado', 'Tu usuario está bloqueado. Se cerrará la sesión.'],
    ['User blocked', 'Your user is blocked. You will be logged out.'],
    { mensajeServidor: true },
  ),
  medium(
    91,
    ['Adhesión necesaria', 'Antes debes solicitar la adhesión al programa.'],
    ['Joining required', 'You must first request to join the programme.'],
  ),
  medium(92, ['Plazo finalizado', 'El plazo ha terminado.'], ['Deadline passed', 'The deadline has passed.']),
  medium(
    93,
    ['Candidaturas en otros programas', 'Tienes candidaturas en otros programas.'],
    ['Candidacies in other programmes', 'You have candidacies in other programmes.'],
  ),
  medium(
    94,
    ['Documento ya registrado', 'Ese documento de identidad pertenece a un usuario ya registrado.'],
    ['Document already registered', 'That identity document belongs to an already registered user.'],
  ),
  medium(
    96,
    ['Solo estudios universitarios', 'Solo pueden participar estudiantes con titulación universitaria.'],
    ['University degrees only', 'Only students with university degrees can take part.'],
  ),
  medium(
    99,
    ['Solo estudiantes de la universidad', 'Solo pueden participar estudiantes de la universidad o de sus centros adscritos.'],
    ['University students only', 'Only students of the university or its associated centres can take part.'],
  ),
  medium(
    103,
    ['Límite de candidaturas', `No puedes estar inscrito en más de ${MAX_CANDIDATURAS_SIMULTANEAS} ofertas a la vez.`],
    ['Application limit', `You cannot apply to more than ${MAX_CANDIDATURAS_SIMULTANEAS} offers at the same time.`],
  ),
  medium(
    106,
    ['Fecha de titulación', 'Tu fecha de titulación es demasiado antigua para este programa.'],
    ['Graduation date', 'Your graduation date is too early for this programme.'],
  ),
  // Ours, not in the spec: the API answers it while the portal is in maintenance mode (spec §4).
  medium(
    107,
    ['Portal en mantenimiento', 'Estamos realizando tareas de mantenimiento. Vuelve a intentarlo en unos minutos.'],
    ['Portal under maintenance', 'We are carrying out maintenance work. Please try again in a few minutes.'],
    { destino: '/mantenimiento' },
  ),
  medium(
    500,
    ['Servicio no disponible', 'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.'],
    ['Service unavailable', 'The service is not available right now. Please try again later.'],
    { reportar: true },
  ),
];
