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
  'oferta.rechazada.titulo': 'Oferta rechazada',
  'oferta.rechazada.texto': 'La universidad ha rechazado tu oferta «{oferta}». Motivo: {motivo}',
  'oferta.encaja.titulacion': 'Pide tu titulación: {titulacion}',
  'oferta.encaja.area': 'Busca titulaciones de tu rama: {area}',
  'oferta.encaja.provincia': 'En tu provincia: {provincia}',

  // Demo seed only (db/seed/demo-avisos.ts): the sample panel of the demo students and
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
} as const;
