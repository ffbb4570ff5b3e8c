import { ID_ESTADO_PROCESO_PUBLICADO, MAX_CANDIDATURAS_SIMULTANEAS } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { TextoRechazo } from '../../lib/portal-error';
import { necesitaPermisoTrabajo } from '../perfil-alumno/permiso-trabajo';

/**
 * The application rules of docs/candidaturas.md as one pure function over a
 * snapshot of the data, so each rule reads as its documented condition and is
 * checked in the documented order (the first that fails answers). Applying
 * (CandidaturasService) and the verdict shown on every offer card and detail
 * (OfertasService, through InscripcionService) both call it, so a student is
 * never told one thing on the card and another after confirming.
 */

/** Degree levels 1–4 (grado, máster, doctorado, título propio) are university studies; 5–6 are vocational. */
const NIVELES_UNIVERSITARIOS = [1, 2, 3, 4];
/** Máster and doctorado. */
export const NIVELES_POSGRADO = [2, 3];
/** Tipo de formación 1: curricular internships need the internship subject in the student's enrolment. */
const FORMACION_CURRICULAR = 1;

export interface OfertaInscripcion {
  idPerfil: number;
  /** Process state: only a published offer (2) takes applications. */
  idEstado: number;
  fechaLimite: string | null;
  soloTitulados: boolean;
  soloPostgrado: boolean;
  soloUniversidad: boolean;
  creditosMinimos: number | null;
  documentacionNecesaria: string | null;
  requiereCvPropio: boolean;
  idTipoFormacion: number | null;
  titulaciones: { id: number; idArea: number; idNivel: number }[];
}

export interface AlumnoInscripcion {
  conPracticas: boolean;
  conEmpleo: boolean;
  busquedaPracticasActiva: boolean;
  busquedaEmpleoActiva: boolean;
  matriculadoPracticas: boolean;
  deLaUniversidad: boolean;
  cvPropioSubido: boolean;
  /** Country id of the nationality: outside the EU/EEA/Switzerland a job offer needs a work permit (34). */
  idPaisNacionalidad: number | null;
  tienePermisoTrabajo: boolean;
}

export interface EstudioInscripcion {
  idTitulacion: number;
  idArea: number;
  idNivel: number;
  finalizado: boolean;
  creditosSuperados: number | null;
}

export interface ContextoInscripcion {
  oferta: OfertaInscripcion;
  /** The section the student applies from; absent means "whatever the offer is". */
  tipoPedido?: 'empleo' | 'practicas';
  alumno: AlumnoInscripcion;
  /** The catalogue degrees the student studies: what the degree rules (96, 18, 19, 13, 47, 52) read. */
  estudios: EstudioInscripcion[];
  /** Every study of the CV, outside the catalogue too: rule 26 asks for at least one. */
  numEstudios: number;
  /**
   * Only when the brand's `cvObligatorio` is on: the personal fields the brand
   * requires that the student has not filled (rule 534/540 with no study).
   */
  cvObligatorio: { camposQueFaltan: string[] } | null;
  /** Status of an existing candidacy for this offer, any status (a withdrawn one too). */
  estadoActual: number | null;
  /** Candidacies counting towards the limit (ESTADOS_ACTIVOS). */
  activas: number;
  /** The student is selected (6) in another internship whose dates overlap this one's. */
  solapaPracticas: boolean;
  /** The student has handed in a document for this offer. */
  documentacionAportada: boolean;
  /** yyyy-mm-dd on Madrid's calendar. */
  hoy: string;
}

/** An internship the student is selected (6) in, with its dates (yyyy-mm-dd; no end is open). */
export interface PracticaSeleccionada {
  id: number;
  fechaInicio: string;
  fechaFin: string | null;
}

/**
 * Rule 17's condition (OFERTA_SOLAPA_PRACTICAS): the offer's [start, end] meets another internship the
 * student is selected in. Open ends count as overlapping; an offer without a
 * start overlaps nothing. Dates are yyyy-mm-dd, so text order is date order.
 */
export function solapaConSeleccionadas(
  oferta: { id: number; fechaInicio: string | null; fechaFin: string | null },
  seleccionadas: readonly PracticaSeleccionada[],
): boolean {
  const { fechaInicio } = oferta;
  if (fechaInicio === null) return false;
  const SIN_FIN = '9999-12-31';
  return seleccionadas.some(
    (s) => s.id !== oferta.id && s.fechaInicio <= (oferta.fechaFin ?? SIN_FIN) && (s.fechaFin ?? SIN_FIN) >= fechaInicio,
  );
}

export interface Rechazo {
  code: number;
  datos?: unknown;
  /** A text of its own instead of the catalogue's (a programme's condition names what fails), rendered per reader. */
  texto?: TextoRechazo;
}

