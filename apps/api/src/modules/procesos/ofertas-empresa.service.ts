import type { Brand } from '@puente/contract/brand';
import { EstadoCandidatura } from '@puente/contract/candidaturas';
import { ID_PERFIL, TEXTO_MAX } from '@puente/contract/constants';
import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-empresa';
import { PortalCodes } from '@puente/contract/errors/codes';
import { camposPendientes, type OfertaForm } from '@puente/contract/oferta-form';
import {
  ESTADOS_CERRABLES,
  EstadoOferta,
  editablePorEmpresa,
  etiquetaEstadoOferta,
  etiquetasEstadoOferta,
  reenviablePorEmpresa,
} from '@puente/contract/procesos';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { minusculas, rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { avisoCambioEstado } from '../candidaturas/aviso-cambio-estado';
import type { DominiosService } from '../dominios/dominios.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { plazoCerrado } from '../ofertas/ofertas.service';
import { empresaDe, ofertaNoEncontrada } from './empresa-llamante';
import type { ReglasOferta } from './oferta-reglas';
import {
  cambiosPedidosDe,
  escrituraDeFila,
  escrituraDeFormulario,
  escrituraPerfilContrario,
  valoresDeFila,
} from './oferta-valores';
import type { OfertaEscritura, OfertaFila, ProcesosRepository } from './procesos.repository';
import { slugOferta } from './slug';

const COPIA = ' (copia)';

const guardada = (o: OfertaFila): OfertaGuardada => ({
  idOferta: o.id,
  urlAcceso: o.urlAcceso,
  idEstado: o.idEstado,
  Estado: etiquetaEstadoOferta(o.idEstado),
});

/** A field the company filled: not empty, not "no", not an empty list. */
const lleno = (valor: unknown) =>
  valor !== null && valor !== undefined && valor !== false && valor !== '' && !(Array.isArray(valor) && valor.length === 0);

/** The form fields filled in the source that the copy to the other profile left empty, in the form's order. */
const noCopiados = (origen: Record<string, unknown>, copia: Record<string, unknown>) =>
  Object.keys(origen).filter((campo) => lleno(origen[campo]) && !lleno(copia[campo]));

/** "(copia)" always fits: a long title is cut, not the mark that tells the two apart. */
const tituloCopia = (titulo: string) => `${titulo.slice(0, TEXTO_MAX - COPIA.length).trimEnd()}${COPIA}`;

/**
 * A company's offers: create, edit while pending, close, copy, delete. Every
 * offer is looked up through the caller's company, so another company's id
 * or slug answers 4 like a missing one.
 */
export interface OfertasEmpresaDeps {
  repo: ProcesosRepository;
  reglas: ReglasOferta;
  dominios: Pick<DominiosService, 'lista'>;
  notificaciones: Pick<NotificacionesService, 'notificar' | 'resolverAccion'>;
  audit: Pick<AuditService, 'record'>;
  brand: Brand;
  withTransaction: WithTransaction;
}

export class OfertasEmpresaService {
  constructor(private readonly deps: OfertasEmpresaDeps) {}

  /** Manual validation: the offer waits for the university. Automatic: published at once. */
  private estadoInicial() {
    return this.deps.brand.ofertas.validacion === 'automatica' ? EstadoOferta.PUBLICADA : EstadoOferta.PENDIENTE_VALIDACION;
  }

  async crear(caller: Caller, form: OfertaForm) {
    const idEmpresa = empresaDe(caller);
    await this.deps.reglas.comprobar(idEmpresa, form);
    const row = await this.deps.withTransaction(async () => {
      const creada = await this.insertar(caller, idEmpresa, escrituraDeFormulario(form), form.titulaciones, this.estadoInicial());
      await this.deps.audit.record(caller, { accion: 'oferta.alta', entidad: 'oferta', entidadId: creada.id });
      return creada;
    });
    return notice(PortalCodes.OFERTA_CREADA, guardada(row));
  }

  async editable(caller: Caller, idOferta: number) {
    const o = await this.editableDe(empresaDe(caller), idOferta);
    return {
      ...guardada(o),
      valores: valoresDeFila(o, await this.deps.repo.titulacionesDe(o.id)),
      cambiosPedidos: o.idEstado === EstadoOferta.CAMBIOS_PEDIDOS ? cambiosPedidosDe(o) : null,
      motivoRechazo: o.idEstado === EstadoOferta.RECHAZADA ? o.motivoRechazo : null,
    };
  }

  async editar(caller: Caller, input: OfertaForm & { idOferta: number }) {
    const idEmpresa = empresaDe(caller);
    const actual = await this.editableDe(idEmpresa, input.idOferta);
    if (actual.idPerfil !== input.idPerfil) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.perfilFijo');
    }
    await this.deps.reglas.comprobar(idEmpresa, input);
    // With automatic validation a pending offer is only an incomplete copy; once the form is complete it goes live.
    // An offer the university asked changes to stays so until the company resubmits it (reenviar).
    const publicar = this.deps.brand.ofertas.validacion === 'automatica' && actual.idEstado === EstadoOferta.PENDIENTE_VALIDACION;
    const row = await this.deps.withTransaction(async () => {
      const editada = await this.deps.repo.updatePendiente(
        idEmpresa,
        input.idOferta,
        escrituraDeFormulario(input),
        input.titulaciones,
        publicar,
      );
      if (!editada) throw rechazo(PortalCodes.OFERTA_NO_EDITABLE, 'oferta.noPendiente');
      await this.deps.audit.record(caller, { accion: 'oferta.edicion', entidad: 'oferta', entidadId: editada.id });
      return editada;
    });
    return notice(PortalCodes.OFERTA_MODIFICADA, guardada(row));
  }

  /**
   * Sends back to the university an offer it asked changes to (6 → 1) or declined for the first time
   * (4 → 1, decision 040), once: `reenvios` becomes 1 and the staff's queue marks it; the company's
   * "changes requested" or "rejected" notification is done. Within the deadline only, as editing (68): an
   * expired offer could not be published anyway.
   */
  async reenviar(caller: Caller, urlOferta: string) {
    const idEmpresa = empresaDe(caller);
    const o = await this.propia(idEmpresa, urlOferta);
    if (!reenviablePorEmpresa(o)) {
      throw rechazo(
        PortalCodes.ACCION_NO_PERMITIDA,
        o.idEstado === EstadoOferta.RECHAZADA ? 'oferta.rechazoDefinitivo' : 'oferta.sinCambiosPedidos',
      );
    }
    if (plazoCerrado(o.fechaLimite)) throw rechazo(PortalCodes.OFERTA_NO_EDITABLE, 'oferta.noEditable');
    const row = await this.deps.withTransaction(async () => {
      const reenviada = await this.deps.repo.reenviar(idEmpresa, o.id);
      if (!reenviada) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.haCambiado');
      await this.deps.notificaciones.resolverAccion({
        destinoTipo: 'empresa',
        destinoId: idEmpresa,
        accion: 'reenvioOferta',
        urlAcceso: `/mis-ofertas/${o.id}`,
      });
      await this.deps.audit.record(caller, {
        accion: 'oferta.reenvio',
        entidad: 'oferta',
        entidadId: o.id,
        detalle: { reenvios: reenviada.reenvios },
      });
      return reenviada;
    });
    return guardada(row);
  }

  async cerrar(caller: Caller, urlOferta: string) {
    const idEmpresa = empresaDe(caller);
    const o = await this.propia(idEmpresa, urlOferta);
    if (!(ESTADOS_CERRABLES as readonly number[]).includes(o.idEstado)) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.noCerrable', {
        estado: minusculas(etiquetasEstadoOferta[o.idEstado as EstadoOferta]),
      });
    }
    const row = await this.deps.withTransaction(async () => {
      const cerrada = await this.deps.repo.cerrar(idEmpresa, o.id, ESTADOS_CERRABLES);
      if (!cerrada) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.haCambiado');
      await this.deps.audit.record(caller, { accion: 'oferta.cierre', entidad: 'oferta', entidadId: o.id });
      return cerrada;
    });
    return notice(PortalCodes.OFERTA_CERRADA, guardada(row));
  }

  /**
   * A copy is a new offer: new slug, no candidacies, and the initial state of
   * any new offer. Dates already past are dropped so the copy does not start
   * expired. A copy of the same profile says "(copia)" in its title, to tell
   * the two apart; a copy to the other profile keeps the title as it is (the
   * profile tells them apart) and answers `camposNoCopiados`: the fields the
   * source had filled that the other profile does not take (issue 24).
   */
  async copiar(caller: Caller, urlOferta: string, perfilContrario: boolean) {
    if (!this.deps.brand.ofertas.permitirDuplicar) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.sinDuplicar');
    }
    const idEmpresa = empresaDe(caller);
    const origen = await this.propia(idEmpresa, urlOferta);
    const escritura = perfilContrario ? escrituraPerfilContrario(origen) : escrituraDeFila(origen);
    this.deps.reglas.perfilPermitido(escritura.idPerfil);
    const hoy = hoyMadrid();
    const sinPasado: OfertaEscritura = {
      ...escritura,
      titulo: perfilContrario ? origen.titulo : tituloCopia(origen.titulo),
      fechaLimite: escritura.fechaLimite && escritura.fechaLimite < hoy ? null : escritura.fechaLimite,
      ...(escritura.fechaInicio && escritura.fechaInicio < hoy ? { fechaInicio: null, fechaFin: null } : {}),
    };
    const titulaciones = await this.deps.repo.titulacionesDe(origen.id);
    const draft = valoresDeFila({ ...origen, ...sinPasado }, titulaciones);
    const camposNoCopiados = perfilContrario ? noCopiados(valoresDeFila(origen, titulaciones), draft) : [];
    const pendientes = camposPendientes(draft);
    // An incomplete copy is never published, whatever the brand: it waits for the company to complete it.
    const estado = pendientes.length > 0 ? EstadoOferta.PENDIENTE_VALIDACION : this.estadoInicial();
    const row = await this.deps.withTransaction(async () => {
      const copia = await this.insertar(caller, idEmpresa, sinPasado, titulaciones, estado);
      await this.deps.audit.record(caller, {
        accion: perfilContrario ? 'oferta.copia_perfil_contrario' : 'oferta.copia',
        entidad: 'oferta',
        entidadId: copia.id,
        detalle: { origen: origen.id },
      });
      return copia;
    });
    return notice(PortalCodes.OFERTA_CREADA, { ...guardada(row), camposPendientes: pendientes, camposNoCopiados });
  }

  async borrar(caller: Caller, urlOferta: string) {
    if (!this.deps.brand.ofertas.permitirBorrar) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.sinBorrar');
    }
    const idEmpresa = empresaDe(caller);
    const o = await this.propia(idEmpresa, urlOferta);
    // The deletion, each student's notice and the audit row commit together.
    const { conservada, canceladas } = await this.deps.withTransaction(async () => {
      const borrado = await this.deps.repo.borrar(idEmpresa, o.id, { tipo: 'empresa', id: caller.id });
      for (const c of borrado.canceladas) {
        await this.deps.notificaciones.notificar({
          destinoTipo: 'alumno',
          destinoId: c.idAlumno,
          ...avisoCambioEstado(o.titulo, o.urlAcceso, EstadoCandidatura.OFERTA_CANCELADA),
        });
      }
      await this.deps.audit.record(caller, {
        accion: 'oferta.borrado',
        entidad: 'oferta',
        entidadId: o.id,
        detalle: { conservada: borrado.conservada, candidaturasCanceladas: borrado.canceladas.length },
      });
      return borrado;
    });
    return notice(PortalCodes.OFERTA_ELIMINADA, {
      urlOferta: o.urlAcceso,
      conservada,
      candidaturasCanceladas: canceladas.length,
    });
  }

  tiposPracticas() {
    return this.deps.dominios.lista('tiposFormacion');
  }

  async programas(caller: Caller) {
    const conAdhesion = this.deps.brand.adhesionProgramas;
    const rows = await this.deps.repo.programas(empresaDe(caller), conAdhesion);
    return rows.map((p) => ({
      ...p,
      fechaInicio: formatFecha(p.fechaInicio),
      fechaFin: formatFecha(p.fechaFin),
      estadoAdhesion: conAdhesion ? (p.estadoAdhesion as 'solicitada' | 'adherida') : null,
      disponible: !conAdhesion || p.estadoAdhesion === 'adherida',
    }));
  }

  /** What the process screen may offer for this offer: the same rules the actions enforce. */
  acciones(o: OfertaFila, editable: boolean) {
    const contrario = o.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.PRACTICAS : ID_PERFIL.EMPLEO;
    return {
      editar: editable,
      reenviar: reenviablePorEmpresa(o) && !plazoCerrado(o.fechaLimite),
      cerrar: (ESTADOS_CERRABLES as readonly number[]).includes(o.idEstado),
      duplicar: this.deps.brand.ofertas.permitirDuplicar,
      duplicarPerfilContrario:
        this.deps.brand.ofertas.permitirDuplicar && !(contrario === ID_PERFIL.EMPLEO && this.deps.brand.flags.withoutEmpleo),
      borrar: this.deps.brand.ofertas.permitirBorrar,
    };
  }

  /**
   * Editable only while pending, while the university waits for the
   * changes it asked for (6), or declined for the first time (decision 040),
   * and within its deadline. Once the university has decided on it for good
   * the answer is 25 (it has a manager); closed, expired or published
   * without staff (automatic validation) is 68.
   */
  async editableDe(idEmpresa: number, idOferta: number) {
    const o = await this.deps.repo.byId(idEmpresa, idOferta);
    if (!o) throw ofertaNoEncontrada();
    const enEstadoEditable = editablePorEmpresa(o);
    if (!enEstadoEditable && (await this.deps.repo.tieneGestor(o.id))) {
      throw rechazo(PortalCodes.OFERTA_CON_GESTOR, 'oferta.revisada');
    }
    if (!enEstadoEditable || plazoCerrado(o.fechaLimite)) {
      throw rechazo(PortalCodes.OFERTA_NO_EDITABLE, 'oferta.noEditable');
    }
    return o;
  }

  private async propia(idEmpresa: number, urlOferta: string) {
    const o = await this.deps.repo.byUrl(idEmpresa, urlOferta);
    if (!o) throw ofertaNoEncontrada();
    return o;
  }

  private async insertar(caller: Caller, idEmpresa: number, valores: OfertaEscritura, titulaciones: number[], idEstado: number) {
    const urlAcceso = await this.slugLibre(valores.titulo);
    return this.deps.repo.insert({ idEmpresa, idContacto: caller.id, urlAcceso, idEstado }, valores, titulaciones);
  }

  /** The random suffix makes a clash very unlikely; a few retries make it impossible in practice. */
  private async slugLibre(titulo: string) {
    for (let intento = 0; intento < 5; intento++) {
      const slug = slugOferta(titulo);
      if (await this.deps.repo.urlLibre(slug)) return slug;
    }
    throw new Error('No se ha podido generar una URL libre para la oferta');
  }
}
