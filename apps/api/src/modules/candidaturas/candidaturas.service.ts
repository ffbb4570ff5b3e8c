import { ESTADOS_ACTIVOS, ESTADOS_RETIRABLES, EstadoCandidatura } from '@puente/contract/candidaturas';
import {
  ID_ESTADO_MOTIVO_RECHAZO,
  ID_ESTADO_PROCESO_PUBLICADO,
  ID_PERFIL,
  MAX_CANDIDATURAS_SIMULTANEAS,
} from '@puente/contract/constants';
import type { CandidaturaDetalle, CandidaturaListItem } from '@puente/contract/endpoints/candidaturas-alumno';
import { PortalCodes } from '@puente/contract/errors/codes';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { PortalError } from '../../lib/portal-error';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { etiquetaEstado, type OfertasService, textoPerfil } from '../ofertas/ofertas.service';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import { avisoCambioEstado } from './aviso-cambio-estado';
import type { CandidaturasRepository } from './candidaturas.repository';
import { rechazo } from './rechazo';
import { comprobarInscripcion } from './reglas-inscripcion';

const AUTORES: Record<string, string> = { alumno: 'Tú', empresa: 'La empresa', gestor: 'La universidad', sistema: 'El portal' };

const horaMadrid = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

/**
 * The student's side of candidacies: apply, withdraw, answer a
 * pre-registration, list and detail. Rules: docs/candidaturas.md.
 */
export class CandidaturasService {
  constructor(
    private readonly repo: CandidaturasRepository,
    private readonly perfil: PerfilAlumnoRepository,
    private readonly ofertas: OfertasService,
    private readonly notificaciones: NotificacionesService,
  ) {}

  async inscribirse(idAlumno: number, urlOferta: string, tipoPedido?: 'empleo' | 'practicas') {
    const oferta = await this.repo.ofertaPorUrl(urlOferta);
    if (!oferta || oferta.idEstado !== ID_ESTADO_PROCESO_PUBLICADO) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA);
    const [alumno, estudios, actual, activas, solapa, documentacion] = await Promise.all([
      this.perfil.alumno(idAlumno),
      this.perfil.estudios(idAlumno),
      this.repo.candidatura(oferta.id, idAlumno),
      this.repo.activas(idAlumno, ESTADOS_ACTIVOS),
      this.repo.solapaPracticas(idAlumno, oferta.id, oferta.fechaInicio, oferta.fechaFin),
      this.repo.documentacionAportada(idAlumno, oferta.id),
    ]);
    if (!alumno) throw new PortalError(PortalCodes.SESION_PERDIDA);
    const fallo = comprobarInscripcion({
      oferta,
      ...(tipoPedido ? { tipoPedido } : {}),
      alumno,
      estudios,
      estadoActual: actual?.estado ?? null,
      activas,
      solapaPracticas: solapa,
      documentacionAportada: documentacion,
      hoy: hoyMadrid(),
    });
    if (fallo) throw rechazo(fallo.code, fallo.datos);

