import { PASSWORD_MIN } from '../constants';
import { type CatalogueEntry, important, medium } from './catalogue-entry';

/** Code 1, also the fallback for a code the catalogue does not know. */
export const unexpectedError = medium(
  1,
  ['Error inesperado', 'Se ha producido un error inesperado. Ya hemos recibido el aviso; inténtalo de nuevo en unos minutos.'],
  ['Unexpected error', 'An unexpected error occurred. We have been notified; please try again in a few minutes.'],
  { reportar: true },
);

/** Codes 1–49 of spec §8: session, accounts, offers, candidacies and surveys. */
export const codes1To49: readonly CatalogueEntry[] = [
  unexpectedError,
  medium(
    2,
    ['Sesión caducada', 'Tu sesión ha caducado o se ha perdido. Vuelve a iniciar sesión para continuar.', 'Iniciar sesión'],
    ['Session expired', 'Your session has expired or was lost. Please log in again to continue.', 'Log in'],
    { destino: '/login' },
  ),
  medium(
    3,
    ['Usuario o contraseña incorrectos', 'El usuario o la contraseña no son válidos. Revísalos e inténtalo de nuevo.'],
    ['Wrong user or password', 'The user name or password is not valid. Check them and try again.'],
    { mensajeServidor: true },
  ),
  medium(
    4,
    ['Oferta no encontrada', 'La oferta que buscas no existe o ya no está disponible.'],
    ['Offer not found', 'The offer you are looking for does not exist or is no longer available.'],
  ),
  medium(
    6,
    ['Oferta de empleo', 'Esta oferta es de empleo; la encontrarás en Ofertas de empleo.'],
    ['Job offer', 'This is a job offer; you will find it under Job offers.'],
  ),
  medium(
    7,
    ['Oferta de prácticas', 'Esta oferta es de prácticas; la encontrarás en Ofertas de prácticas.'],
    ['Internship offer', 'This is an internship offer; you will find it under Internship offers.'],
  ),
  medium(
    8,
    ['Datos ya existentes', 'Los datos que intentas guardar ya existían.'],
    ['Data already exists', 'The data you are trying to save already existed.'],
  ),
  medium(
    9,
    [
      'Empresa no validada',
      'Tu empresa todavía no ha sido validada por la universidad o está bloqueada. Ponte en contacto con el servicio de prácticas y empleo.',
    ],
    [
      'Company not validated',
      'Your company has not been validated by the university yet, or it is blocked. Please contact the internship and employment service.',
    ],
  ),
  medium(
    10,
    ['Ya estás inscrito', 'Ya eres candidato a esta oferta.'],
    ['Already applied', 'You are already a candidate for this offer.'],
  ),
  medium(
    11,
    ['Falta documentación', 'Falta documentación necesaria para continuar. Adjúntala e inténtalo de nuevo.'],
    ['Documents missing', 'Some required documents are missing. Attach them and try again.'],
  ),
  medium(
    12,
    ['Error al enviar el correo', 'No se ha podido enviar el correo electrónico. Inténtalo de nuevo más tarde.'],
    ['E-mail not sent', 'The e-mail could not be sent. Please try again later.'],
    { reportar: true },
  ),
  medium(
    13,
    ['Oferta para otro perfil', 'Esta oferta está dirigida a otro perfil de titulación.'],
    ['Offer for another profile', 'This offer is aimed at a different degree profile.'],
  ),
  medium(
    14,
    ['Cambio de estado no permitido', 'La candidatura no puede pasar al estado seleccionado.'],
    ['State change not allowed', 'The candidacy cannot move to the selected state.'],
  ),
  medium(
    15,
    ['Faltan datos obligatorios', 'Faltan datos obligatorios. Revisa el formulario y completa los campos requeridos.'],
    ['Required data missing', 'Some required data is missing. Check the form and fill in the required fields.'],
  ),
  medium(
    16,
    ['Alta rechazada', 'No se ha podido completar el registro: el correo electrónico ya está registrado.'],
    ['Registration refused', 'The registration could not be completed: that e-mail address is already registered.'],
  ),
  medium(
    17,
    ['Oferta incompatible', 'Las fechas de esta oferta se solapan con las de tus prácticas.'],
    ['Overlapping offer', 'The dates of this offer overlap with those of your internship.'],
  ),
  medium(
    18,
    ['Solo para titulados', 'Esta oferta está dirigida únicamente a titulados.'],
    ['Graduates only', 'This offer is for graduates only.'],
  ),
  medium(
    19,
    ['Solo para posgrado', 'Esta oferta está dirigida únicamente a estudiantes de posgrado.'],
    ['Postgraduates only', 'This offer is for postgraduate students only.'],
  ),
  medium(
    20,
    ['Sin servicio de empleo', 'No tienes acceso al servicio de empleo.'],
    ['No employment service', 'You do not have access to the employment service.'],
  ),
  medium(
    21,
    ['Sin servicio de prácticas', 'No tienes acceso al servicio de prácticas.'],
    ['No internship service', 'You do not have access to the internship service.'],
  ),
  medium(
    22,
    ['Sin acceso a ofertas', 'Tu perfil no está dado de alta ni en prácticas (UTP) ni en empleo (UTE).'],
    ['No access to offers', 'Your profile is registered neither for internships (UTP) nor for employment (UTE).'],
  ),
  medium(
    23,
    ['No inscrito en prácticas', 'No estás inscrito en el servicio de prácticas.'],
    ['Not enrolled in internships', 'You are not enrolled in the internship service.'],
  ),
  medium(
    24,
    ['Problema con la empresa', 'Se ha producido un problema con los datos de la empresa. Ya hemos recibido el aviso.'],
    ['Company problem', 'There is a problem with the company data. We have been notified.'],
    { reportar: true },
  ),
  medium(
    25,
    ['Oferta no editable', 'Esta oferta ya tiene un gestor asignado y no se puede modificar.'],
    ['Offer not editable', 'This offer already has a manager assigned and can no longer be edited.'],
  ),
  medium(
    26,
    ['Sin estudios', 'No tienes estudios registrados en tu perfil. Añádelos en Mi CV.', 'Ir a Mi CV'],
    ['No studies', 'There are no studies on your profile. Add them in My CV.', 'Go to my CV'],
    { destino: '/cv#formacion' },
  ),
  medium(
    27,
    ['Fechas incorrectas', 'La fecha de inicio debe ser anterior a la fecha de fin.'],
    ['Wrong dates', 'The start date must be before the end date.'],
  ),
  medium(
    28,
    ['Contraseña poco segura', `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres e incluir un número.`],
    ['Weak password', `The password must be at least ${PASSWORD_MIN} characters long and include a number.`],
  ),
  medium(
    29,
    ['Contacto duplicado', 'Ya existe un contacto con ese correo electrónico.'],
    ['Duplicate contact', 'A contact with that e-mail address already exists.'],
  ),
  medium(
    30,
    ['Candidatura ya procesada', 'Tu candidatura ya ha sido procesada y no puedes retirarla.'],
    ['Candidacy already processed', 'Your candidacy has already been processed and can no longer be withdrawn.'],
  ),
  medium(
    31,
    ['Candidatura no encontrada', 'La candidatura no existe o ya no está disponible.'],
    ['Candidacy not found', 'The candidacy does not exist or is no longer available.'],
  ),
  important(
    32,
    ['Usuario dado de baja', 'Tu usuario está dado de baja en el portal. Se cerrará la sesión.'],
    ['User deregistered', 'Your user has been deregistered from the portal. You will be logged out.'],
  ),
  medium(
    33,
    ['CIF incorrecto', 'El formato del CIF no es correcto.'],
    ['Invalid CIF', 'The CIF (tax id) format is not correct.'],
  ),
  medium(
    34,
    [
      'Permiso de trabajo necesario',
      'Por tu nacionalidad, de fuera de la Unión Europea, necesitas permiso de trabajo. Indícalo en Mi CV.',
      'Ir a Mi CV',
    ],
    [
      'Work permit required',
      'As a national of a country outside the European Union you need a work permit. State it in My CV.',
      'Go to my CV',
    ],
    { destino: '/cv#permiso' },
  ),
  medium(
    35,
    ['Encuesta no disponible', 'No se puede acceder a esta encuesta.'],
    ['Survey unavailable', 'This survey cannot be accessed.'],
  ),
  medium(
    36,
    ['Encuesta no disponible', 'Esta encuesta no está dirigida a usuarios ya registrados.'],
    ['Survey unavailable', 'This survey is not meant for registered users.'],
  ),
  medium(
    37,
    ['Acceso anónimo no permitido', 'Esta encuesta no admite respuestas anónimas. Inicia sesión para contestarla.'],
    ['Anonymous access not allowed', 'This survey does not accept anonymous answers. Log in to answer it.'],
  ),
  medium(
    38,
    ['Encuesta no disponible', 'No formas parte del público al que se dirige esta encuesta.'],
    ['Survey unavailable', 'You are not among the people this survey is aimed at.'],
  ),
  medium(
    39,
    ['Encuesta ya contestada', 'Ya has contestado esta encuesta. ¡Gracias!'],
    ['Survey already answered', 'You have already answered this survey. Thank you!'],
  ),
  medium(
    40,
    ['Preguntas sin contestar', 'Quedan preguntas obligatorias sin contestar.'],
    ['Unanswered questions', 'Some required questions are still unanswered.'],
  ),
  medium(
    41,
    ['Estudios no encontrados', 'No se han encontrado los estudios de la titulación indicada.'],
    ['Studies not found', 'The studies for that degree could not be found.'],
  ),
  medium(
    42,
    ['Enlace caducado', 'El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.'],
    ['Link expired', 'The link has expired or has already been used. Request a new one.'],
  ),
  medium(
    43,
    ['Contraseña ya establecida', 'La contraseña ya se había establecido. Inicia sesión con ella.'],
    ['Password already set', 'The password has already been set. Log in with it.'],
  ),
  medium(
    44,
    ['Correo de otra empresa', 'Ese correo electrónico pertenece a un contacto de otra empresa.'],
    ['E-mail of another company', 'That e-mail address belongs to a contact of another company.'],
  ),
  medium(
    45,
    ['Estudiante no encontrado', 'No se ha encontrado al estudiante en prácticas.'],
    ['Intern not found', 'The intern could not be found.'],
  ),
  medium(
    46,
    ['Tipo de fichero no permitido', 'La extensión del fichero no está permitida.'],
    ['File type not allowed', 'That file extension is not allowed.'],
  ),
  medium(
    47,
    ['Oferta para otra titulación', 'Esta oferta está dirigida a otra titulación.'],
    ['Offer for another degree', 'This offer is aimed at a different degree.'],
  ),
  medium(
    48,
    ['Acción no permitida', 'No está permitido realizar esta acción.'],
    ['Action not allowed', 'This action is not allowed.'],
  ),
  // The server words 49 for whoever reads it (decision 030): the company is told the pre-registration awaits
  // the student, the student that only a pending pre-registration takes an answer.
  medium(
    49,
    ['Cambio de estado no permitido', 'No se puede cambiar el estado.'],
    ['State change not allowed', 'The state cannot be changed.'],
    { mensajeServidor: true },
  ),
];