export function comprobarInscripcion(ctx: ContextoInscripcion): Rechazo | null {
  const { oferta, alumno, estudios } = ctx;
  const esEmpleo = oferta.idPerfil === 1;
  const no = (code: number, datos?: unknown): Rechazo => (datos === undefined ? { code } : { code, datos });

  if (oferta.idEstado !== ID_ESTADO_PROCESO_PUBLICADO) return no(PortalCodes.OFERTA_NO_ENCONTRADA);
  if (ctx.tipoPedido === 'practicas' && esEmpleo) return no(PortalCodes.OFERTA_DE_EMPLEO);
  if (ctx.tipoPedido === 'empleo' && !esEmpleo) return no(PortalCodes.OFERTA_DE_PRACTICAS);
  if (oferta.fechaLimite !== null && oferta.fechaLimite < ctx.hoy) return no(PortalCodes.PLAZO_VENCIDO);
  if (ctx.estadoActual !== null) return no(PortalCodes.YA_CANDIDATO);

  if (!alumno.conEmpleo && !alumno.conPracticas) return no(PortalCodes.NI_UTP_NI_UTE);
  if (esEmpleo && !alumno.conEmpleo) return no(PortalCodes.SIN_SERVICIO_EMPLEO);
  if (!esEmpleo && !alumno.conPracticas) return no(PortalCodes.SIN_SERVICIO_PRACTICAS);
  if (!(esEmpleo ? alumno.busquedaEmpleoActiva : alumno.busquedaPracticasActiva))
    return no(PortalCodes.BUSQUEDA_ACTIVA_REQUERIDA);

  if (ctx.cvObligatorio && (ctx.cvObligatorio.camposQueFaltan.length > 0 || ctx.numEstudios === 0))
    return no(esEmpleo ? PortalCodes.COMPLETAR_CV : PortalCodes.COMPLETAR_PERFIL);
  if (esEmpleo && necesitaPermisoTrabajo(alumno.idPaisNacionalidad) && !alumno.tienePermisoTrabajo)
    return no(PortalCodes.PERMISO_TRABAJO_REQUERIDO);

  if (ctx.numEstudios === 0) return no(PortalCodes.SIN_ESTUDIOS);
  if (oferta.soloUniversidad && !alumno.deLaUniversidad) return no(PortalCodes.SOLO_ALUMNOS_UNIVERSIDAD);
  const pideUniversitarios =
    oferta.titulaciones.length > 0 && oferta.titulaciones.every((t) => NIVELES_UNIVERSITARIOS.includes(t.idNivel));
  if (pideUniversitarios && !estudios.some((e) => NIVELES_UNIVERSITARIOS.includes(e.idNivel)))
    return no(PortalCodes.SOLO_ESTUDIOS_UNIVERSITARIOS);
  if (oferta.soloTitulados && !estudios.some((e) => e.finalizado)) return no(PortalCodes.SOLO_TITULADOS);
  if (oferta.soloPostgrado && !estudios.some((e) => NIVELES_POSGRADO.includes(e.idNivel))) return no(PortalCodes.SOLO_POSGRADO);

  const idsOferta = new Set(oferta.titulaciones.map((t) => t.id));
  const coinciden = estudios.filter((e) => idsOferta.has(e.idTitulacion));
  if (oferta.titulaciones.length > 0 && coinciden.length === 0) {
    const areas = new Set(oferta.titulaciones.map((t) => t.idArea));
    return no(estudios.some((e) => areas.has(e.idArea)) ? PortalCodes.OFERTA_OTRO_PERFIL : PortalCodes.OFERTA_OTRA_TITULACION);
  }

  if (!esEmpleo && oferta.idTipoFormacion === FORMACION_CURRICULAR && !alumno.matriculadoPracticas)
    return no(PortalCodes.NO_INSCRITO_PRACTICAS);
  if (oferta.creditosMinimos !== null && creditosQueCuentan(oferta, estudios) < oferta.creditosMinimos)
    return no(PortalCodes.CREDITOS_INSUFICIENTES, { creditosMinimos: oferta.creditosMinimos });
  if (!esEmpleo && ctx.solapaPracticas) return no(PortalCodes.OFERTA_SOLAPA_PRACTICAS);
  if (oferta.requiereCvPropio && !alumno.cvPropioSubido) return no(PortalCodes.CV_PROPIO_REQUERIDO);
  if (oferta.documentacionNecesaria !== null && !ctx.documentacionAportada)
    return no(PortalCodes.FALTA_DOCUMENTACION, { documentacionNecesaria: oferta.documentacionNecesaria });
  if (ctx.activas >= MAX_CANDIDATURAS_SIMULTANEAS) return no(PortalCodes.MAXIMO_CANDIDATURAS);
  return null;
}

/**
 * Credits that count for an offer's minimum: the best of the studies the offer
 * asks for (all studies when it lists no degree). Unknown credits count as 0.
 */
export function creditosQueCuentan(oferta: Pick<OfertaInscripcion, 'titulaciones'>, estudios: EstudioInscripcion[]): number {
  const ids = new Set(oferta.titulaciones.map((t) => t.id));
  const relevantes = ids.size === 0 ? estudios : estudios.filter((e) => ids.has(e.idTitulacion));
  return Math.max(0, ...relevantes.map((e) => e.creditosSuperados ?? 0));
}
