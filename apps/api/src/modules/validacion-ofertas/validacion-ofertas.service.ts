import { ID_PERFIL, IDIOMA_POR_DEFECTO } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import { camposPendientes } from '@puente/contract/oferta-form';
import {
  CAMPOS_CORREGIBLES_OFERTA,
  type CambiosOferta,
  type CampoCorregibleOferta,
  type DiffCorreccion,
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  type MotivoRechazoOfertaDatos,
} from '@puente/contract/ofertas-gestion';
import { etiquetaEstadoOferta, REENVIOS_MAX } from '@puente/contract/procesos';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { type OfertasService, plazoCerrado, textoPerfil } from '../ofertas/ofertas.service';
import { cambiosPedidosDe, valoresDeFila } from '../procesos/oferta-valores';
import type { ColumnasCorregidas, ValidacionOfertasRepository } from './validacion-ofertas.repository';

type Pendiente = NonNullable<Awaited<ReturnType<ValidacionOfertasRepository['pendiente']>>>;

const noPendiente = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.noPendiente');

/** Each correctable text's column (the form's tareasAdesarrollar is stored as `tareas`). */
const COLUMNA: Record<CampoCorregibleOferta, keyof ColumnasCorregidas> = {
  titulo: 'titulo',
  puestoTrabajo: 'puestoTrabajo',
  departamento: 'departamento',
  descripcion: 'descripcion',
  tareasAdesarrollar: 'tareas',
  requisitos: 'requisitos',
  horario: 'horario',
  localidad: 'localidad',
  documentacionNecesaria: 'documentacionNecesaria',
};

/** The stored texts staff may correct, by the form's names. */
const textosDe = (o: Pendiente['oferta']) =>
  Object.fromEntries(CAMPOS_CORREGIBLES_OFERTA.map((campo) => [campo, o[COLUMNA[campo]] ?? null])) as Record<
    CampoCorregibleOferta,
    string | null
  >;

/**
 * The university's review of new offers (brand `ofertas.validacion`
 * 'manual'). Publishing needs a complete offer; rejecting needs a reason.
 * The company is notified either way.
 */
export class ValidacionOfertasService {
  constructor(
    private readonly deps: {
      repo: ValidacionOfertasRepository;
      ofertas: Pick<OfertasService, 'detalle'>;
      notificaciones: Pick<NotificacionesService, 'notificar'>;
      audit: Pick<AuditService, 'record'>;
      correo: Pick<CorreoService, 'encolar'>;
      withTransaction: WithTransaction;
    },
  ) {}

  async pendientes(caller: Caller) {
    requireAccess(caller, 'empresas:leer');
    const rows = await this.deps.repo.pendientes();
    return Promise.all(rows.map((r) => this.resumen(r)));
  }

  async detalle(caller: Caller, idOferta: number) {
    requireAccess(caller, 'empresas:leer');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return {
      pendiente: await this.resumen(row),
      oferta: await this.deps.ofertas.detalle(idOferta, null),
      textos: textosDe(row.oferta),
    };
  }

