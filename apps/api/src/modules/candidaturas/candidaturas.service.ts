import { ESTADOS_ACTIVOS, ESTADOS_RETIRABLES, EstadoCandidatura } from '@puente/contract/candidaturas';
import { ID_ESTADO_MOTIVO_RECHAZO, ID_PERFIL, MAX_CANDIDATURAS_SIMULTANEAS } from '@puente/contract/constants';
import type { CandidaturaDetalle, CandidaturaListItem } from '@puente/contract/endpoints/candidaturas-alumno';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { formatFecha } from '../../lib/fecha';
import { type Idioma, render } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo, rechazoDe } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { InscripcionService } from '../inscripcion/inscripcion.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { enlaceOferta, etiquetaEstado, type OfertasService, textoPerfil } from '../ofertas/ofertas.service';
import { enlaceCandidatura } from './aviso-cambio-estado';
import type { CandidaturasRepository } from './candidaturas.repository';

/** Who made a change in the history, for the student reading it (decision 010). */
const AUTORES = {
  alumno: 'historial.autor.alumno',
  empresa: 'historial.autor.empresa',
  gestor: 'historial.autor.gestor',
  sistema: 'historial.autor.sistema',
} as const;
const autor = (actorTipo: string, idioma: Idioma) =>
  render(AUTORES[actorTipo as keyof typeof AUTORES] ?? AUTORES.sistema, {}, idioma);

const horaMadrid = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

/**
 * The student's side of candidacies: apply, withdraw, answer a
 * pre-registration, list and detail. Rules: docs/candidaturas.md.
 */
export interface CandidaturasDeps {
  repo: CandidaturasRepository;
  ofertas: Pick<OfertasService, 'detalle'>;
  inscripcion: Pick<InscripcionService, 'comprobar' | 'elegibilidad'>;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'resolverAccion'>;
  withTransaction: WithTransaction;
}

export class CandidaturasService {
  constructor(private readonly deps: CandidaturasDeps) {}

  async inscribirse(caller: Caller, urlOferta: string, tipoPedido?: 'empleo' | 'practicas') {
    const idAlumno = caller.id;
    const oferta = await this.deps.repo.ofertaPorUrl(urlOferta);
    if (!oferta) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA);
    // The same verdict the offer's card and detail showed (an unpublished offer answers 4 there too).
    const fallo = (await this.deps.inscripcion.comprobar(idAlumno, [oferta.id], tipoPedido)).get(oferta.id) ?? null;
    if (fallo) throw rechazoDe(fallo.code, fallo.texto, fallo.datos);
    // A European programme's external check: refused or unreachable, nothing is created and the student may retry.
    const elegibilidad = await this.deps.inscripcion.elegibilidad(idAlumno, oferta.id);
    if (elegibilidad) throw rechazoDe(elegibilidad.code, elegibilidad.texto);

