import type { es } from './es';

/**
 * The API's texts in English. Typed by the Spanish catalogue's keys, so a key
 * missing here (or one Spanish does not have) fails the type check.
 */
export const en: Readonly<Record<keyof typeof es, string>> = {
  'candidatura.inscrita.titulo': 'Application registered',
  'candidatura.inscrita.texto': 'You have applied to “{oferta}”. The company will receive your CV.',
  'candidatura.enRevision.titulo': 'Application under review',
  'candidatura.enRevision.texto': 'The company is reviewing your application to “{oferta}”.',
  'candidatura.preseleccionada.titulo': 'You have been shortlisted',
  'candidatura.preseleccionada.texto': 'The company has shortlisted your application to “{oferta}”.',
  'candidatura.entrevista.titulo': 'You have been invited to an interview',
  'candidatura.entrevista.texto': 'The company wants to interview you for “{oferta}”. Check your e-mail.',
  'candidatura.descartada.titulo': 'Application not selected',
  'candidatura.descartada.texto': 'The company has turned down your application to “{oferta}”.',
  'candidatura.seleccionada.titulo': 'You have been selected!',
  'candidatura.seleccionada.texto': 'The company has selected you for “{oferta}”.',
  'candidatura.ofertaCancelada.titulo': 'Offer cancelled',
  'candidatura.ofertaCancelada.texto': 'The company has cancelled the offer “{oferta}”.',
  'candidatura.retirada.titulo': 'Application withdrawn',
  'candidatura.retirada.texto': 'You have withdrawn your application to “{oferta}”.',
  'candidatura.preinscrita.titulo': 'You have a pending pre-registration',
  'candidatura.preinscrita.texto': 'You have been pre-registered for “{oferta}”. Accept or decline the pre-registration.',
  'ofertaGuardada.cierraPronto.titulo': 'An offer you saved closes soon',
  'ofertaGuardada.cierraPronto.texto': 'Applications for “{oferta}” close on {fecha}. If you are interested, apply before then.',
  'candidatura.preinscripcionRechazada.titulo': 'Pre-registration declined',
  'candidatura.preinscripcionRechazada.texto': 'You have declined the pre-registration for “{oferta}”.',
  'candidatura.cambio.titulo': 'Your application has changed',
  'candidatura.cambio.texto': 'Your application to “{oferta}” has changed status.',

  'aviso.motivo': 'Reason: {motivo}.',

  'oferta.validada.titulo': 'Offer published',
  'oferta.validada.texto': 'The university has approved your offer “{oferta}” and it is now published.',
  'oferta.rechazadaConMotivo.titulo': 'Offer rejected',
  'oferta.rechazadaConMotivo.texto': 'The university has rejected your offer “{oferta}”.',
  'oferta.cambiosPedidos.titulo': 'The university asks for changes to your offer',
  'oferta.cambiosPedidos.texto':
    'Review your offer “{oferta}”, make the changes and resubmit it for validation. You can resubmit it only once.',
  'oferta.validadaConCorreccion.titulo': 'Offer published with corrections',
  'oferta.validadaConCorreccion.texto':
    'The university corrected your offer “{oferta}” before approving it and it is now published.',
  'aviso.camposCorregidos': 'Corrected fields: {campos}.',
  'oferta.rechazada.titulo': 'Offer rejected',
  'oferta.rechazada.texto': 'The university has rejected your offer “{oferta}”. Reason: {motivo}',
  'oferta.encaja.titulacion': 'It asks for your degree: {titulacion}',
  'oferta.encaja.area': 'It looks for degrees of your field: {area}',
  'historial.autor.alumno': 'You',
  'historial.autor.empresa': 'The company',
  'historial.autor.gestor': 'The university',
  'historial.autor.sistema': 'The portal',
  'oferta.encaja.provincia': 'In your province: {provincia}',

  'evento.plazaConfirmada.titulo': 'You have a place at the event',
  'evento.plazaConfirmada.texto':
    'A place has become free at “{evento}” and you are now registered: you have left the waiting list.',
  'evento.listaEspera':
    'The event “{evento}” is full: you are on the waiting list in position {posicion}. We will let you know if a place becomes free.',
  'encuesta.pendiente.titulo': 'You have a survey to answer',
  'encuesta.pendiente.texto': 'The university asks you to answer the survey “{encuesta}”.',
  'encuesta.obligatoria.titulo': 'You have a mandatory survey to answer',
  'encuesta.obligatoria.texto':
    'Answer the survey “{encuesta}”: it is mandatory and the portal will ask you for it until you answer it.',
  'programa.adhesionAceptada.titulo': 'Adhesion accepted',
  'programa.adhesionAceptada.texto': 'The university has accepted your adhesion to the programme «{programa}».',
  'programa.adhesionRechazada.titulo': 'Adhesion rejected',
  'programa.adhesionRechazada.texto': 'The university has rejected your adhesion to the programme «{programa}».',
  'convenio.validado.titulo': 'Agreement validated',
  'convenio.validado.texto': 'The university has validated education cooperation agreement no. {referencia}.',
  'convenio.rechazado.titulo': 'Agreement rejected',
  'convenio.rechazado.texto':
    'The university has rejected the signed copy of agreement no. {referencia}: correct it and upload it again. Reason: {motivo}',

  'practica.cambioSolicitado.titulo': 'Change requested in your internship',
  'practica.cambioSolicitado.texto':
    '{empresa} has asked the university to change your internship. We will let you know when the university decides.',
  'practica.cambioAceptado.titulo': 'Change accepted in your internship',
  'practica.cambioAceptado.texto':
    'The university has accepted the change {empresa} asked for in your internship. See the new terms in My internships.',
  'practica.cambioRechazado.titulo': 'Change rejected in your internship',
  'practica.cambioRechazado.texto':
    'The university has rejected the change {empresa} asked for in your internship: it stays as it was.',
  'practica.solicitudAceptada.titulo': 'Change request accepted',
  'practica.solicitudAceptada.texto': 'The university has accepted your change request for the internship of {alumno}.',
  'practica.solicitudRechazada.titulo': 'Change request rejected',
  'practica.solicitudRechazada.texto':
    'The university has rejected your change request for the internship of {alumno}. Answer: {respuesta}',

  'propuestaPractica.aceptadaAlumno.titulo': 'Internship proposal accepted',
  'propuestaPractica.aceptadaAlumno.texto':
    'The university has accepted the internship proposal at {empresa}. You can follow it in My internships.',
  'propuestaPractica.aceptadaEmpresa.titulo': 'Internship proposal accepted',
  'propuestaPractica.aceptadaEmpresa.texto': 'The university has accepted the internship proposal for {alumno}.',
  'proyectoFormativo.aceptado.titulo': 'Training plan accepted',
  'proyectoFormativo.aceptado.texto': 'The academic tutor has accepted the training plan of the internship of {alumno}.',
  'proyectoFormativo.devuelto.titulo': 'Training plan sent back',
  'proyectoFormativo.devuelto.texto':
    'The academic tutor has sent back the training plan of the internship of {alumno} with remarks: review it and send it again.',
  'practica.iniciada.titulo': 'Your internship has started',
  'practica.iniciada.texto': 'Everything is in order: your internship at {empresa} is under way.',
  'practica.certificada.titulo': 'Your internship certificate is ready',
  'practica.certificada.texto': 'Your internship at {empresa} has its grade and certificate: download it from My internships.',
  'practica.datosPendientes.titulo': 'Your payment details for the internship are missing',
  'practica.datosPendientes.texto':
    'Your internship at {empresa} is paid: first of all, enter your IBAN and your Social Security number in My internships.',
  'practica.documentosPendientes.titulo': 'Your internship needs documents',
  'practica.documentosPendientes.texto': 'Hand in, in My internships, the documents your internship at {empresa} asks of you.',
  'practica.informeFinalPendiente.titulo': 'Write your internship final report',
  'practica.informeFinalPendiente.texto':
    'Your internship at {empresa} has ended: write and send your final report in My internships so that your academic tutor can grade it.',
  'propuestaPractica.rechazadaAlumno.titulo': 'Internship proposal rejected',
  'propuestaPractica.rechazadaAlumno.texto': 'The university has rejected the internship proposal at {empresa}. Reason: {motivo}',
  'propuestaPractica.rechazadaEmpresa.titulo': 'Internship proposal rejected',
  'propuestaPractica.rechazadaEmpresa.texto':
    'The university has rejected the internship proposal for {alumno}. Reason: {motivo}',
  'solicitudEducacion.nueva.titulo': 'New education internship request',
  'solicitudEducacion.nueva.texto': '{alumno} has requested an internship at {centro}.',
  'solicitudEducacion.aceptada.titulo': 'Internship request accepted',
  'solicitudEducacion.aceptada.texto':
    '{centro} has accepted your internship request. See the dates and your tutor in My internships.',
  'solicitudEducacion.rechazada.titulo': 'Internship request rejected',
  'solicitudEducacion.rechazada.texto': '{centro} has rejected your internship request. Reason: {motivo}',
  'demo.preinscripcionUniversidad.titulo': 'You have a pending pre-registration',
  'demo.preinscripcionUniversidad.texto':
    'The university has pre-registered you for “{oferta}”. Accept or decline the pre-registration from My applications.',
  'demo.plazoPracticas.titulo': 'Curricular internship deadline',
  'demo.plazoPracticas.texto': 'Applications for second-semester curricular internships close at the end of the month.',
  'demo.preseleccionada.titulo': 'You have been shortlisted',
  'demo.preseleccionada.texto': 'The company has shortlisted your application to “{oferta}”.',
  'demo.foroEmpleo.titulo': 'Employment Fair 2026',
  'demo.foroEmpleo.texto': 'See the Employment Fair programme and book your place at the workshops.',
  'demo.noSeleccionada.titulo': 'Application not selected',
  'demo.noSeleccionada.texto': 'The company has closed the process for “{oferta}” without selecting your application.',
  'demo.seleccionado.titulo': 'You have been selected',
  'demo.seleccionado.texto': 'The company has selected you in the process for “{oferta}”. They will get in touch with you.',
  'demo.enRevision.titulo': 'Your application is under review',
  'demo.enRevision.texto': 'The company is reviewing your application to “{oferta}”.',
  'demo.ofertaPendiente.titulo': 'Offer awaiting approval',
  'demo.ofertaPendiente.texto': 'The university will review your new offer within 48 working hours.',
  'demo.nuevasCandidaturas.titulo': 'New applications',
  'demo.nuevasCandidaturas.texto': 'You have new applications for “{oferta}”.',
  'demo.renovacionConvenio.titulo': 'Agreement renewal',
  'demo.renovacionConvenio.texto': 'Your educational cooperation agreement expires this year. See how to renew it.',
  'demo.candidatoSeleccionado.titulo': 'Candidate selected',
  'demo.candidatoSeleccionado.texto': 'You have closed the process for “{oferta}” with a selected candidate.',
  'demo.encuestaEmpresas.titulo': 'Satisfaction survey',
  'demo.encuestaEmpresas.texto': 'Help us improve the service by answering the annual company survey.',

  'correo.saludo': 'Hello {nombre},',
  'correo.enlaceAlternativo': 'If the button does not work, copy this address into your browser:',
  'correo.caducidad': 'The link works once and expires on {fecha}.',
  'correo.noSolicitado': 'If you did not ask for this, ignore this e-mail: your password does not change.',
  'correo.pie':
    'This e-mail is sent by {portal}, the careers and internships portal of {universidad}. Do not reply to this message; if you need help, write to {contacto}.',
  'correo.registroConfirmado.asunto': 'Your {portal} account is ready',
  'correo.registroConfirmado.cuerpo':
    'You have registered on {portal} with the address {email}. You can now sign in with your ID or your e-mail and the password you chose.',
  'correo.registroConfirmado.boton': 'Sign in to {portal}',
  'correo.restablecerPassword.asunto': 'Reset your {portal} password',
  'correo.restablecerPassword.cuerpo':
    'We have received a request to reset the password of your account. Press the button to choose a new one.',
  'correo.restablecerPassword.boton': 'Choose a new password',
  'correo.recordarPasswordEmpresa.asunto': 'Reset your {empresa} password on {portal}',
  'correo.recordarPasswordEmpresa.cuerpo':
    'We have received a request to reset the password of your user {nick} at {empresa}. Press the button to choose a new one.',
  'correo.recordarPasswordEmpresa.boton': 'Choose a new password',
  'correo.establecerPassword.asunto': 'You have access to {empresa} on {portal}',
  'correo.establecerPassword.cuerpo':
    'You have been added as a contact of {empresa} on {portal}, the careers and internships portal of {universidad}. Your user name is {nick}. Press the button to choose your password.',
  'correo.establecerPassword.boton': 'Choose my password',
  'correo.empresaValidada.asunto': '{universidad} has validated {empresa}',
  'correo.empresaValidada.cuerpo':
    '{universidad} has validated the account of {empresa} on {portal}. Your user name is {nick}. Press the button to choose your password and sign in.',
  'correo.empresaValidada.boton': 'Choose my password',
  'correo.empresaRechazada.asunto': 'Your request to register {empresa} on {portal}',
  'correo.empresaRechazada.cuerpo': '{universidad} has not accepted the request to register {empresa} on {portal}.',
  'correo.empresaRechazada.motivo': 'Reason: {motivo}',
  'correo.bajaAceptada.asunto': 'We have closed your {portal} account',
  'correo.bajaAceptada.cuerpo':
    '{universidad} has handled your request: your {portal} account is closed and we have erased your personal data, your CV and its documents.',
  'correo.bajaAceptada.conservado':
    'The law requires us to keep, without your contact details, the record of your internships, your academic record and the decisions taken on your account. If you want to come back, you can register again.',
  'correo.bajaRechazada.asunto': 'Your request to close your {portal} account',
  'correo.bajaRechazada.cuerpo': '{universidad} cannot close your {portal} account yet.',
  'correo.bajaRechazada.motivo': 'Reason: {motivo}',
  'correo.bajaRechazada.contacto': 'If you have questions, write to {contacto}. You can ask again when the situation changes.',
  'correo.ofertaCambiosPedidos.asunto': '{universidad} asks for changes to your offer “{oferta}”',
  'correo.ofertaCambiosPedidos.cuerpo':
    'Before publishing the offer “{oferta}” of {empresa}, {universidad} asks you for some changes. Edit it on {portal} and resubmit it for validation; you can resubmit it only once.',
  'correo.ofertaCambiosPedidos.motivo': 'What to change: {motivo}',
  'correo.ofertaCambiosPedidos.boton': 'See the offer',
  'correo.proyectoFormativoParaRevisar.asunto': 'Training plan of {alumno} to review',
  'correo.proyectoFormativoParaRevisar.cuerpo':
    '{empresa} has sent the training plan of the internship of {alumno}, whose academic tutor you are at {universidad}. Press the button to read it and accept it or send it back with remarks; you do not need an account on {portal}.',
  'correo.proyectoFormativoParaRevisar.boton': 'Review the training plan',
  'correo.enlacePersonal': 'The link is personal: do not forward it. It works until {fecha}.',
  'correo.informeTutorEmpresa.asunto': 'Final report on the internship of {alumno}',
  'correo.informeTutorEmpresa.cuerpo':
    'The internship of {alumno} at {empresa}, which you tutored, has ended. As Royal Decree 592/2014 (art. 13) requires, we ask you for the final report: it takes a few minutes and you need no account on {portal}.',
  'correo.informeTutorEmpresa.recordatorio': 'This is a reminder: we have not received the report yet.',
  'correo.informeTutorEmpresa.boton': 'Fill in the final report',
  'correo.informeTutorVencido.asunto': 'The company tutor’s report is missing: {alumno}',
  'correo.informeTutorVencido.cuerpo':
    'Twenty days have passed since the internship of {alumno} at {empresa} ended and the company tutor ({tutor}) has not sent the final report, despite three reminders.',
  'correo.alertaOfertas.asunto': '{n} new offers for your search “{busqueda}”',
  'correo.alertaOfertas.asuntoUna': 'A new offer for your search “{busqueda}”',
  'correo.alertaOfertas.cuerpo': 'These offers published on {portal} match your saved search “{busqueda}”:',
  'correo.alertaOfertas.boton': 'See all offers',
  'correo.alertaOfertas.motivo':
    'You receive this mail because you saved the search “{busqueda}” with {frecuencia} alerts on {portal}.',
  'correo.alertaOfertas.frecuencia.inmediata': 'instant',
  'correo.alertaOfertas.frecuencia.diaria': 'daily',
  'correo.alertaOfertas.frecuencia.semanal': 'weekly',
  'correo.alertaOfertas.baja': 'Stop receiving this alert',
  'misDatos.leeme':
    'A copy of your personal data (GDPR arts. 15 and 20).\r\n\r\nThe “datos” folder holds each kind of data twice: as JSON, to take it to another service, and as CSV, to open it in a spreadsheet. The “archivos” folder holds the files you uploaded and your CV as a PDF.\r\n\r\nAn empty file means we keep nothing of that kind. This copy can be downloaded for {dias} days; then it is deleted.\r\n',
  'misDatos.leemeContacto':
    'A copy of your personal data as a company contact (GDPR arts. 15 and 20).\r\n\r\nThe “datos” folder holds each kind of data twice: as JSON, to take it to another service, and as CSV, to open it in a spreadsheet. The files you uploaded belong to your company: they stay on the portal, in its documents.\r\n\r\nAn empty file means we keep nothing of that kind. This copy can be downloaded for {dias} days; then it is deleted.\r\n',
  'correo.exportacionLista.asunto': 'Your {portal} data copy is ready',
  'correo.exportacionLista.cuerpo':
    'We have prepared the copy of your {portal} data you asked for: a ZIP with your data as JSON and CSV and the files you uploaded. Download it from “My data” with your account.',
  'correo.exportacionLista.cuerpoContacto':
    'We have prepared the copy of your {portal} data you asked for: a ZIP with your contact data and what you did for your companies, as JSON and CSV. Download it from “My data” with your account.',
  'correo.exportacionLista.boton': 'Go to My data',
  'correo.cuentaEliminada.cuerpo':
    'You have deleted your {portal} account: we have erased your personal data, your CV and its documents, and nobody can sign in with it again.',
  'correo.cuentaEliminada.cuerpoContacto':
    'You have deleted your {portal} contact account: we have erased your personal data, you are no longer a contact of your companies, and nobody can sign in with it again. The offers, agreements and documents you handled stay with the company, without your name.',
  'correo.cuentaEliminada.bloqueado':
    'As the law requires, {universidad} keeps your identity and the record of your internships blocked: nobody uses them, and only the staff who must answer for them can consult them.',
  'correo.cuentaEliminada.nada': 'We keep nothing that identifies you. If you want to come back, you can sign up again.',
  'correo.mensajeEvento.asunto': '{evento}: {asunto}',
  'correo.mensajeEvento.cuerpo': '{universidad} is writing to you about “{evento}”, which you registered for on {portal}:',
  'correo.mensajeEvento.boton': 'See the event',
  'correo.informesParaCalificar.asunto': 'Internship of {alumno}: the final reports, ready to grade',
  'correo.informesParaCalificar.cuerpo':
    'The report of the tutor at {empresa} and the final report of {alumno} are in. Press the button to read them and give the grade; with it, {universidad} issues the certificate.',
  'correo.informesParaCalificar.boton': 'Read the reports and grade',
  'correo.certificadoColaboracion.asunto': 'Thank you for tutoring the internship of {alumno}',
  'correo.certificadoColaboracion.cuerpo':
    '{universidad} thanks you for tutoring the internship of {alumno} at {empresa}. Your collaboration certificate is ready: press the button to download it.',
  'correo.certificadoColaboracion.boton': 'Download the certificate',
  'correo.empresaRechazada.corregir':
    'You may correct the request and send it again, once. Press the button to see it next to the reason and correct it.',
  'correo.empresaRechazada.boton': 'Correct and resend the request',
  'correo.empresaRechazada.definitivo': 'The request was already corrected and sent again once, so this decision is final.',
};
