import {
  checkCompanyTransition,
  ESTADOS_CON_MOTIVO,
  EstadoCandidatura,
  etiquetasEstadoCandidatura,
  TRANSICIONES_EMPRESA,
} from '@puente/contract/candidaturas';
import type { cambiaEstadoCandidaturaInput, ProcesoResumen } from '@puente/contract/endpoints/procesos';
import { PortalCodes } from '@puente/contract/errors/codes';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { PortalError, rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { avisoCambioEstado } from '../candidaturas/aviso-cambio-estado';
import type { DominiosService } from '../dominios/dominios.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { type OfertasService, plazoCerrado } from '../ofertas/ofertas.service';
import type { CandidatosRepository } from './candidatos.repository';
import { candidaturaNoEncontrada, empresaDe, ofertaNoEncontrada } from './empresa-llamante';
import { etiquetaParaEmpresa } from './etiqueta-empresa';
import { cambiosPedidosDe, valoresDeFila } from './oferta-valores';
import type { OfertasEmpresaService } from './ofertas-empresa.service';
import type { OfertaFila, ProcesosRepository } from './procesos.repository';

type CambioEstado = z.output<typeof cambiaEstadoCandidaturaInput>;

const etiqueta = (estado: number) => etiquetasEstadoCandidatura[estado as EstadoCandidatura]?.es ?? `Estado ${estado}`;

/** Where a candidacy may go from here (what the company's screen offers). */
const transicionesDesde = (estado: number): number[] =>
  (TRANSICIONES_EMPRESA[estado as EstadoCandidatura] ?? []).filter((to) => checkCompanyTransition(estado, to).ok);

const apellidos = (a: { apellido1: string; apellido2: string | null }) => [a.apellido1, a.apellido2].filter(Boolean).join(' ');

function resumen(o: OfertaFila, numCandidatos: number, numCandidatosNuevos: number): ProcesoResumen {
  return {
    idOferta: o.id,
    urlAcceso: o.urlAcceso,
    idPerfil: o.idPerfil === 1 ? 1 : 2,
    idEstado: o.idEstado,
    Estado: etiquetaEstadoOferta(o.idEstado),
    titulo: o.titulo,
    plazas: o.plazas,
    fechaCreacion: formatFecha(o.creadoEn) ?? '',
    fechaPublicacion: formatFecha(o.fechaPublicacion),
    fechaLimite: formatFecha(o.fechaLimite),
    plazoCerrado: plazoCerrado(o.fechaLimite),
    numCandidatos,
    numCandidatosNuevos,
  };
}

/**
 * The company's selection processes and their candidates. Every read goes
 * through the caller's company; candidacies are reached only through its own
 * offers, so another company's ids answer like missing ones (4 or 31).
 */
export interface ProcesosDeps {
  repo: ProcesosRepository;
  candidatos: CandidatosRepository;
  ofertasEmpresa: Pick<OfertasEmpresaService, 'editableDe' | 'acciones'>;
  ofertas: Pick<OfertasService, 'detalle'>;
  dominios: Pick<DominiosService, 'lista'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
}

export class ProcesosService {
  constructor(private readonly deps: ProcesosDeps) {}

  async listar(caller: Caller) {
    const rows = await this.deps.repo.procesos(empresaDe(caller));
    return rows.map((r) => resumen(r.oferta, r.numCandidatos, r.numCandidatosNuevos));
  }

  async datos(caller: Caller, idOferta: number) {
    const idEmpresa = empresaDe(caller);
    const o = await this.deps.repo.byId(idEmpresa, idOferta);
    if (!o) throw ofertaNoEncontrada();
    const [titulaciones, candidatos, editable] = await Promise.all([
      this.deps.repo.titulacionesDe(o.id),
      this.deps.candidatos.deOferta(o.id),
      this.deps.ofertasEmpresa.editableDe(idEmpresa, o.id).then(
        () => true,
        (error: unknown) => {
          if (error instanceof PortalError) return false;
          throw error;
        },
      ),
    ]);
    const nuevos = candidatos.filter((c) => c.estado === EstadoCandidatura.INSCRITA).length;
    return {
      proceso: {
        ...resumen(o, candidatos.length, nuevos),
        motivoRechazo: o.motivoRechazo,
        cambiosPedidos: cambiosPedidosDe(o),
        reenvios: o.reenvios,
        valores: valoresDeFila(o, titulaciones),
      },
      acciones: this.deps.ofertasEmpresa.acciones(o, editable),
      candidatos: candidatos.map((c) => ({
        idCandidatura: c.idCandidatura,
        idAlumno: c.idAlumno,
        nombre: c.nombre,
        apellidos: apellidos(c),
        email: c.email,
        telefono: c.telefono,
        estado: c.estado,
        Estado: etiqueta(c.estado),
        fechaInscripcion: formatFecha(c.creadoEn) ?? '',
        fechaActualizacion: formatFecha(c.actualizadoEn) ?? '',
        transiciones: transicionesDesde(c.estado),
      })),
    };
  }

  /** The company previews its own offer in any state, exactly as the student detail shows it. */
  async comoAlumno(caller: Caller, idOferta: number, idioma: Idioma = 'es') {
    const o = await this.deps.repo.byId(empresaDe(caller), idOferta);
    if (!o) throw ofertaNoEncontrada();
    return this.deps.ofertas.detalle(o.id, null, idioma);
  }

  async candidato(caller: Caller, idCandidatura: number) {
    const row = await this.deps.candidatos.deEmpresa(empresaDe(caller), idCandidatura);
    if (!row) throw candidaturaNoEncontrada();
    const { candidatura: c, oferta, alumno, provincia } = row;
    const [estudios, historial, niveles] = await Promise.all([
      this.deps.candidatos.estudios(c.idAlumno),
      this.deps.candidatos.historial(c.id),
      this.deps.dominios.lista('nivelesTitulacion'),
    ]);
    const nivel = new Map(niveles.map((n) => [n.id, n.descripcion]));
    return {
      idCandidatura: c.id,
      idOferta: oferta.id,
      urlOferta: oferta.urlAcceso,
      tituloOferta: oferta.titulo,
      estado: c.estado,
      Estado: etiqueta(c.estado),
      transiciones: transicionesDesde(c.estado),
      fechaInscripcion: formatFecha(c.creadoEn) ?? '',
      personales: { ...alumno, provincia },
      academicos: estudios.map((e) => ({
        id: e.id,
        titulacion: e.titulacion,
        nivel: nivel.get(e.idNivel) ?? '',
        deLaUniversidad: e.deLaUniversidad,
        finalizado: e.finalizado,
        fechaInicio: formatFecha(e.fechaInicio),
        fechaFin: formatFecha(e.fechaFin),
        notaMedia: e.notaMedia === null ? null : Number(e.notaMedia),
      })),
      historial: historial.map((h) => ({
        estadoAnterior: h.estadoAnterior,
        estadoNuevo: h.estadoNuevo,
        Estado: etiqueta(h.estadoNuevo),
        motivo: h.motivo,
        comentario: h.comentario,
        fecha: formatFecha(h.creadoEn) ?? '',
      })),
    };
  }

  /**
   * Moves a candidacy by the company table of contract/candidaturas.ts: a
   * final state (or 16, which only the student answers) gives 49, a target
   * not in the table 14. States that need a reason take one of their own
   * family. The student is told by notification.
   */
  async cambiaEstado(caller: Caller, input: CambioEstado) {
    const row = await this.deps.candidatos.deEmpresa(empresaDe(caller), input.idCandidatura);
    if (!row) throw candidaturaNoEncontrada();
    const { candidatura: c, oferta } = row;
    const check = checkCompanyTransition(c.estado, input.idEstado);
    if (!check.ok) {
      // Worded for the company: state 16 says the student's answer is pending, not "tu respuesta".
      throw check.code === PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO
        ? rechazo(check.code, 'candidatura.estadoFinal', { estado: etiquetaParaEmpresa(c.estado) })
        : rechazo(check.code, 'candidatura.transicion', {
            desde: etiquetaParaEmpresa(c.estado),
            hasta: etiquetaParaEmpresa(input.idEstado),
          });
    }
    const motivo = await this.motivoPara(input.idEstado, input.idMotivo);
    const comentario = input.comentario ? input.comentario : null;
    // The state, its history row, the student's notification and the audit row commit together or not at all.
    await this.deps.withTransaction(async () => {
      const moved = await this.deps.candidatos.cambiarEstado(
        c.id,
        { desde: c.estado, hasta: input.idEstado, idMotivo: motivo?.idMotivo ?? null, comentario },
        { tipo: 'empresa', id: caller.id },
      );
      if (!moved) throw rechazo(PortalCodes.CAMBIO_ESTADO_NO_PERMITIDO, 'candidatura.haCambiado');
      const aviso = avisoCambioEstado(oferta.titulo, oferta.urlAcceso, input.idEstado);
      await this.deps.notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: c.idAlumno,
        ...aviso,
        // By id, so the student reads the reason in their own language.
        parametros: motivo ? { ...aviso.parametros, idMotivo: motivo.idMotivo } : aviso.parametros,
      });
      await this.deps.audit.record(caller, {
        accion: 'candidatura.estado',
        entidad: 'candidatura',
        entidadId: c.id,
        detalle: { desde: c.estado, hasta: input.idEstado, idMotivo: motivo?.idMotivo ?? null },
      });
    });
    return {
      idCandidatura: c.id,
      estado: input.idEstado,
      Estado: etiqueta(input.idEstado),
      transiciones: transicionesDesde(input.idEstado),
    };
  }

  /** A reason is required for ESTADOS_CON_MOTIVO and must belong to the target state; elsewhere it is ignored. */
  private async motivoPara(idEstado: number, idMotivo: number | undefined) {
    if (!(ESTADOS_CON_MOTIVO as readonly number[]).includes(idEstado)) return null;
    const faltaMotivo = (mensaje: string) => campoErroneo('idMotivo', mensaje);
    if (idMotivo === undefined) throw faltaMotivo('Indica el motivo del cambio de estado');
    const motivo = await this.deps.candidatos.motivo(idMotivo);
    if (!motivo || motivo.idEstado !== idEstado) throw faltaMotivo('El motivo no corresponde al estado elegido');
    return motivo;
  }
}