    await this.deps.withTransaction(async () => {
      const resultado = await this.deps.repo.inscribir(oferta.id, idAlumno, ESTADOS_ACTIVOS, MAX_CANDIDATURAS_SIMULTANEAS);
      if (!resultado.ok)
        throw rechazo(resultado.motivo === 'limite' ? PortalCodes.MAXIMO_CANDIDATURAS : PortalCodes.YA_CANDIDATO);
      await this.auditar(caller, resultado.id, null, EstadoCandidatura.INSCRITA);
      await this.deps.notificaciones.resolverAccion({
        destinoTipo: 'alumno',
        destinoId: idAlumno,
        accion: 'inscripcionOfertaGuardada',
        urlAcceso: enlaceOferta(oferta.idPerfil, oferta.urlAcceso),
      });
    });
    return notice(PortalCodes.CV_GENERADO_ENVIADO, {
      urlAcceso: oferta.urlAcceso,
      estado: EstadoCandidatura.INSCRITA,
      textoEstado: etiquetaEstado(EstadoCandidatura.INSCRITA),
      urlInscripcionExterna: oferta.urlInscripcionExterna,
    });
  }

  /** Withdraw: only while the company has not processed it (status 1); else 30. No candidacy (or already withdrawn): 31. */
  async desinscribirse(caller: Caller, urlOferta: string) {
    const { oferta, candidatura } = await this.propia(caller.id, urlOferta);
    if (candidatura.estado === EstadoCandidatura.RETIRADA) throw rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA);
    if (!ESTADOS_RETIRABLES.includes(candidatura.estado as EstadoCandidatura)) throw rechazo(PortalCodes.CANDIDATURA_PROCESADA);
    await this.mover(
      caller,
      candidatura,
      ESTADOS_RETIRABLES,
      EstadoCandidatura.RETIRADA,
      null,
      {},
      PortalCodes.CANDIDATURA_PROCESADA,
    );
    return notice(PortalCodes.DESINSCRITO_OFERTA, this.estado(oferta.urlAcceso, EstadoCandidatura.RETIRADA));
  }

  /** Accepting a pre-registration makes it an application, so it counts towards the limit (103 at the limit). */
  async aceptarPreinscripcion(caller: Caller, urlOferta: string) {
    const { oferta, candidatura } = await this.preinscripcion(caller.id, urlOferta);
    if ((await this.deps.repo.activas(caller.id, ESTADOS_ACTIVOS)) >= MAX_CANDIDATURAS_SIMULTANEAS)
      throw rechazo(PortalCodes.MAXIMO_CANDIDATURAS);
    await this.mover(caller, candidatura, [EstadoCandidatura.PREINSCRITA], EstadoCandidatura.INSCRITA, null, {
      preinscripcion: oferta.urlAcceso,
    });
    return notice(PortalCodes.RESPUESTA_PREINSCRIPCION_REGISTRADA, this.estado(oferta.urlAcceso, EstadoCandidatura.INSCRITA));
  }

  /** Rejecting needs a reason of the pre-registration family (idEstado 17); another reason answers 15. */
  async rechazarPreinscripcion(caller: Caller, urlOferta: string, idMotivo: number) {
    const motivo = await this.deps.repo.motivo(idMotivo);
    if (!motivo || motivo.idEstado !== ID_ESTADO_MOTIVO_RECHAZO) {
      throw campoErroneo('idMotivo', 'Indica uno de los motivos de rechazo de una preinscripción.');
    }
    const { oferta, candidatura } = await this.preinscripcion(caller.id, urlOferta);
    const destino = EstadoCandidatura.PREINSCRIPCION_RECHAZADA;
    await this.mover(caller, candidatura, [EstadoCandidatura.PREINSCRITA], destino, idMotivo, {
      preinscripcion: oferta.urlAcceso,
    });
    return notice(PortalCodes.RECHAZO_REGISTRADO, this.estado(oferta.urlAcceso, destino));
  }

  /**
   * One student action on a candidacy: the state (checked in the UPDATE), its
   * history and the audit row commit together. The student is not notified of
   * what they just did themselves (the answer's banner already says it); the
   * company's moves notify them (ProcesosService). Answering a pre-registration
   * marks its "preinscripción pendiente" notification done in the same commit.
   */
  private mover(
    caller: Caller,
    candidatura: { id: number; estado: number },
    desde: readonly number[],
    hacia: number,
    idMotivo: number | null,
    { preinscripcion }: { preinscripcion?: string } = {},
    siCambiada: number = PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO,
  ) {
    return this.deps.withTransaction(async () => {
      const hecho = await this.deps.repo.cambiarEstado(candidatura.id, desde, hacia, { tipo: 'alumno', id: caller.id }, idMotivo);
      if (!hecho) throw rechazo(siCambiada);
      await this.auditar(caller, candidatura.id, candidatura.estado, hacia, idMotivo);
      if (preinscripcion !== undefined) {
        await this.deps.notificaciones.resolverAccion({
          destinoTipo: 'alumno',
          destinoId: caller.id,
          accion: 'preinscripcion',
          urlAcceso: enlaceCandidatura(preinscripcion),
        });
      }
    });
  }

  private auditar(caller: Caller, idCandidatura: number, desde: number | null, hasta: number, idMotivo: number | null = null) {
    return this.deps.audit.record(caller, {
      accion: 'candidatura.estado',
      entidad: 'candidatura',
      entidadId: idCandidatura,
      detalle: { desde, hasta, idMotivo },
    });
  }

  async listar(caller: Caller, tipo: 'empleo' | 'practicas', idioma: Idioma = 'es'): Promise<CandidaturaListItem[]> {
    const rows = await this.deps.repo.listar(caller.id, tipo === 'empleo' ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS);
    return rows.map((r) => ({
      titulo: r.titulo,
      empresa: r.empresa,
      fecha: formatFecha(r.fechaPublicacion),
      provincia: r.provincia,
      estado: etiquetaEstado(r.estado, idioma),
      idEstadoCandidatura: r.estado,
      urlAcceso: r.urlAcceso,
      textoPerfilOferta: textoPerfil(r.idPerfil, idioma),
      fechaInscripcion: formatFecha(r.creadoEn),
    }));
  }

  /** The student's own candidacy with its history; someone else's answers 31 like a missing one. */
  async detalle(caller: Caller, urlOferta: string, idioma: Idioma = 'es'): Promise<CandidaturaDetalle> {
    const { oferta, candidatura } = await this.propia(caller.id, urlOferta);
    const [detalle, historial] = await Promise.all([
      this.deps.ofertas.detalle(oferta.id, caller.id, idioma),
      this.deps.repo.historial(candidatura.id),
    ]);
    return {
      oferta: detalle,
      estado: candidatura.estado,
      textoEstado: etiquetaEstado(candidatura.estado, idioma),
      fechaInscripcion: formatFecha(candidatura.creadoEn),
      retirable: ESTADOS_RETIRABLES.includes(candidatura.estado as EstadoCandidatura),
      opcionesPreinscripcion: candidatura.estado === EstadoCandidatura.PREINSCRITA,
      historial: historial.map((h) => ({
        fecha: `${formatFecha(h.creadoEn)} ${horaMadrid.format(h.creadoEn)}`,
        estadoAnterior: h.estadoAnterior,
        estadoNuevo: h.estadoNuevo,
        textoEstado: etiquetaEstado(h.estadoNuevo, idioma),
        motivo: idioma === 'en' ? h.motivoEn : h.motivo,
        autor: autor(h.actorTipo, idioma),
      })),
    };
  }

  private async propia(idAlumno: number, urlOferta: string) {
    const oferta = await this.deps.repo.ofertaPorUrl(urlOferta);
    const candidatura = oferta ? await this.deps.repo.candidatura(oferta.id, idAlumno) : null;
    if (!oferta || !candidatura) throw rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA);
    return { oferta, candidatura };
  }

  /** Only a candidacy in 16 takes an answer; any other status answers 49. */
  private async preinscripcion(idAlumno: number, urlOferta: string) {
    const found = await this.propia(idAlumno, urlOferta);
    if (found.candidatura.estado !== EstadoCandidatura.PREINSCRITA)
      throw rechazo(PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO, 'candidatura.soloPreinscripcion');
    return found;
  }

  private estado(urlAcceso: string, estado: number) {
    return { urlAcceso, estado, textoEstado: etiquetaEstado(estado) };
  }
}
