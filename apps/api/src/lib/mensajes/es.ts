/**
 * The API's texts in Spanish, the source catalogue: `en.ts` must carry the
 * same keys (its type is derived from this object, so a missing or extra key
 * fails the type check) and the same `{placeholders}` (a test checks that).
 *
 * Keys are flat, `domain.kind.part`. A notification is one event with two
 * texts, so a row stores the kind (`candidatura.entrevista`) and the reader
 * gets `<kind>.titulo` and `<kind>.texto`; an e-mail will do the same with
 * `.asunto` and `.cuerpo`. Flat strings keep the placeholder types simple and
 * make every text greppable by its full key.
 *
 * Changing a Spanish text here changes what every stored notification of that
 * kind shows: texts are rendered when read, never stored.
 */
export const es = {
  // A candidacy changed state (modules/candidaturas/aviso-cambio-estado.ts), whoever moved it.
  'candidatura.inscrita.titulo': 'Inscripción registrada',
  'candidatura.inscrita.texto': 'Te has inscrito en «{oferta}». La empresa recibirá tu currículum.',
  'candidatura.enRevision.titulo': 'Candidatura en revisión',
  'candidatura.enRevision.texto': 'La empresa está revisando tu candidatura a «{oferta}».',
  'candidatura.preseleccionada.titulo': 'Has sido preseleccionado/a',
  'candidatura.preseleccionada.texto': 'La empresa ha preseleccionado tu candidatura a «{oferta}».',
  'candidatura.entrevista.titulo': 'Te han citado a una entrevista',
  'candidatura.entrevista.texto': 'La empresa quiere entrevistarte para «{oferta}». Revisa tu correo.',
  'candidatura.descartada.titulo': 'Candidatura no seleccionada',
  'candidatura.descartada.texto': 'La empresa ha descartado tu candidatura a «{oferta}».',
  'candidatura.seleccionada.titulo': '¡Has sido seleccionado/a!',
  'candidatura.seleccionada.texto': 'La empresa te ha seleccionado en «{oferta}».',
  'candidatura.ofertaCancelada.titulo': 'Oferta cancelada',
  'candidatura.ofertaCancelada.texto': 'La empresa ha cancelado la oferta «{oferta}».',
  'candidatura.retirada.titulo': 'Candidatura retirada',
  'candidatura.retirada.texto': 'Has retirado tu candidatura a «{oferta}».',
  'candidatura.preinscrita.titulo': 'Tienes una preinscripción pendiente',
  'candidatura.preinscrita.texto': 'Te han preinscrito en «{oferta}». Acepta o rechaza la preinscripción.',
  'ofertaGuardada.cierraPronto.titulo': 'Una oferta que guardaste cierra pronto',
  'ofertaGuardada.cierraPronto.texto': 'El plazo de «{oferta}» termina el {fecha}. Si te interesa, inscríbete antes.',
  'candidatura.preinscripcionRechazada.titulo': 'Preinscripción rechazada',
  'candidatura.preinscripcionRechazada.texto': 'Has rechazado la preinscripción en «{oferta}».',
  'candidatura.cambio.titulo': 'Tu candidatura ha cambiado',
  'candidatura.cambio.texto': 'Tu candidatura a «{oferta}» ha cambiado de estado.',

  // Appended to a notification's text when it carries a reason (a row of motivos_cambio_estado).
  'aviso.motivo': 'Motivo: {motivo}.',

  // The university decided on a company's offer (modules/validacion-ofertas). The rejection
  // reason is the staff member's own words, shown as typed in either language.
  'oferta.validada.titulo': 'Oferta publicada',
  'oferta.validada.texto': 'La universidad ha validado tu oferta «{oferta}» y ya está publicada.',
  'oferta.rechazadaConMotivo.titulo': 'Oferta rechazada',
  'oferta.rechazadaConMotivo.texto': 'La universidad ha rechazado tu oferta «{oferta}».',
  'oferta.cambiosPedidos.titulo': 'La universidad pide cambios en tu oferta',
  'oferta.cambiosPedidos.texto':
    'Revisa tu oferta «{oferta}», haz los cambios y reenvíala a validación. Solo puedes reenviarla una vez.',
  'oferta.validadaConCorreccion.titulo': 'Oferta publicada con correcciones',
  'oferta.validadaConCorreccion.texto':
    'La universidad ha corregido tu oferta «{oferta}» antes de validarla y ya está publicada.',
  // Appended to a notification that names the offer's fields staff corrected (contract ETIQUETAS_CAMPO_CORREGIBLE).
  'aviso.camposCorregidos': 'Campos corregidos: {campos}.',
  'oferta.rechazada.titulo': 'Oferta rechazada',
  'oferta.rechazada.texto': 'La universidad ha rechazado tu oferta «{oferta}». Motivo: {motivo}',
  'oferta.encaja.titulacion': 'Pide tu titulación: {titulacion}',
  'oferta.encaja.area': 'Busca titulaciones de tu rama: {area}',
  'historial.autor.alumno': 'Tú',
  'historial.autor.empresa': 'La empresa',
  'historial.autor.gestor': 'La universidad',
  'historial.autor.sistema': 'El portal',
  'oferta.encaja.provincia': 'En tu provincia: {provincia}',

  // A student's place at an event: promoted from the waiting list, or put on it (modules/eventos).
  'evento.plazaConfirmada.titulo': 'Tienes plaza en el evento',
  'evento.plazaConfirmada.texto': 'Se ha liberado una plaza en «{evento}» y ya estás inscrito: has salido de la lista de espera.',
  'evento.listaEspera':
    'El evento «{evento}» está completo: te hemos apuntado a la lista de espera en el puesto {posicion}. Te avisaremos si se libera una plaza.',

  // A survey one is a named recipient of (modules/encuestas), marked done once answered (notificaciones/acciones.ts).
  'encuesta.pendiente.titulo': 'Tienes una encuesta por contestar',
  'encuesta.pendiente.texto': 'La universidad te pide que contestes la encuesta «{encuesta}».',
  'encuesta.obligatoria.titulo': 'Tienes una encuesta obligatoria por contestar',
  'encuesta.obligatoria.texto':
    'Contesta la encuesta «{encuesta}»: es obligatoria y el portal te la pedirá hasta que la contestes.',

  // The university decided on an adhesion to an internship programme (modules/programas).
  'programa.adhesionAceptada.titulo': 'Adhesión aceptada',
  'programa.adhesionAceptada.texto': 'La universidad ha aceptado tu adhesión al programa «{programa}».',
  'programa.adhesionRechazada.titulo': 'Adhesión rechazada',
  'programa.adhesionRechazada.texto': 'La universidad ha rechazado tu adhesión al programa «{programa}».',

  // The university decided on the signed copy of an education cooperation agreement
  // (modules/convenios). The rejection reason is the staff member's own words, as typed.
  'convenio.validado.titulo': 'Convenio validado',
  'convenio.validado.texto': 'La universidad ha validado el convenio de cooperación educativa n.º {referencia}.',
  'convenio.rechazado.titulo': 'Convenio rechazado',
  'convenio.rechazado.texto':
    'La universidad ha rechazado la copia firmada del convenio n.º {referencia}: corrígela y súbela de nuevo. Motivo: {motivo}',

  // A company asked to change one of its internships and the university decided
  // (modules/practicas-empresa). The student hears both; the company hears the decision,
  // with the staff member's answer, as typed, when it is a rejection.
  'practica.cambioSolicitado.titulo': 'Cambio solicitado en tus prácticas',
  'practica.cambioSolicitado.texto':
    '{empresa} ha pedido a la universidad un cambio en tus prácticas. Te avisaremos cuando la universidad lo resuelva.',
  'practica.cambioAceptado.titulo': 'Cambio aceptado en tus prácticas',
  'practica.cambioAceptado.texto':
    'La universidad ha aceptado el cambio que {empresa} pidió en tus prácticas. Consulta las nuevas condiciones en Mis prácticas.',
  'practica.cambioRechazado.titulo': 'Cambio rechazado en tus prácticas',
  'practica.cambioRechazado.texto':
    'La universidad ha rechazado el cambio que {empresa} pidió en tus prácticas: siguen como estaban.',
  'practica.solicitudAceptada.titulo': 'Solicitud de cambio aceptada',
  'practica.solicitudAceptada.texto': 'La universidad ha aceptado tu solicitud de cambio en las prácticas de {alumno}.',
  'practica.solicitudRechazada.titulo': 'Solicitud de cambio rechazada',
  'practica.solicitudRechazada.texto':
    'La universidad ha rechazado tu solicitud de cambio en las prácticas de {alumno}. Respuesta: {respuesta}',

  // Internship proposals and education-centre requests (modules/solicitudes-practica): each side hears
  // the university's or the centre's answer; the centre's company hears of each new request.
  'propuestaPractica.aceptadaAlumno.titulo': 'Propuesta de prácticas aceptada',
  'propuestaPractica.aceptadaAlumno.texto':
    'La universidad ha aceptado la propuesta de prácticas en {empresa}. Puedes seguirlas en Mis prácticas.',
  'propuestaPractica.aceptadaEmpresa.titulo': 'Propuesta de prácticas aceptada',
  'propuestaPractica.aceptadaEmpresa.texto': 'La universidad ha aceptado la propuesta de prácticas de {alumno}.',
  'proyectoFormativo.aceptado.titulo': 'Proyecto formativo aceptado',
  'proyectoFormativo.aceptado.texto': 'El tutor académico ha aceptado el proyecto formativo de las prácticas de {alumno}.',
  'proyectoFormativo.devuelto.titulo': 'Proyecto formativo devuelto',
  'proyectoFormativo.devuelto.texto':
    'El tutor académico ha devuelto el proyecto formativo de las prácticas de {alumno} con observaciones: revísalo y envíalo de nuevo.',
  'practica.iniciada.titulo': 'Tus prácticas han empezado',
  'practica.iniciada.texto': 'Ya está todo en regla: tus prácticas en {empresa} están en curso.',
  'practica.certificada.titulo': 'Tu certificado de prácticas está listo',
  'practica.certificada.texto': 'Tus prácticas en {empresa} tienen calificación y certificado: descárgalo en Mis prácticas.',
  // What an internship asks of its student (notificaciones/acciones.ts): each is marked done when it is given.
  'practica.datosPendientes.titulo': 'Faltan tus datos para el pago de las prácticas',
  'practica.datosPendientes.texto':
    'Tus prácticas en {empresa} son remuneradas: antes de nada, indica tu IBAN y tu número de afiliación a la Seguridad Social en Mis prácticas.',
  'practica.documentosPendientes.titulo': 'Tus prácticas necesitan documentos',
  'practica.documentosPendientes.texto': 'Aporta en Mis prácticas los documentos que te piden tus prácticas en {empresa}.',
  'practica.informeFinalPendiente.titulo': 'Escribe tu memoria final de prácticas',
  'practica.informeFinalPendiente.texto':
    'Tus prácticas en {empresa} han terminado: escribe y envía tu memoria final en Mis prácticas para que tu tutor académico pueda calificarlas.',
  'propuestaPractica.rechazadaAlumno.titulo': 'Propuesta de prácticas rechazada',
  'propuestaPractica.rechazadaAlumno.texto':
    'La universidad ha rechazado la propuesta de prácticas en {empresa}. Motivo: {motivo}',
  'propuestaPractica.rechazadaEmpresa.titulo': 'Propuesta de prácticas rechazada',
  'propuestaPractica.rechazadaEmpresa.texto':
    'La universidad ha rechazado la propuesta de prácticas de {alumno}. Motivo: {motivo}',
  'solicitudEducacion.nueva.titulo': 'Nueva solicitud de prácticas de educación',
  'solicitudEducacion.nueva.texto': '{alumno} ha solicitado prácticas en {centro}.',
  'solicitudEducacion.aceptada.titulo': 'Solicitud de prácticas aceptada',
  'solicitudEducacion.aceptada.texto':
    '{centro} ha aceptado tu solicitud de prácticas. Consulta las fechas y tu tutor en Mis prácticas.',
  'solicitudEducacion.rechazada.titulo': 'Solicitud de prácticas rechazada',
  'solicitudEducacion.rechazada.texto': '{centro} ha rechazado tu solicitud de prácticas. Motivo: {motivo}',

  // Demo seed only (demo/demo-avisos.ts): the sample panel of the demo students and
  // companies, worded as the demo shows them, so the demo reads right in both languages.
  'demo.preinscripcionUniversidad.titulo': 'Tienes una preinscripción pendiente',
  'demo.preinscripcionUniversidad.texto':
    'La universidad te ha preinscrito en «{oferta}». Acepta o rechaza la preinscripción desde Mis candidaturas.',
  'demo.plazoPracticas.titulo': 'Plazo de prácticas curriculares',
  'demo.plazoPracticas.texto':
    'El plazo para solicitar las prácticas curriculares del segundo cuatrimestre termina a final de mes.',
  'demo.preseleccionada.titulo': 'Has sido preseleccionada',
  'demo.preseleccionada.texto': 'La empresa ha preseleccionado tu candidatura a «{oferta}».',
  'demo.foroEmpleo.titulo': 'Foro de Empleo 2026',
  'demo.foroEmpleo.texto': 'Consulta el programa del Foro de Empleo y reserva tu plaza en los talleres.',
  'demo.noSeleccionada.titulo': 'Candidatura no seleccionada',
  'demo.noSeleccionada.texto': 'La empresa ha cerrado el proceso de «{oferta}» sin seleccionar tu candidatura.',
  'demo.seleccionado.titulo': 'Has sido seleccionado',
  'demo.seleccionado.texto': 'La empresa te ha seleccionado en el proceso de «{oferta}». Se pondrá en contacto contigo.',
  'demo.enRevision.titulo': 'Tu candidatura está en revisión',
  'demo.enRevision.texto': 'La empresa está revisando tu candidatura a «{oferta}».',
  'demo.ofertaPendiente.titulo': 'Oferta pendiente de validación',
  'demo.ofertaPendiente.texto': 'La universidad revisará tu nueva oferta en un plazo de 48 horas laborables.',
  'demo.nuevasCandidaturas.titulo': 'Nuevas candidaturas',
  'demo.nuevasCandidaturas.texto': 'Tienes candidaturas nuevas en «{oferta}».',
  'demo.renovacionConvenio.titulo': 'Renovación del convenio',
  'demo.renovacionConvenio.texto': 'Tu convenio de cooperación educativa caduca este año. Consulta cómo renovarlo.',
  'demo.candidatoSeleccionado.titulo': 'Candidato seleccionado',
  'demo.candidatoSeleccionado.texto': 'Has cerrado el proceso de «{oferta}» con un candidato seleccionado.',
  'demo.encuestaEmpresas.titulo': 'Encuesta de satisfacción',
  'demo.encuestaEmpresas.texto': 'Ayúdanos a mejorar el servicio respondiendo a la encuesta anual de empresas.',

  // E-mails (modules/correo/plantillas.ts): each kind has `.asunto`, `.cuerpo` and, when it
  // carries a link, `.boton`; the `correo.*` parts frame every mail. {portal} is the brand's
  // name, {universidad} its university, {contacto} its contact address.
  'correo.saludo': 'Hola, {nombre}:',
  'correo.enlaceAlternativo': 'Si el botón no funciona, copia esta dirección en tu navegador:',
  'correo.caducidad': 'El enlace sirve una sola vez y caduca el {fecha}.',
  'correo.noSolicitado': 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  'correo.pie':
    'Este correo lo envía {portal}, el portal de empleo y prácticas de {universidad}. No respondas a este mensaje; si necesitas ayuda, escribe a {contacto}.',
  'correo.registroConfirmado.asunto': 'Tu cuenta en {portal} está lista',
  'correo.registroConfirmado.cuerpo':
    'Te has registrado en {portal} con el correo {email}. Ya puedes entrar con tu DNI o tu correo y la contraseña que elegiste.',
  'correo.registroConfirmado.boton': 'Entrar en {portal}',
  'correo.restablecerPassword.asunto': 'Restablece tu contraseña de {portal}',
  'correo.restablecerPassword.cuerpo':
    'Hemos recibido una petición para restablecer la contraseña de tu cuenta. Pulsa el botón para elegir una nueva.',
  'correo.restablecerPassword.boton': 'Elegir una contraseña nueva',
  'correo.recordarPasswordEmpresa.asunto': 'Restablece tu contraseña de {empresa} en {portal}',
  'correo.recordarPasswordEmpresa.cuerpo':
    'Hemos recibido una petición para restablecer la contraseña de tu usuario {nick} de {empresa}. Pulsa el botón para elegir una nueva.',
  'correo.recordarPasswordEmpresa.boton': 'Elegir una contraseña nueva',
  'correo.establecerPassword.asunto': 'Tienes acceso a {empresa} en {portal}',
  'correo.establecerPassword.cuerpo':
    'Te han dado de alta como contacto de {empresa} en {portal}, el portal de empleo y prácticas de {universidad}. Tu usuario es {nick}. Pulsa el botón para elegir tu contraseña.',
  'correo.establecerPassword.boton': 'Elegir mi contraseña',
  'correo.empresaValidada.asunto': '{universidad} ha validado {empresa}',
  'correo.empresaValidada.cuerpo':
    '{universidad} ha validado la cuenta de {empresa} en {portal}. Tu usuario es {nick}. Pulsa el botón para elegir tu contraseña y entrar.',
  'correo.empresaValidada.boton': 'Elegir mi contraseña',
  'correo.empresaRechazada.asunto': 'Tu solicitud de alta de {empresa} en {portal}',
  'correo.empresaRechazada.cuerpo': '{universidad} no ha aceptado la solicitud de alta de {empresa} en {portal}.',
  'correo.empresaRechazada.motivo': 'Motivo: {motivo}',
  'correo.bajaAceptada.asunto': 'Hemos cerrado tu cuenta de {portal}',
  'correo.bajaAceptada.cuerpo':
    '{universidad} ha atendido tu solicitud de baja: tu cuenta de {portal} está cerrada y hemos borrado tus datos personales, tu currículum y sus documentos.',
  'correo.bajaAceptada.conservado':
    'Por obligación legal conservamos, sin tus datos de contacto, el registro de tus prácticas, tu expediente académico y las decisiones tomadas sobre tu cuenta. Si quieres volver, puedes registrarte de nuevo.',
  'correo.bajaRechazada.asunto': 'Tu solicitud de baja en {portal}',
  'correo.bajaRechazada.cuerpo': '{universidad} no puede cerrar todavía tu cuenta de {portal}.',
  'correo.bajaRechazada.motivo': 'Motivo: {motivo}',
  'correo.bajaRechazada.contacto':
    'Si tienes dudas, escribe a {contacto}. Podrás volver a pedir la baja cuando cambie la situación.',
  'correo.ofertaCambiosPedidos.asunto': '{universidad} pide cambios en tu oferta «{oferta}»',
  'correo.ofertaCambiosPedidos.cuerpo':
    'Antes de publicar la oferta «{oferta}» de {empresa}, {universidad} te pide algunos cambios. Edítala en {portal} y reenvíala a validación; solo puedes reenviarla una vez.',
  'correo.ofertaCambiosPedidos.motivo': 'Qué hay que cambiar: {motivo}',
  'correo.ofertaCambiosPedidos.boton': 'Ver la oferta',
  'correo.proyectoFormativoParaRevisar.asunto': 'Proyecto formativo de {alumno} para revisar',
  'correo.proyectoFormativoParaRevisar.cuerpo':
    '{empresa} ha enviado el proyecto formativo de las prácticas de {alumno}, de las que eres tutor o tutora académica en {universidad}. Pulsa el botón para leerlo y aceptarlo o devolverlo con observaciones; no necesitas cuenta en {portal}.',
  'correo.proyectoFormativoParaRevisar.boton': 'Revisar el proyecto formativo',
  'correo.enlacePersonal': 'El enlace es personal: no lo reenvíes. Sirve hasta el {fecha}.',
  'correo.informeTutorEmpresa.asunto': 'Informe final de las prácticas de {alumno}',
  'correo.informeTutorEmpresa.cuerpo':
    'Las prácticas de {alumno} en {empresa}, de las que eres tutor o tutora, han terminado. Como establece el Real Decreto 592/2014 (art. 13), te pedimos el informe final: son unos minutos y no necesitas cuenta en {portal}.',
  'correo.informeTutorEmpresa.recordatorio': 'Te lo recordamos porque aún no hemos recibido el informe.',
  'correo.informeTutorEmpresa.boton': 'Rellenar el informe final',
  'correo.informeTutorVencido.asunto': 'Falta el informe del tutor de la empresa: {alumno}',
  'correo.informeTutorVencido.cuerpo':
    'Han pasado 20 días desde el fin de las prácticas de {alumno} en {empresa} y su tutor o tutora en la empresa ({tutor}) aún no ha enviado el informe final, a pesar de tres avisos.',
  'correo.alertaOfertas.asunto': '{n} ofertas nuevas para tu búsqueda «{busqueda}»',
  'correo.alertaOfertas.asuntoUna': 'Una oferta nueva para tu búsqueda «{busqueda}»',
  'correo.alertaOfertas.cuerpo': 'Estas ofertas publicadas en {portal} encajan con tu búsqueda guardada «{busqueda}»:',
  'correo.alertaOfertas.boton': 'Ver todas las ofertas',
  'correo.alertaOfertas.motivo':
    'Recibes este correo porque guardaste la búsqueda «{busqueda}» con alertas {frecuencia} en {portal}.',
  'correo.alertaOfertas.frecuencia.inmediata': 'al momento',
  'correo.alertaOfertas.frecuencia.diaria': 'diarias',
  'correo.alertaOfertas.frecuencia.semanal': 'semanales',
  'correo.alertaOfertas.baja': 'Dejar de recibir esta alerta',
  'misDatos.leeme':
    'Copia de tus datos personales (RGPD arts. 15 y 20).\r\n\r\nLa carpeta «datos» tiene cada tipo de dato dos veces: en JSON, para llevarlo a otro servicio, y en CSV, para abrirlo en una hoja de cálculo. La carpeta «archivos» tiene los ficheros que subiste y tu currículum en PDF.\r\n\r\nUn fichero vacío quiere decir que no guardamos nada de ese tipo. Esta copia se puede descargar durante {dias} días; después se borra.\r\n',
  'misDatos.leemeContacto':
    'Copia de tus datos personales como contacto de empresa (RGPD arts. 15 y 20).\r\n\r\nLa carpeta «datos» tiene cada tipo de dato dos veces: en JSON, para llevarlo a otro servicio, y en CSV, para abrirlo en una hoja de cálculo. Los ficheros que subiste son de tu empresa: siguen en el portal, en su documentación.\r\n\r\nUn fichero vacío quiere decir que no guardamos nada de ese tipo. Esta copia se puede descargar durante {dias} días; después se borra.\r\n',
  'correo.exportacionLista.asunto': 'Tu copia de datos de {portal} está lista',
  'correo.exportacionLista.cuerpo':
    'Hemos preparado la copia de tus datos en {portal} que pediste: un ZIP con tus datos en JSON y CSV y los ficheros que subiste. Descárgala desde «Mis datos» con tu cuenta.',
  'correo.exportacionLista.cuerpoContacto':
    'Hemos preparado la copia de tus datos en {portal} que pediste: un ZIP con tus datos de contacto y lo que hiciste por tus empresas, en JSON y CSV. Descárgala desde «Mis datos» con tu cuenta.',
  'correo.exportacionLista.boton': 'Ir a Mis datos',
  'correo.cuentaEliminada.cuerpo':
    'Has eliminado tu cuenta de {portal}: hemos borrado tus datos personales, tu currículum y sus documentos, y nadie podrá volver a entrar con ella.',
  'correo.cuentaEliminada.cuerpoContacto':
    'Has eliminado tu cuenta de contacto de {portal}: hemos borrado tus datos personales, ya no figuras como contacto de tus empresas y nadie podrá volver a entrar con ella. Las ofertas, convenios y documentos que gestionaste siguen en la empresa, sin tu nombre.',
  'correo.cuentaEliminada.bloqueado':
    'Por obligación legal, {universidad} conserva bloqueados tu identidad y el registro de tus prácticas: nadie los usa, y solo el personal que debe responder de ellas puede consultarlos.',
  'correo.cuentaEliminada.nada': 'No conservamos nada que te identifique. Si quieres volver, puedes registrarte de nuevo.',
  'correo.mensajeEvento.asunto': '{evento}: {asunto}',
  'correo.mensajeEvento.cuerpo':
    '{universidad} te escribe por el evento «{evento}», en el que estás inscrito o inscrita en {portal}:',
  'correo.mensajeEvento.boton': 'Ver el evento',
  'correo.informesParaCalificar.asunto': 'Prácticas de {alumno}: los informes finales, para calificar',
  'correo.informesParaCalificar.cuerpo':
    'Ya están el informe del tutor de {empresa} y la memoria final de {alumno}. Pulsa el botón para leerlos y poner la calificación; con ella, {universidad} emite el certificado.',
  'correo.informesParaCalificar.boton': 'Leer los informes y calificar',
  'correo.certificadoColaboracion.asunto': 'Gracias por tutorizar las prácticas de {alumno}',
  'correo.certificadoColaboracion.cuerpo':
    '{universidad} te agradece la tutoría de las prácticas de {alumno} en {empresa}. Tu certificado de colaboración está listo: pulsa el botón para descargarlo.',
  'correo.certificadoColaboracion.boton': 'Descargar el certificado',
  'correo.empresaRechazada.corregir':
    'Puedes corregir los datos de la solicitud y enviarla de nuevo, una sola vez. Pulsa el botón para verla junto al motivo y corregirla.',
  'correo.empresaRechazada.boton': 'Corregir y reenviar la solicitud',
  'correo.empresaRechazada.definitivo':
    'La solicitud ya se corrigió y se envió de nuevo una vez, así que esta decisión es definitiva.',
} as const;