  async validar(caller: Caller, idOferta: number) {
    requireAccess(caller, 'empresas:cambiar');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    if (plazoCerrado(row.oferta.fechaLimite)) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.plazoPasado');
    }
    const faltan = camposPendientes(valoresDeFila(row.oferta, await this.deps.repo.titulacionesDe(idOferta)));
    if (faltan.length > 0) {
      throw rechazo(PortalCodes.FALTAN_DATOS, 'validacion.incompleta', null, {
        camposPendientes: faltan,
      });
    }
    return this.decidir(caller, row, 'validada', null);
  }

  async rechazar(caller: Caller, idOferta: number, motivo: string) {
    requireAccess(caller, 'empresas:cambiar');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return this.decidir(caller, row, 'rechazada', motivo);
  }

  /**
   * Sends a pending offer back to its company with a structured reason (decision 039): state 6, out of the
   * queue, until the company edits it and resubmits it. Only once: a resubmitted offer is approved or
   * declined (48). The company reads the reason in its language (notification) and gets a mail; audited.
   */
  async pedirCambios(caller: Caller, idOferta: number, motivo: MotivoRechazoOfertaDatos) {
    requireAccess(caller, 'empresas:cambiar');
    return this.deps.withTransaction(async () => {
      const row = await this.deps.repo.pendienteBloqueada(idOferta);
      if (!row) throw noPendiente();
      const o = row.oferta;
      if (o.reenvios >= REENVIOS_MAX) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.yaReenviada');
      // Past its deadline the company could not edit it (68): there is nothing to ask.
      if (plazoCerrado(o.fechaLimite)) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.plazoPasadoCambios');
      const etiqueta = ETIQUETAS_MOTIVO_RECHAZO_OFERTA[motivo.idMotivo].es;
      const hecha = await this.deps.repo.pedirCambios({
        idOferta,
        idGestor: caller.id,
        motivo,
        texto: motivo.detalle ? `${etiqueta}: ${motivo.detalle}` : etiqueta,
      });
      if (!hecha) throw noPendiente();
      const urlAcceso = `/mis-ofertas/${o.id}`;
      await this.deps.notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: o.idEmpresa,
        clave: 'oferta.cambiosPedidos',
        parametros: {
          oferta: o.titulo,
          idMotivoOferta: motivo.idMotivo,
          ...(motivo.detalle ? { detalleMotivo: motivo.detalle } : {}),
        },
        // The company has to act: listed first until it resubmits (acciones.ts `reenvioOferta`).
        importante: true,
        urlAcceso,
      });
      const contactos = await this.deps.repo.contactosConCorreo(o.idEmpresa);
      // The offer's author when still an active contact with an e-mail; otherwise every such contact.
      const autor = contactos.filter((c) => c.id === o.idContacto);
      for (const c of autor.length > 0 ? autor : contactos) {
        if (!c.email) continue;
        // Contacts keep no language: the mail goes in the portal's default one, the reason by id in that language.
        await this.deps.correo.encolar(caller, {
          para: c.email,
          idioma: IDIOMA_POR_DEFECTO,
          plantilla: 'ofertaCambiosPedidos',
          datos: {
            nombre: c.nombre,
            empresa: row.empresa.nombre,
            oferta: o.titulo,
            idOferta: o.id,
            idMotivo: motivo.idMotivo,
            ...(motivo.detalle ? { detalle: motivo.detalle } : {}),
          },
        });
      }
      await this.deps.audit.record(caller, {
        accion: 'oferta.cambiosPedidos',
        entidad: 'oferta',
        entidadId: o.id,
        detalle: { motivo },
      });
      return { idOferta: hecha.id, idEstado: hecha.idEstado, Estado: etiquetaEstadoOferta(hecha.idEstado) };
    });
  }

  /**
   * Corrects some of a pending offer's texts and publishes it, in one unit of work (decision 039). Each
   * text was checked by the contract with the form's own rule; here the offer must still be complete and
   * within its deadline, as any validation. Audited as `oferta.correccion` with each field's before and
   * after, then as the validation; the company's notification names the corrected fields.
   */
  async corregirYValidar(caller: Caller, idOferta: number, cambios: CambiosOferta) {
    requireAccess(caller, 'empresas:cambiar');
    return this.deps.withTransaction(async () => {
      const row = await this.deps.repo.pendienteBloqueada(idOferta);
      if (!row) throw noPendiente();
      const o = row.oferta;
      if (plazoCerrado(o.fechaLimite)) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.plazoPasado');
      const diff: DiffCorreccion = {};
      const columnas: ColumnasCorregidas = {};
      for (const campo of CAMPOS_CORREGIBLES_OFERTA) {
        const despues = cambios[campo];
        const columna = COLUMNA[campo];
        const antes = o[columna] ?? null;
        if (despues === undefined || despues === antes) continue;
        diff[campo] = { antes, despues };
        columnas[columna] = despues;
      }
      const campos = CAMPOS_CORREGIBLES_OFERTA.filter((campo) => diff[campo] !== undefined);
      if (campos.length === 0) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.sinCorrecciones');
      const faltan = camposPendientes(valoresDeFila({ ...o, ...columnas }, await this.deps.repo.titulacionesDe(o.id)));
      if (faltan.length > 0) {
        throw rechazo(PortalCodes.FALTAN_DATOS, 'validacion.incompleta', null, { camposPendientes: faltan });
      }
      const hecha = await this.deps.repo.corregirYValidar({ idOferta, idGestor: caller.id, columnas });
      if (!hecha) throw noPendiente();
      await this.deps.notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: o.idEmpresa,
        clave: 'oferta.validadaConCorreccion',
        parametros: { oferta: hecha.titulo, camposCorregidos: campos },
        urlAcceso: `/mis-ofertas/${o.id}`,
      });
      await this.deps.audit.record(caller, {
        accion: 'oferta.correccion',
        entidad: 'oferta',
        entidadId: o.id,
        detalle: { diff },
      });
      await this.deps.audit.record(caller, {
        accion: 'oferta.validacion',
        entidad: 'oferta',
        entidadId: o.id,
        detalle: { correccion: campos },
      });
      return { idOferta: hecha.id, idEstado: hecha.idEstado, Estado: etiquetaEstadoOferta(hecha.idEstado) };
    });
  }

  /** The decision, the company's notification and the audit row commit together. */
  private decidir(caller: Caller, pendiente: Pendiente, decision: 'validada' | 'rechazada', motivo: string | null) {
    return this.deps.withTransaction(() => this.registrarDecision(caller, pendiente, decision, motivo));
  }

  private async registrarDecision(
    caller: Caller,
    pendiente: Pendiente,
    decision: 'validada' | 'rechazada',
    motivo: string | null,
  ) {
    const o = pendiente.oferta;
    const row = await this.deps.repo.decidir({ idOferta: o.id, idGestor: caller.id, decision, motivo });
    if (!row) throw noPendiente();
    const validada = decision === 'validada';
    await this.deps.notificaciones.notificar({
      destinoTipo: 'empresa',
      destinoId: o.idEmpresa,
      // The staff member's reason is their own words: it reaches the company as typed.
      ...(validada
        ? { clave: 'oferta.validada' as const, parametros: { oferta: o.titulo } }
        : { clave: 'oferta.rechazada' as const, parametros: { oferta: o.titulo, motivo: motivo ?? '' } }),
      // A rejection needs the company to act (fix and publish a new offer), so it is listed first.
      importante: !validada,
      urlAcceso: `/mis-ofertas/${o.id}`,
    });
    await this.deps.audit.record(caller, {
      accion: validada ? 'oferta.validacion' : 'oferta.rechazo',
      entidad: 'oferta',
      entidadId: o.id,
      ...(motivo ? { detalle: { motivo } } : {}),
    });
    return { idOferta: row.id, idEstado: row.idEstado, Estado: etiquetaEstadoOferta(row.idEstado) };
  }

  private async resumen({ oferta: o, empresa }: Pendiente) {
    const valores = valoresDeFila(o, await this.deps.repo.titulacionesDe(o.id));
    return {
      idOferta: o.id,
      urlAcceso: o.urlAcceso,
      titulo: o.titulo,
      idPerfil: o.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS,
      textoPerfilOferta: textoPerfil(o.idPerfil),
      empresa,
      fechaCreacion: formatFecha(o.creadoEn) ?? '',
      fechaLimite: formatFecha(o.fechaLimite),
      plazoCerrado: plazoCerrado(o.fechaLimite),
      camposPendientes: camposPendientes(valores),
      reenvios: o.reenvios,
      cambiosPedidos: cambiosPedidosDe(o),
    };
  }
}
