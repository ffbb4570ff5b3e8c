import { FOTO_MAX_PX } from '../constants';
import { type CatalogueEntry, secondary } from './catalogue-entry';

const COMPLETAR_CV = { es: 'Completar mi CV', en: 'Complete my CV' } as const;

/** Success and notice codes 501–543 of spec §8, plus 526 referenced in §5. */
export const codes501To543: readonly CatalogueEntry[] = [
  secondary(
    501,
    ['Inscripción retirada', 'Te has dado de baja de la oferta.'],
    ['Application withdrawn', 'You have withdrawn from the offer.'],
  ),
  secondary(
    502,
    ['CV enviado', 'La empresa recibirá el CV generado a partir de tus datos.'],
    ['CV sent', 'The company will receive the CV generated from your details.'],
  ),
  secondary(
    503,
    [
      'Empresa registrada',
      'Tu empresa se ha registrado correctamente. Podrás acceder cuando la universidad la valide.',
      'Ir al acceso de empresas',
    ],
    [
      'Company registered',
      'Your company has been registered. You will be able to log in once the university validates it.',
      'Go to company login',
    ],
    { destino: '/login/empresas' },
  ),
  secondary(
    504,
    ['Registro completado', 'Te has registrado correctamente. Inicia sesión con tu correo electrónico.'],
    ['Registration complete', 'You are now registered. Log in with your e-mail address.'],
  ),
  secondary(
    505,
    ['Enlace enviado', 'Te hemos enviado un enlace para recuperar tu contraseña.'],
    ['Link sent', 'We have sent you a link to recover your password.'],
  ),
  secondary(
    506,
    // A new offer (or a copy) waits for the university: say why and what comes next (issue 10).
    [
      'Oferta creada: pendiente de validación',
      'La oferta se ha creado y está pendiente de validación: el servicio de prácticas y empleo de la universidad la revisa antes de publicarla. Cuando la publique, o si necesita cambios, te avisaremos con una notificación; hasta entonces los estudiantes no la ven.',
      'Ver mis ofertas',
    ],
    [
      'Offer created: pending validation',
      "The offer has been created and is pending validation: the university's internship and employment service reviews it before publishing it. When it is published, or if it needs changes, we will let you know with a notification; until then students cannot see it.",
      'See my offers',
    ],
    { destino: '/mis-ofertas' },
  ),
  secondary(
    507,
    ['Descripción guardada', 'La descripción de la empresa se ha guardado.'],
    ['Description saved', 'The company description has been saved.'],
  ),
  secondary(
    508,
    ['Contraseña restablecida', 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.'],
    ['Password reset', 'Your password has been reset. You can now log in.'],
  ),
  secondary(
    509,
    ['Candidato no encontrado', 'No hay ningún candidato con ese documento de identidad.'],
    ['Candidate not found', 'There is no candidate with that identity document.'],
  ),
  secondary(
    510,
    ['Propuesta registrada', 'Tu propuesta de prácticas se ha registrado.'],
    ['Proposal registered', 'Your internship proposal has been registered.'],
  ),
  secondary(511, ['Oferta cerrada', 'La oferta se ha cerrado.'], ['Offer closed', 'The offer has been closed.']),
  secondary(512, ['Oferta modificada', 'La oferta se ha modificado.'], ['Offer updated', 'The offer has been updated.']),
  secondary(
    513,
    ['Documentos adjuntados', 'Los documentos se han adjuntado correctamente.'],
    ['Documents attached', 'The documents have been attached.'],
  ),
  secondary(
    514,
    ['Contraseña establecida', 'Tu contraseña se ha establecido. Ya puedes iniciar sesión.'],
    ['Password set', 'Your password has been set. You can now log in.'],
  ),
  secondary(
    515,
    ['Aviso', 'Tienes un aviso del servicio de prácticas y empleo.'],
    ['Notice', 'You have a notice from the internship and employment service.'],
    { mensajeServidor: true },
  ),
  secondary(516, ['Oferta eliminada', 'La oferta se ha eliminado.'], ['Offer deleted', 'The offer has been deleted.']),
  secondary(
    517,
    ['Solicitud de baja recibida', 'Hemos recibido tu solicitud de baja del servicio.'],
    ['Deregistration request received', 'We have received your request to leave the service.'],
  ),
  secondary(
    518,
    [
      'Completa tus datos',
      'Para continuar debes completar tu número de cuenta (IBAN) y tu número de la Seguridad Social.',
      'Completar mis datos',
    ],
    [
      'Complete your details',
      'To continue you must enter your bank account (IBAN) and social security number.',
      'Complete my details',
    ],
    { destino: '/cv' },
  ),
  secondary(
    519,
    ['Respuesta registrada', 'Se ha registrado tu respuesta a la preinscripción.'],
    ['Answer recorded', 'Your answer to the pre-registration has been recorded.'],
  ),
  secondary(520, ['Rechazada', 'Se ha registrado el rechazo.'], ['Rejected', 'The rejection has been recorded.']),
  secondary(
    521,
    ['Contraseña cambiada', 'Tu contraseña se ha cambiado correctamente.'],
    ['Password changed', 'Your password has been changed.'],
  ),
  secondary(522, ['Usuario creado', 'El usuario se ha creado correctamente.'], ['User created', 'The user has been created.']),
  secondary(
    523,
    ['Adhesión realizada', 'La adhesión al programa se ha realizado.'],
    ['Programme joined', 'The programme has been joined.'],
  ),
  secondary(
    524,
    ['Usuario no activo', 'Ese correo electrónico no corresponde a ningún usuario activo.'],
    ['User not active', 'That e-mail address does not belong to an active user.'],
  ),
  secondary(
    525,
    ['Revisa los campos', 'Hay campos con errores. Revísalos antes de continuar.'],
    ['Check the fields', 'Some fields have errors. Check them before continuing.'],
  ),
  secondary(
    526,
    ['Foto demasiado grande', `La foto de perfil no puede superar los ${FOTO_MAX_PX} píxeles.`],
    ['Photo too large', `The profile photo cannot exceed ${FOTO_MAX_PX} pixels.`],
  ),
  secondary(
    527,
    ['Datos obligatorios', 'Recuerda completar tus datos obligatorios.', COMPLETAR_CV.es],
    ['Required details', 'Remember to complete your required details.', COMPLETAR_CV.en],
    { destino: '/cv#personales' },
  ),
  secondary(
    528,
    ['Solicitud registrada', 'Tu solicitud se ha registrado.'],
    ['Request registered', 'Your request has been registered.'],
  ),
  secondary(
    529,
    ['Solicitud enviada', 'Tu solicitud de cambio se ha enviado.'],
    ['Request sent', 'Your change request has been sent.'],
  ),
  secondary(
    530,
    ['Datos añadidos', 'El contacto o la cuenta se ha añadido correctamente.'],
    ['Details added', 'The contact or account has been added.'],
  ),
  secondary(
    531,
    ['Convenio añadido', 'El convenio se ha añadido correctamente.'],
    ['Agreement added', 'The agreement has been added.'],
  ),
  secondary(
    532,
    ['Inscripción realizada', 'Te has inscrito en el evento.'],
    ['Registered', 'You have registered for the event.'],
  ),
  secondary(
    533,
    ['Adhesión solicitada', 'Se ha solicitado la adhesión al programa.'],
    ['Joining requested', 'Joining the programme has been requested.'],
  ),
  secondary(
    534,
    ['Completa tu perfil', 'Completa tu perfil en Mi CV para poder inscribirte en ofertas.', COMPLETAR_CV.es],
    ['Complete your profile', 'Complete your profile in My CV to be able to apply for offers.', COMPLETAR_CV.en],
    { destino: '/cv' },
  ),
  secondary(
    540,
    ['Perfil incompleto', 'Tu CV está incompleto. Complétalo para continuar.', COMPLETAR_CV.es],
    ['Incomplete profile', 'Your CV is incomplete. Complete it to continue.', COMPLETAR_CV.en],
    { destino: '/cv' },
  ),
  secondary(
    541,
    ['No es posible inscribirse', 'No puedes inscribirte en esta oferta.'],
    ['Cannot apply', 'You cannot apply for this offer.'],
  ),
  secondary(
    542,
    ['Programa para universitarios', 'Este programa es solo para estudiantes universitarios.'],
    ['University students only', 'This programme is only for university students.'],
  ),
  secondary(
    543,
    ['Contraseña restablecida', 'Tu contraseña se ha restablecido correctamente.'],
    ['Password reset', 'Your password has been reset.'],
  ),
];
