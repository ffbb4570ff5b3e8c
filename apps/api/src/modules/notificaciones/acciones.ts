import type { ClaveAviso } from './aviso';

/**
 * The notifications that ask their reader to do something, by the action they
 * ask for. Each one's link names the thing to act on (the candidacy, the
 * request), and when that action is done, whoever does it and by whatever way,
 * the notifications of its kinds with that link are marked done: read and no
 * longer important (issue 24: "Tienes una preinscripción pendiente" stayed
 * unread and important after the student had answered it).
 */
export const AVISOS_DE_ACCION = {
  /** Accept or reject a pre-registration: done when the candidacy leaves status 16, by any move. */
  preinscripcion: ['candidatura.preinscrita', 'demo.preinscripcionUniversidad'],
  /** An education centre's company answers a student's request: done when it accepts or rejects it. */
  solicitudEducacion: ['solicitudEducacion.nueva'],
  /** Sign a rejected agreement again and upload it: done when a new signed copy of that agreement arrives. */
  convenioFirmado: ['convenio.rechazado'],
  /**
   * Make the changes the university asked for, or correct a declined offer, and resubmit it: done when the
   * company resubmits it (decisions 039, 040).
   */
  reenvioOferta: ['oferta.cambiosPedidos', 'oferta.rechazada', 'oferta.rechazadaConMotivo'],
  /** Apply to a saved offer before it closes (issue 28): done when the student applies to it, by any way. */
  inscripcionOfertaGuardada: ['ofertaGuardada.cierraPronto'],
  /**
   * Answer a survey one is a named recipient of (issue 28), linked to `/encuestas/<its url>`: done when that student
   * or company answers it, whichever way they came in (their personal link, the login inside the survey, the SSO).
   * Withdrawn, not done, when the survey is unpublished or they stop being among its recipients (encuestas module).
   * The demo's company survey notice points to its survey too.
   */
  encuesta: ['encuesta.pendiente', 'encuesta.obligatoria', 'demo.encuestaEmpresas'],
  /**
   * Give the bank and Social Security data a paid internship needs first (518, decision 020), linked to
   * `/mis-practicas`: done when they are saved and nothing needed is missing.
   */
  datosPractica: ['practica.datosPendientes'],
  /**
   * Hand in the documents an internship asks of its student (required documents `aportado_por = 'alumno'`), linked
   * to `/mis-practicas#practica-<id>`: done when the last one of that internship is in, whoever uploads it.
   */
  documentosPractica: ['practica.documentosPendientes'],
  /**
   * Write the final report of an ended internship (RD 592/2014 art. 14, decision 042), linked to
   * `/mis-practicas#practica-<id>`: done when the student sends it.
   */
  informeFinalPractica: ['practica.informeFinalPendiente'],
} as const satisfies Record<string, readonly ClaveAviso[]>;

export type AccionPendiente = keyof typeof AVISOS_DE_ACCION;
