import { MENSAJES } from '@puente/contract/validation/messages';

/**
 * What a refusal says beyond its code (decision 030): the texts that name
 * something (a field, a file, a date, an offer…) or say more than the
 * contract catalogue's banner for the code. A refusal without a key says the
 * catalogue's text (packages/contract/src/errors). rechazos.en.ts has the same
 * keys; `{name}` placeholders are filled by `rechazo(code, key, params)`.
 */
export const rechazosEs = {
  // Shared
  'datos.campos': '{mensaje}',
  'recurso.noExiste': 'No existe el recurso solicitado.',
  'oferta.noExiste': 'La oferta no existe o ya no está disponible.',
  'candidatura.noExiste': 'La candidatura no existe o ya no está disponible.',
  'documento.noExisteOBorrado': 'El documento no existe o ya se ha borrado.',
  'fechas.inicioAntesFin': 'La fecha de inicio debe ser anterior a la de fin.',
  // The spec's field words (contract validation/messages.ts), one source for the form and the refusal.
  'fichero.noPermitido': MENSAJES.ficheroNoPermitido,
  'sso.noDisponible': 'El acceso con la cuenta de la universidad no está disponible.',
  'urlAcceso.enUso': 'Ya hay {que} con esa dirección (urlAcceso).',
  'urlAcceso.evento': 'un evento',
  'urlAcceso.programa': 'un programa',
  demasiadosIntentos: 'Demasiados intentos seguidos. Vuelve a intentarlo dentro de {espera}.',
  'espera.segundo': '1 segundo',
  'espera.segundos': '{n} segundos',
  'espera.minuto': '1 minuto',
  'espera.minutos': '{n} minutos',

  // The API's own answers (plugins): session, permissions, malformed requests, unexpected errors
  'sesion.noValida': 'Tu sesión ha caducado o no es válida. Vuelve a iniciar sesión.',
  'permisos.recurso': 'No tienes permisos para acceder a este recurso.',
  'equipo.nickEnUso': 'Ya hay un miembro del personal con ese nombre de usuario.',
  'equipo.ultimoAdministrador': 'El portal necesita al menos una persona activa con el permiso de administración.',
  'lote.noExiste': 'Esa decisión en bloque no existe o no es tuya.',
  'lote.yaDeshecho': 'Esa decisión en bloque ya se deshizo.',
  'lote.plazoPasado': 'Ya han pasado los 10 segundos para deshacer esa decisión.',
  'empresa.noExiste': 'La empresa no existe.',
  'empresa.soloValidadaSeBloquea': 'Solo se puede bloquear una empresa validada: valida o rechaza antes su alta.',
  'empresa.noBloqueada': 'La empresa no está bloqueada.',
  'permisos.gestion': 'Tu cuenta no tiene el permiso de {area} que pide esta acción.',
  mantenimiento: 'El portal está en mantenimiento. Vuelve a intentarlo más tarde.',
  'recurso.ruta': 'No existe el recurso {metodo} {ruta}',
  'peticion.demasiadoGrande':
    'El contenido enviado es demasiado grande: un fichero puede ocupar hasta 2 MB (2000 KB) y la petición entera, 3 MB.',
  'peticion.demasiadasPeticiones': 'Demasiadas peticiones seguidas. Espera un minuto y vuelve a intentarlo.',
  'peticion.noValida': 'La petición no es válida: revisa los datos enviados.',
  'peticion.datoNoValido': 'Un dato enviado no es válido. Identificador: {id}',
  'peticion.urlMalCodificada': 'La dirección pedida no es válida: tiene un carácter %xx mal codificado.',
  'peticion.urlLarga': 'La dirección pedida es demasiado larga.',
  inesperado: 'Error inesperado. Identificador: {id}',

  // Login, SSO, account
  'login.credenciales': 'Usuario o contraseña incorrectos',
  'login.bloqueado': 'Tu usuario está bloqueado',
  'login.bloqueadoMotivo': '{motivo}',
  'login.eligeEmpresa': 'Elige la empresa con la que quieres entrar',
  'login.passwordActual': 'La contraseña actual no es correcta',
  'suplantar.sinEstudiante': 'No hay ningún estudiante con ese DNI o e-mail',
  'suplantar.sinContacto': 'No hay ningún contacto con ese usuario o e-mail',
  'suplantar.sinEstudianteId': 'No hay ningún estudiante con ese identificador',
  'suplantar.sinContactoId': 'No hay ningún contacto con ese identificador',
  'suplantar.contactoDeOtraEmpresa': 'Ese contacto no pertenece a la empresa indicada',
  'suplantar.cuentaInactiva':
    'Esa cuenta no está activa (bloqueada, de baja o sin acceso al portal): no se puede entrar en su nombre',
  'saml.sinFirma': 'La respuesta del proveedor de identidad no está firmada o su firma no es válida.',
  'saml.caducada': 'La respuesta del proveedor de identidad ha caducado o aún no es válida. Vuelve a entrar.',
  'saml.audiencia': 'La respuesta del proveedor de identidad no está dirigida a este portal.',
  'saml.emisor': 'La respuesta no viene del proveedor de identidad de la universidad.',
  'saml.noAutenticado': 'El proveedor de identidad no ha autenticado al usuario.',
  'saml.noValida': 'La respuesta del proveedor de identidad no es válida.',
  'saml.yaUsada': 'Esta respuesta del proveedor de identidad ya se ha utilizado. Vuelve a entrar.',
  'rgpd.sinTexto': 'No hay un texto RGPD vigente',
  'cuenta.bajaEnCurso': 'Ya tienes una solicitud de baja en curso',
  'baja.noExiste': 'Esa solicitud de baja no existe.',
  'baja.yaResuelta': 'Esa solicitud de baja ya está resuelta.',
  'alumno.noExiste': 'Ese estudiante no existe.',

  // Notifications, guides
  'notificacion.noExiste': 'La notificación no existe o ya se ha eliminado.',
  'guia.noExiste': 'La guía no existe o ya no está publicada.',

  // Company offers and candidates
  'oferta.perfilFijo': 'Una oferta no cambia de perfil: usa «Duplicar al perfil contrario» para crear la del otro perfil.',
  'oferta.noPendiente': 'La oferta ya no está pendiente de validación.',
  'oferta.noCerrable': 'La oferta no se puede cerrar: está {estado}.',
  'oferta.haCambiado': 'La oferta ha cambiado de estado; vuelve a cargarla.',
  'oferta.sinDuplicar': 'La universidad no permite duplicar ofertas en este portal.',
  'oferta.sinBorrar': 'La universidad no permite borrar ofertas en este portal.',
  'oferta.revisada': 'La universidad ya ha revisado esta oferta y no se puede modificar.',
  'oferta.noEditable': 'Esta oferta ya no se puede editar.',
  'oferta.sinEmpleo': 'Este portal no gestiona ofertas de empleo.',
  'oferta.fechasInvertidas': 'La fecha de inicio debe ser anterior a la fecha de fin.',
  'oferta.programaNoAbierto': 'El programa no existe o no está abierto a tu empresa.',
  'oferta.dedicacionPrograma':
    'La dedicación debe coincidir con la del programa: {porcentaje} % de la jornada durante {meses} meses.',
  'candidatura.estadoFinal': 'La candidatura está «{estado}» y ya no puede cambiar de estado.',
  'candidatura.transicion': 'La candidatura no puede pasar de «{desde}» a «{hasta}».',
  'candidatura.haCambiado': 'La candidatura ha cambiado de estado; vuelve a cargarla.',
  'candidatura.soloPreinscripcion': 'Solo puedes responder a una preinscripción pendiente.',
  'validacion.noPendiente': 'La oferta no existe o ya no está pendiente de validación.',
  'validacion.plazoPasado': 'La fecha límite de la oferta ya ha pasado: recházala indicando el motivo.',
  'validacion.incompleta': 'La oferta está incompleta: la empresa debe completarla antes de publicarla.',
  'validacion.yaReenviada': 'La empresa ya reenvió esta oferta tras pedirle cambios: ahora solo puedes validarla o rechazarla.',
  'validacion.plazoPasadoCambios':
    'La fecha límite de la oferta ya ha pasado y la empresa no podría editarla: recházala indicando el motivo.',
  'validacion.sinCorrecciones': 'Ningún texto cambia con esta corrección: usa «Validar».',
  'oferta.sinCambiosPedidos': 'La universidad no ha pedido cambios en esta oferta: no hay nada que reenviar.',
  'oferta.rechazoDefinitivo':
    'Esta oferta ya se reenvió una vez y la universidad la ha vuelto a rechazar: el rechazo es definitivo. Puedes publicar una oferta nueva.',

  // Events
  'evento.noDisponible': 'Este evento ya no está disponible.',
  'evento.soloEstudiantes': 'Este evento está dirigido únicamente a estudiantes.',
  'evento.soloTitulados': 'Este evento está dirigido únicamente a titulados.',
  'evento.sinInscripcion': 'Este evento no admite inscripciones.',
  'evento.noInscrito': 'No estás inscrito en este evento.',
  'evento.categoriaNoExiste': 'La categoría no existe.',
  'evento.yaInscrito': 'Ya estás inscrito en este evento.',

  // CV and files
  'cv.sinFoto': 'No hay foto de perfil.',
  'cv.estudianteNoExiste': 'El estudiante no existe.',
  'cv.estudioNoExiste': 'El estudio no existe o ya se ha borrado.',
  'cv.estudioDeLaUniversidad': 'Los estudios de la universidad vienen de tu expediente y no se pueden modificar ni borrar.',
  'cv.idiomaNoExiste': 'El idioma no existe o ya se ha borrado.',
  'cv.experienciaNoExiste': 'La experiencia no existe o ya se ha borrado.',

  // Agreements
  'convenio.sinPortal': 'La universidad no gestiona convenios desde el portal.',
  'convenio.noEsTuyo': 'El convenio no existe o no es de tu empresa.',
  'convenio.sinFirmada': 'El convenio no tiene copia firmada.',
  'convenio.noPendiente': 'El convenio no existe o no está pendiente de validación.',
  'convenio.ibanMalFormado': MENSAJES.ibanMalFormado,
  'convenio.yaValidado': 'El convenio ya está validado por la universidad.',
  'convenio.caducado': 'El convenio ha caducado: genera uno nuevo.',
  'convenio.sinFirmar': 'Ese fichero es el convenio sin firmar: fírmalo y sube la copia firmada.',

  // A rejected company sign-up, corrected and sent again once (the rejection mail's link)
  'altaCorregir.enlaceDesconocido': 'El enlace para corregir la solicitud no es válido. Cópialo entero del correo.',
  'altaCorregir.enlaceUsado': 'Este enlace ya se usó: la solicitud corregida ya se envió a la universidad.',
  'altaCorregir.enlaceCaducado': 'El enlace para corregir la solicitud caducó a los {dias} días.',

  // Internship requests (education centres, proposals)
  'solicitud.noEncontrada': 'No se ha encontrado la solicitud de prácticas.',
  'solicitud.yaRespondida': 'La solicitud ya se ha respondido.',
  'solicitud.cifNoValido': 'El CIF no es válido.',
  'solicitud.emailOtraEmpresa': 'Ese e-mail es de un contacto de otra empresa.',
  'solicitud.limiteCentros': 'Ya has enviado las {limite} solicitudes a centros educativos de este año.',
  'solicitud.pendienteEnCentro': 'Ya tienes una solicitud pendiente en este centro.',
  'solicitud.dniNoValido': 'El DNI no es válido.',
  'propuesta.noExiste': 'La propuesta no existe o ya está resuelta.',
  'propuesta.estudianteSinCuenta': 'El estudiante aún no tiene cuenta en el portal.',
  'propuesta.empresaSinCuenta': 'La empresa aún no tiene cuenta en el portal.',

  // Programmes
  'programa.noActivo': 'El programa no existe o ya no está activo.',
  'programa.ofertaNoActivo': 'El programa de la oferta ya no está activo.',
  'programa.sinAdhesion': 'Este programa no necesita adhesión: inscríbete directamente en sus ofertas.',
  'programa.sinAdhesionPendiente': 'No hay ninguna adhesión pendiente de ese estudiante o empresa.',
  'programa.adhesionYaSolicitada': 'Ya has solicitado la adhesión a este programa.',
  'programa.adhesionRechazadaAlumno': 'La universidad rechazó tu adhesión a este programa.',
  'programa.adhesionRechazadaEmpresa': 'La universidad rechazó la adhesión de tu empresa a este programa.',
  'programa.sinAdhesionEmpresas': 'La universidad no admite adhesiones de empresas desde el portal.',
  'programa.plazoTerminado': 'El plazo del programa terminó el {fecha}.',
  'programa.noElegibleEuropeo': 'No eres elegible para el programa europeo «{programa}».',
  'programa.noElegibleEuropeoMotivo': 'No eres elegible para el programa europeo «{programa}»: {motivo}.',
  'programa.europeoNoDisponible':
    'No hemos podido comprobar tu elegibilidad para el programa europeo: el servicio no responde. Tu candidatura no se ha registrado; inténtalo de nuevo en unos minutos.',
  'programa.noCumple': '{condicion}.',
  'programa.noCumplesVarios': 'No cumples los requisitos del programa: {condiciones}.',
  'condicion.plazo': 'el plazo del programa terminó el {fecha}',
  'condicion.tiposEstudios': 'el programa es para estudiantes de {tipos}',
  'condicion.estudiantesUniversitarios': 'el programa es solo para estudiantes universitarios con estudios en curso',
  'condicion.alumnosUniversidad': 'el programa es solo para estudiantes de la universidad o de sus centros adscritos',
  'condicion.tituladosUniversitarios': 'el programa es solo para quien ha terminado una titulación universitaria',
  'condicion.fechaTitulacion': 'terminaste tu titulación universitaria antes del {fecha}, la fecha mínima del programa',
  'condicion.exclusivo': 'tienes candidaturas en ofertas de otros programas',
  'condicion.adhesion': 'tienes que adherirte al programa antes de inscribirte en sus ofertas',
  'condicion.europeo': 'no eres elegible para el programa europeo',

  // Surveys
  'encuesta.noAccesible': 'No se puede acceder a esta encuesta.',
  'encuesta.fueraDePublico': 'No formas parte del público al que se dirige esta encuesta.',
  'encuesta.yaContestada': 'Ya has contestado esta encuesta. ¡Gracias!',
  'encuesta.noParaRegistrados': 'Esta encuesta no está dirigida a usuarios ya registrados.',
  'encuesta.sinAnonimo': 'Esta encuesta no admite respuestas anónimas. Inicia sesión para contestarla.',
  'encuesta.aceptaRgpd': 'Acepta el texto de protección de datos antes de contestar.',
  'encuesta.preguntasSinContestar': 'Quedan preguntas obligatorias sin contestar.',
  'encuesta.conContestaciones': 'La encuesta ya tiene contestaciones: sus preguntas no pueden cambiar. Crea una encuesta nueva.',
  'encuesta.urlEnUso': 'Ya hay una encuesta con esa dirección.',

  // Internships (student and company)
  'practica.noTuya': 'No se han encontrado esas prácticas entre las tuyas.',
  'practica.documentoNoTuyo': 'El documento no existe o no es tuyo.',
  'practica.estudianteNoExiste': 'No existe ese estudiante.',
  'practica.sinPlantilla': 'El documento no existe o no tiene plantilla.',
  'practica.ibanMalFormado': 'El IBAN está mal formado.',
  'practica.ibanControl': 'El IBAN no es válido: revisa los dígitos de control.',
  'practica.swift': 'Indica un SWIFT/BIC válido de 8 u 11 caracteres.',
  'practica.nss': 'El número de la Seguridad Social no es válido (12 cifras con su control).',
  'practica.sinDocumentacion': 'Estas prácticas están anuladas o no se aceptaron: no llevan documentación.',
  'practica.documentoNoLoPides': 'Ese documento no lo pides tú en estas prácticas.',
  'practica.mismoFichero': 'Ya has aportado ese mismo fichero en estas prácticas.',
  'seguimiento.enlaceNoValido': 'El enlace no existe o ha caducado. Pide uno nuevo a la oficina de prácticas.',
  'seguimiento.yaEmpezada': 'Estas prácticas ya han empezado o están cerradas: el proyecto formativo no admite cambios.',
  'seguimiento.proyectoAceptado': 'El tutor académico ya aceptó el proyecto formativo: no admite cambios.',
  'seguimiento.sinTutorAcademico':
    'Estas prácticas aún no tienen tutor académico: la universidad tiene que nombrarlo antes de enviarle el proyecto.',
  'seguimiento.proyectoNoEnviado': 'El proyecto formativo no está pendiente de tu revisión.',
  'seguimiento.obligadoConAlta':
    'Ya consta el alta en la Seguridad Social: estos datos cambiarían la parte obligada. Registra antes la baja.',
  'seguimiento.noIncluida': 'Estas prácticas no se dan de alta en la Seguridad Social española.',
  'seguimiento.noObligada': 'El alta y la baja de estas prácticas no corresponden a tu empresa.',
  'seguimiento.altaFueraDeTiempo': 'Estas prácticas están cerradas: ya no se registra el alta.',
  'seguimiento.altaTrasFin': 'La fecha del alta no puede ser posterior al fin de las prácticas.',
  'seguimiento.bajaSinAlta': 'No consta el alta: registra antes el alta en la Seguridad Social.',
  'seguimiento.bajaAntesDeAlta': 'La fecha de la baja no puede ser anterior a la del alta.',
  'seguimiento.convenioNoExiste': 'No existe ese convenio.',
  'seguimiento.mesAbierto': 'Ese mes aún no ha terminado: el fichero se prepara el día 1 del mes siguiente.',
  'practica.estudianteNoEncontrado': 'No se ha encontrado al estudiante en prácticas.',
  'practica.documentoNoDeEmpresa': 'El documento no existe o no es de tu empresa.',
  'practica.documentoNoPublicado': 'El documento no existe o ya no está publicado.',
  'practica.documentoNoPedido': 'Estas prácticas no piden ese documento.',
  'practica.documentoDelEstudiante': 'Ese documento lo entrega el estudiante.',
  'practica.documentoYaPedido': 'Ese documento ya se pide con ese nombre.',
  'practica.mismosValores': 'Los valores propuestos son los que ya tienen las prácticas.',
  'practica.sinCambiosPortal': 'La universidad no admite solicitudes de cambio de prácticas desde el portal.',
  'practica.noEmpezada': 'Unas prácticas que aún no han empezado no pueden terminar antes: pide un cambio de fechas.',
  'practica.terminada': 'Estas prácticas ya han terminado o se han anulado: no admiten cambios.',
  'practica.cambioPendiente': 'Ya hay una solicitud de ese tipo pendiente para estas prácticas.',
  'practica.cambioNoExiste': 'La solicitud no existe o ya está resuelta.',
  'practica.cambioYaNoAdmite': 'Las prácticas ya no admiten este cambio: recházalo con una respuesta.',
  'practica.fechasNoEncajan': 'Las fechas propuestas ya no encajan con las de las prácticas.',

  // Documents of a selection process
  'proceso.sinDocumentacion': 'Esta oferta no pide documentación.',
  'proceso.candidatoSinDocumentos': 'El candidato no ha entregado documentación para esta oferta.',
} as const;