    const resultado = await this.repo.inscribir(oferta.id, idAlumno, ESTADOS_ACTIVOS, MAX_CANDIDATURAS_SIMULTANEAS);
    if (!resultado.ok) throw rechazo(resultado.motivo === 'limite' ? PortalCodes.MAXIMO_CANDIDATURAS : PortalCodes.YA_CANDIDATO);
    await this.avisar(idAlumno, oferta.titulo, oferta.urlAcceso, EstadoCandidatura.INSCRITA);
    return {
      urlAcceso: oferta.urlAcceso,
      estado: EstadoCandidatura.INSCRITA,
      textoEstado: etiquetaEstado(EstadoCandidatura.INSCRITA),
      urlInscripcionExterna: oferta.urlInscripcionExterna,
    };
  }

  /** Withdraw: only while the company has not processed it (status 1); else 30. No candidacy (or already withdrawn): 31. */
  async desinscribirse(idAlumno: number, urlOferta: string) {
    const { oferta, candidatura } = await this.propia(idAlumno, urlOferta);
    if (candidatura.estado === EstadoCandidatura.RETIRADA) throw rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA);
    if (!ESTADOS_RETIRABLES.includes(candidatura.estado as EstadoCandidatura)) throw rechazo(PortalCodes.CANDIDATURA_PROCESADA);
    const hecho = await this.repo.cambiarEstado(candidatura.id, ESTADOS_RETIRABLES, EstadoCandidatura.RETIRADA, {
      tipo: 'alumno',
      id: idAlumno,
    });
    if (!hecho) throw rechazo(PortalCodes.CANDIDATURA_PROCESADA);
    await this.avisar(idAlumno, oferta.titulo, oferta.urlAcceso, EstadoCandidatura.RETIRADA);
    return this.estado(oferta.urlAcceso, EstadoCandidatura.RETIRADA);
  }

  /** Accepting a pre-registration makes it an application, so it counts towards the limit (103 at the limit). */
  async aceptarPreinscripcion(idAlumno: number, urlOferta: string) {
    const { oferta, candidatura } = await this.preinscripcion(idAlumno, urlOferta);
    if ((await this.repo.activas(idAlumno, ESTADOS_ACTIVOS)) >= MAX_CANDIDATURAS_SIMULTANEAS)
      throw rechazo(PortalCodes.MAXIMO_CANDIDATURAS);
    const hecho = await this.repo.cambiarEstado(candidatura.id, [EstadoCandidatura.PREINSCRITA], EstadoCandidatura.INSCRITA, {
      tipo: 'alumno',
      id: idAlumno,
    });
    if (!hecho) throw rechazo(PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO);
    await this.avisar(idAlumno, oferta.titulo, oferta.urlAcceso, EstadoCandidatura.INSCRITA);
    return this.estado(oferta.urlAcceso, EstadoCandidatura.INSCRITA);
  }

  /** Rejecting needs a reason of the pre-registration family (idEstado 17); another reason answers 15. */
  async rechazarPreinscripcion(idAlumno: number, urlOferta: string, idMotivo: number) {
    const motivo = await this.repo.motivo(idMotivo);
    if (!motivo || motivo.idEstado !== ID_ESTADO_MOTIVO_RECHAZO)
      throw new PortalError(PortalCodes.FALTAN_DATOS, 'Indica uno de los motivos de rechazo de una preinscripción.', {
        errores: [{ campo: 'idMotivo', mensaje: 'Indica uno de los motivos de rechazo de una preinscripción.' }],
      });
    const { oferta, candidatura } = await this.preinscripcion(idAlumno, urlOferta);
    const destino = EstadoCandidatura.PREINSCRIPCION_RECHAZADA;
    const hecho = await this.repo.cambiarEstado(
      candidatura.id,
      [EstadoCandidatura.PREINSCRITA],
      destino,
      { tipo: 'alumno', id: idAlumno },
      idMotivo,
    );
    if (!hecho) throw rechazo(PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO);
    await this.avisar(idAlumno, oferta.titulo, oferta.urlAcceso, destino);
    return this.estado(oferta.urlAcceso, destino);
  }

  async listar(idAlumno: number, tipo: 'empleo' | 'practicas'): Promise<CandidaturaListItem[]> {
    const rows = await this.repo.listar(idAlumno, tipo === 'empleo' ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS);
    return rows.map((r) => ({
      titulo: r.titulo,
      empresa: r.empresa,
      fecha: formatFecha(r.fechaPublicacion),
      provincia: r.provincia,
      estado: etiquetaEstado(r.estado),
      idEstadoCandidatura: r.estado,
      urlAcceso: r.urlAcceso,
      textoPerfilOferta: textoPerfil(r.idPerfil),
      fechaInscripcion: formatFecha(r.creadoEn),
    }));
  }

  /** The student's own candidacy with its history; someone else's answers 31 like a missing one. */
  async detalle(idAlumno: number, urlOferta: string): Promise<CandidaturaDetalle> {
    const { oferta, candidatura } = await this.propia(idAlumno, urlOferta);
    const [detalle, historial] = await Promise.all([
      this.ofertas.detalle(oferta.id, idAlumno),
      this.repo.historial(candidatura.id),
    ]);
    return {
      oferta: detalle,
      estado: candidatura.estado,
      textoEstado: etiquetaEstado(candidatura.estado),
      fechaInscripcion: formatFecha(candidatura.creadoEn),
      retirable: ESTADOS_RETIRABLES.includes(candidatura.estado as EstadoCandidatura),
      opcionesPreinscripcion: candidatura.estado === EstadoCandidatura.PREINSCRITA,
      historial: historial.map((h) => ({
        fecha: `${formatFecha(h.creadoEn)} ${horaMadrid.format(h.creadoEn)}`,
        estadoAnterior: h.estadoAnterior,
        estadoNuevo: h.estadoNuevo,
        textoEstado: etiquetaEstado(h.estadoNuevo),
        motivo: h.motivo,
        autor: AUTORES[h.actorTipo] ?? 'El portal',
      })),
    };
  }

  private async propia(idAlumno: number, urlOferta: string) {
    const oferta = await this.repo.ofertaPorUrl(urlOferta);
    const candidatura = oferta ? await this.repo.candidatura(oferta.id, idAlumno) : null;
    if (!oferta || !candidatura) throw rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA);
    return { oferta, candidatura };
  }

  /** Only a candidacy in 16 takes an answer; any other status answers 49. */
  private async preinscripcion(idAlumno: number, urlOferta: string) {
    const found = await this.propia(idAlumno, urlOferta);
    if (found.candidatura.estado !== EstadoCandidatura.PREINSCRITA)
      throw rechazo(PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO, undefined, 'Solo puedes responder a una preinscripción pendiente.');
    return found;
  }

  private estado(urlAcceso: string, estado: number) {
    return { urlAcceso, estado, textoEstado: etiquetaEstado(estado) };
  }

  private avisar(idAlumno: number, titulo: string, urlAcceso: string, estado: number) {
    return this.notificaciones.notify({
      destinoTipo: 'alumno',
      destinoId: idAlumno,
      ...avisoCambioEstado(titulo, urlAcceso, estado),
    });
  }
}
